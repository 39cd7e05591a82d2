/**
 * An answer held back: GET requests to `path` wait until `release` is called, then go on to the
 * handlers after it (the fake API). For what a screen shows while its data is on its way.
 */
import { http, type RequestHandler } from 'msw';

export function heldAnswer(path: string): { handler: RequestHandler; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get(path, async () => {
    await held;
    return undefined;
  });
  return { handler, release };
}
