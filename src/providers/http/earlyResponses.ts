/**
 * Reads sent before the app that needs them has started (src/coldStart.ts): each is handed, once,
 * to the first `request` for the same address with the same headers, and only for a short while,
 * so nothing stale is ever shown and a later read of the same address goes to the server.
 */

/** How long an early read waits for the app to ask for it. */
export const EARLY_RESPONSE_MS = 10_000;

interface EarlyRead {
  key: string;
  response: Promise<Response>;
  expiresAt: number;
}

let reads: EarlyRead[] = [];

function keyOf(url: string, headers: Record<string, string>): string {
  const names = Object.keys(headers).sort();
  return JSON.stringify([url, ...names.map((name) => [name, headers[name]])]);
}

/**
 * Sends a GET now; `takeEarlyResponse` gives its answer to the app's own call for it. The sender
 * may read the answer too, from a clone taken as soon as it comes (before the app reads it).
 */
export function sendEarly(url: string, headers: Record<string, string>): Promise<Response> {
  const response = fetch(url, { method: 'GET', headers });
  // A failure reaches the caller that takes this read; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  const read = { key: keyOf(url, headers), response, expiresAt: Date.now() + EARLY_RESPONSE_MS };
  reads.push(read);
  // Unread, an answer's body would hold its connection open (and the page would never settle).
  setTimeout(() => {
    if (!reads.includes(read)) return;
    reads = reads.filter((other) => other !== read);
    response.then((answer) => answer.body?.cancel()).catch(() => undefined);
  }, EARLY_RESPONSE_MS);
  return response;
}

/** The answer of an early GET of `url` with these headers, if one was sent and is still fresh. */
export function takeEarlyResponse(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const now = Date.now();
  reads = reads.filter((read) => read.expiresAt > now);
  const key = keyOf(url, headers);
  const index = reads.findIndex((read) => read.key === key);
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read.response;
}
