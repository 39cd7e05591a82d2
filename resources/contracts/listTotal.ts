/**
 * How a list call announces its total, for the server that sends it and the app that reads it:
 * `X-Total-Count` holds the number of records the list holds, exact up to a limit the server sets
 * (1,000 by default) and estimated beyond it, in which case `X-Total-Count-Estimated: true` comes
 * with it. An estimate may be above or below the truth: a client pages on until a short page.
 */
export const TOTAL_HEADER = 'X-Total-Count';
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Count-Estimated';
