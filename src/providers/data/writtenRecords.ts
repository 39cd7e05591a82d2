/**
 * The records this app has written since a list's page was read: a generated list's reference
 * cells show the records its page brought (engine/fields/prefetchedRecords.tsx), and a page kept in
 * react-query's cache would otherwise show a record renamed or deleted since (a theme edited, then
 * back to the activities) until the page is read again, which on a slow line takes seconds. Each
 * write takes the next tick of one clock; a page remembers the tick it was asked at. The writers:
 * the data provider, a version restored from the history, a batch undone (features/history) and
 * the records a CSV import updated (features/csv-import).
 */
import type { RaRecord } from 'react-admin';

/** As written: the record the server gave back, or undefined when it gave none (a delete, a bulk edit, a restore). */
export type Written = RaRecord | undefined;

/**
 * Past this many, the oldest writes are forgotten; a page asked for before one of them no longer
 * knows which of its records were written since, and has its cells read them all.
 */
const KEPT = 1000;

let clock = 0;
/** The tick of the newest write forgotten. */
let forgottenAt = 0;
const written = new Map<string, { tick: number; record: Written }>();

const keyOf = (area: string, id: unknown) => `${area}\u0000${String(id)}`;

/** The clock now: a page asked for now shows what is written from the next tick on. */
export function writeTick(): number {
  return clock;
}

export function noteWritten(area: string, ids: readonly unknown[], record?: RaRecord): void {
  clock += 1;
  for (const id of ids) {
    const key = keyOf(area, id);
    written.delete(key);
    written.set(key, { tick: clock, record });
  }
  for (const [key, entry] of written) {
    if (written.size <= KEPT) break;
    forgottenAt = entry.tick;
    written.delete(key);
  }
}

/**
 * The write of `area`'s record `id` after `tick`, if there was one; a write without its record
 * when writes after `tick` were forgotten and this may have been one.
 */
export function writtenAfter(area: string, id: unknown, tick: number): { record: Written } | undefined {
  const entry = written.get(keyOf(area, id));
  if (entry && entry.tick > tick) return entry;
  return forgottenAt > tick ? { record: undefined } : undefined;
}
