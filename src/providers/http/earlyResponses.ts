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
  /** The answer once it is in. */
  arrived?: Answer;
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
  const read: EarlyRead = { key: keyOf(url, headers), answer, expiresAt: Date.now() + EARLY_RESPONSE_MS };
  answer.then((arrived) => (read.arrived = arrived)).catch(() => undefined);
  reads.push(read);
  return answer;
}

/** Where the early read of `url` with these headers is, once the stale ones are dropped; -1 if none. */
function freshReadOf(url: string, headers: Record<string, string>): number {
  const now = Date.now();
  reads = reads.filter((read) => read.expiresAt > now);
  const key = keyOf(url, headers);
  return reads.findIndex((read) => read.key === key);
}

/** The answer of an early GET of `url` with these headers, if one was sent and is still fresh. */
export function takeEarlyAnswer(url: string, headers: Record<string, string>): Promise<Answer> | undefined {
  const index = freshReadOf(url, headers);
  if (index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read.answer;
}

/**
 * The answer of an early GET of `url` with these headers if it is already in and still fresh, at
 * once; it stays for the request that takes it.
 */
export function arrivedEarlyAnswer(url: string, headers: Record<string, string>): Answer | undefined {
  const index = freshReadOf(url, headers);
  return index < 0 ? undefined : reads[index].arrived;
}
