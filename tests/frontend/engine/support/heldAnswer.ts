/**
 * An answer held back: requests to `path` (GET unless told) wait until `release` is called, then go
 * on to the handlers after it (the fake API). For what a screen shows while its data, or the answer
 * to what it sent, is on its way.
 */
import { http, type RequestHandler } from 'msw';

export function heldAnswer(
  path: string,
  method: 'get' | 'post' | 'put' | 'delete' = 'get',
): { handler: RequestHandler; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await held;
    return undefined;
  });
  return { handler, release };
}
