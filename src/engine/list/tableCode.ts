/**
 * The code of a list's table (ListTable.tsx), loaded once: with the list screen's own code on a
 * wide screen (listScreen.ts), so a wide list never waits for it after its rows have arrived; on a
 * phone only if the screen becomes wide (a tablet turned, a window widened).
 */
import { loadOnce } from '../loadOnce';

const tableCode = loadOnce(async () => (await import('./ListTable')).ListTable);

export const loadListTable = tableCode.load;

/** The table if its code is in, else undefined. */
export const loadedListTable = tableCode.loaded;
