/**
 * On a phone, a signed-in cold load of a list address shows the list's first page before the
 * app's code is even asked for: index.html's loader (written by server/build/appLoader.ts) holds
 * that code back and leaves the cold start (coldStart.ts) a function to start it with, which the
 * cold start calls once it has painted the page as plain lines (phoneFirstPage.ts). On Lighthouse's
 * mobile preset (1.6 Mbit/s) the lines then come after about 15 kB instead of 350 kB of script.
 *
 * What both sides agree on, free of the DOM: the loader's text is built from it.
 */
import { PHONE_MEDIA_QUERY } from '../engine/list/phoneMedia';
import { TOKEN_KEY } from '../providers/http/sessionKeys';

/** The global the loader leaves its start function under while it holds the app back. */
export const HELD_START_GLOBAL = '__eduadminStartApp';

/** The longest the loader holds the app back (a cold start that never comes, a very slow page). */
export const HOLD_LIMIT_MS = 5000;

/**
 * All the loader is built from (vite.config.ts hands it to server/build/appLoader.ts): where it
 * leaves its start function and for how long, and what it asks before holding back: a phone, a
 * session, a list address (`#/activities`).
 */
export const LOADER_CONTRACT = {
  heldStartGlobal: HELD_START_GLOBAL,
  holdLimitMs: HOLD_LIMIT_MS,
  phoneQuery: PHONE_MEDIA_QUERY,
  tokenKey: TOKEN_KEY,
  listHash: '^#/[^/?]+/?$',
} as const;
