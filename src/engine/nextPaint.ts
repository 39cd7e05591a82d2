/**
 * A promise that settles once the browser has painted the frame that follows the call (one promise
 * for all callers). Free of React: the cold start waits for it before asking for the app's code.
 */
let nextPaint: Promise<void> | undefined;

export function afterNextPaint(): Promise<void> {
  nextPaint ??= new Promise((resolve) =>
    // A callback of the frame runs just before it is painted; a task it posts runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        nextPaint = undefined;
        resolve();
      }),
    ),
  );
  return nextPaint;
}
