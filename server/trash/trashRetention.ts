/**
 * Records stay in the trash `TRASH_RETENTION_DAYS` days (default 30), then are purged for good:
 * at start and every hour, each purge journaled like one on demand. Between two sweeps the listing
 * leaves out the entries past their time (it reads, it does not purge).
 */
import type { RestoreContext } from '../history/restoreEntry';
import { purgeTrashed } from './restoreTrashed';

export const DEFAULT_TRASH_RETENTION_DAYS = 30;
export const TRASH_SWEEP_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** When an entry deleted before it has stayed its `days` days (ISO, as `deleted_at`). */
export function retentionCutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** Purges the entries deleted more than `days` days ago; gives how many. */
export async function purgeExpired(context: RestoreContext, days: number): Promise<number> {
  const expired = await context.trash.olderThan(retentionCutoff(context.now(), days));
  let purged = 0;
  for (const entry of expired) {
    const done = await context.database.transaction(() =>
      purgeTrashed(context, entry, { id: null, name: '' }),
    );
    if (done) purged += 1;
  }
  return purged;
}
