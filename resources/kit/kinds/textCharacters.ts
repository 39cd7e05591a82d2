/**
 * Characters a typed text may not hold. Control characters (BEL, ESC…) ring, move the cursor or
 * are dropped by the tools the text later reaches (terminals, logs, CSV readers); direction
 * overrides and isolates (U+202E…) make a text display in another order than it is stored, which
 * disguises names and file extensions (Trojan Source, CVE-2021-42574). A long text keeps tab and
 * line feed, which it is made of.
 */

/** C0 and C1 controls, DEL, the direction marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
export const SINGLE_LINE_REFUSED = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** The same, tab (U+0009) and line feed (U+000A) allowed. */
export const MULTI_LINE_REFUSED =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a surrogate pair with no other half: not a character, so UTF-8 (SQLite's and PostgreSQL's
 * encoding) cannot hold it, and each engine would store something else than was accepted.
 */
export const LONE_SURROGATE = /\p{Cs}/u;

/** `U+202E`: how a refused character is named in the message, since it cannot be seen. */
export function codePointName(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
