/**
 * What the list call needs in the database besides the areas' tables and their indexes, made at
 * start by the schema sync (under its lock): on SQLite the FTS5 index and the folded copies of the
 * search columns; on PostgreSQL pg_trgm, `fold_text`, the folded copies of the search columns
 * with their trigram indexes, each area's row count (postgresRowCount.ts) and the collation of
 * word sorts (wordSort.ts). It also drops what
 * older versions kept for their list caches (kept totals, search hits, deep-page marks and the
 * triggers that invalidated them on every write): lists are read by plain SQL now.
 */
import { ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import { syncFoldedCopy } from './postgresFoldedCopy';
import { syncRowCount } from './postgresRowCount';
import { syncChangeLog } from './keptSearchMatches';
import { ensurePostgresSearch, syncTrigramIndexes } from './postgresSearch';
import { syncFoldedTable, syncSearchIndex } from './searchTables';
import { ensureWordCollation } from './wordSort';

/** The kept-list tables of older versions, children first. */
const OLD_TABLES = ['_list_hits', '_list_cache', '_list_totals', '_list_changes', '_list_generations'];

/** Once, before the areas. */
export async function ensureListSupport(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    // CASCADE: the statement triggers of every area's tables go with their function.
    await database.exec('DROP FUNCTION IF EXISTS _list_bump_generation() CASCADE');
    for (const table of OLD_TABLES) await database.exec(`DROP TABLE IF EXISTS ${ident(table)}`);
    await ensurePostgresSearch(database);
    await ensureWordCollation(database);
    return;
  }
  await database.withSqlite((handle) => {
    // A trigger that writes a dropped table would make every write to its area fail.
    const triggers = handle
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%_list_generations%'")
      .pluck()
      .all() as string[];
    for (const name of triggers) handle.exec(`DROP TRIGGER IF EXISTS ${ident(name)}`);
    for (const table of OLD_TABLES) handle.exec(`DROP TABLE IF EXISTS ${ident(table)}`);
  });
}

/** For each area, after its table exists. */
export async function syncListSupport(database: Database, model: ResourceModel): Promise<void> {
  if (database.engine === 'postgres') {
    await syncFoldedCopy(database, model);
    await syncTrigramIndexes(database, model);
    await syncRowCount(database, model);
    return;
  }
  await database.withSqlite((handle) => {
    syncSearchIndex(handle, model);
    syncFoldedTable(handle, model);
    syncChangeLog(handle, model);
  });
}
