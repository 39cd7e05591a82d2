/**
 * Records stay in the trash `TRASH_RETENTION_DAYS` days (default 30), then are purged for good:
 * at start, every hour, and before the trash is read, each purge journaled like one on demand.
 */
import type { RestoreContext } from '../history/restoreEntry';
import { purgeTrashed } from './restoreTrashed';

export const DEFAULT_TRASH_RETENTION_DAYS = 30;
export const TRASH_SWEEP_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Purges the entries deleted more than `days` days ago; gives how many. */
export async function purgeExpired(context: RestoreContext, days: number): Promise<number> {
  const cutoff = new Date(context.now() - days * DAY_MS).toISOString();
  const expired = await context.trash.olderThan(cutoff);
  let purged = 0;
  for (const entry of expired) {
    const done = await context.database.transaction(() =>
      purgeTrashed(context, entry, { id: null, name: '' }),
    );
    if (done) purged += 1;
  }
  return purged;
}
