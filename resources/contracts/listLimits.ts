/** Paging limits of every list call, shared by the server that enforces them and the app that asks. */
export const DEFAULT_LIST_LIMIT = 25;
/** The most records one list call returns; a larger export is read in pages of this size. */
export const MAX_LIST_LIMIT = 1000;
