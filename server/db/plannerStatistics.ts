/**
 * SQLite's planner statistics (`sqlite_stat1`) for the areas' tables, kept current without
 * analysing on every start. Without them SQLite's planner guesses that any index narrows a list
 * to ten rows and picks one at random among a list's filters: on 100,000 activities it chose
 * `active` (half of the rows) for `theme_id=9 AND type=reading AND active=1` and read 50,000
 * rows for 768 matches (50-270 ms for the count; loaded machine). A plain `ANALYZE` of the table
 * was the simplest fix that gave good plans: 0.6-1.0 s for 100,000 activities, once. Sampled
 * statistics (`PRAGMA analysis_limit` 1,000-20,000) read only the start of each index and gave
 * plans as bad as none; hand-written rows from grouped counts took half the time of ANALYZE for
 * more code, so the table is analysed whole.
 *
 * A table is analysed when it has no statistics yet or its row count has moved by more than a
 * quarter since its last analysis (at start, after the demo seed and imports, and hourly:
 * `COUNT(*)` of a table costs SQLite no row read), never while it is small: below
 * MIN_ANALYSED_ROWS every plan reads few rows, and SQLite's guess (indexes are selective) is the
 * plan the tests of small tables describe. ANALYZE expires the connection's prepared statements,
 * so the lists plan again with the new figures. PostgreSQL keeps its own (autovacuum).
 */
import type { Database as Db } from 'better-sqlite3';
import { ident, type Database } from './database';

/** Tables smaller than this are not analysed (see above). */
export const MIN_ANALYSED_ROWS = 2000;
/** The share of rows added or removed since the last analysis that makes it stale. */
const STALE_SHARE = 0.25;
/** How often a running server looks for tables grown or shrunk by bulk writes. */
export const STATISTICS_CHECK_INTERVAL_MS = 3_600_000;

/** The row count the table had at its last analysis; undefined when it never had one. */
function analysedRows(handle: Db, table: string): number | undefined {
  const hasStats = handle
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat1'")
    .get();
  if (!hasStats) return undefined;
  // Each index's row starts with the table's row count (`idx` NULL: a table without index).
  const stat = handle.prepare('SELECT stat FROM sqlite_stat1 WHERE tbl = ? LIMIT 1').pluck().get(table) as
    string | undefined;
  const rows = stat === undefined ? Number.NaN : Number.parseInt(stat, 10);
  return Number.isFinite(rows) ? rows : undefined;
}

/** Analyses the tables whose statistics are missing or stale (SQLite); the tables analysed. */
export async function refreshPlannerStatistics(
  database: Database,
  tables: Iterable<string>,
): Promise<string[]> {
  if (database.engine !== 'sqlite') return [];
  const names = [...tables];
  return database.withSqlite((handle) => {
    const analysed: string[] = [];
    for (const table of names) {
      const rows = handle
        .prepare(`SELECT COUNT(*) FROM ${ident(table)}`)
        .pluck()
        .get() as number;
      if (rows < MIN_ANALYSED_ROWS) continue;
      const before = analysedRows(handle, table);
      if (before !== undefined && Math.abs(rows - before) <= before * STALE_SHARE) continue;
      handle.exec(`ANALYZE ${ident(table)}`);
      analysed.push(table);
    }
    return analysed;
  });
}
