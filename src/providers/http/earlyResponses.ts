/**
 * Reads sent before the app that needs them has started (src/boot/earlyReads.ts): each is handed,
 * once, to the first `request` for the same address with the same headers, and only for a short
 * while, so nothing stale is ever shown and a later read of the same address goes to the server.
 * The answer is read and parsed as it comes (readAnswer.ts): the sender and the request that takes
 * it share that one parse, and no unread body holds a connection open.
 */
import { readAnswer, type Answer } from './readAnswer';

/** How long an early read waits for the app to ask for it. */
export const EARLY_RESPONSE_MS = 10_000;

interface EarlyRead {
  key: string;
  answer: Promise<Answer>;
  expiresAt: number;
}

let reads: EarlyRead[] = [];

function keyOf(url: string, headers: Record<string, string>): string {
  const names = Object.keys(headers).sort();
  return JSON.stringify([url, ...names.map((name) => [name, headers[name]])]);
}

/** Sends a GET now; `takeEarlyAnswer` gives its answer to the app's own call for it. */
export function sendEarly(url: string, headers: Record<string, string>): Promise<Answer> {
  const answer = fetch(url, { method: 'GET', headers }).then(readAnswer);
  // A failure reaches the caller that takes this read; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  reads.push({ key: keyOf(url, headers), answer, expiresAt: Date.now() + EARLY_RESPONSE_MS });
  return answer;
}

/** The answer of an early GET of `url` with these headers, if one was sent and is still fresh. */
export function takeEarlyAnswer(url: string, headers: Record<string, string>): Promise<Answer> | undefined {
  const now = Date.now();
  reads = reads.filter((read) => read.expiresAt > now);
  const key = keyOf(url, headers);
  const index = reads.findIndex((read) => read.key === key);
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read.answer;
}
