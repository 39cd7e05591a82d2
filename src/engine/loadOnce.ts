/**
 * Code loaded on first use, once: the screen or the filters a list shows. A failed load is tried
 * again by the next caller (whose own load reports the error); `pending` tells whether a load has
 * been asked for and has not finished.
 */
export interface LoadedOnce<T> {
  load(): Promise<T>;
  /** What was loaded, or undefined before it is in. */
  loaded(): T | undefined;
  /** The load under way, if one was asked for and has not finished. */
  pending(): Promise<T> | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (!loading) {
        const attempt = load().then((value) => (loaded = value));
        attempt.catch(() => {
          if (loading === attempt) loading = undefined;
        });
        loading = attempt;
      }
      return loading;
    },
    loaded: () => loaded,
    pending: () => (loaded === undefined ? loading : undefined),
  };
}
