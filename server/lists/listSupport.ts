/**
 * What the list call needs in the database besides the areas' tables, made at start by the
 * schema sync (under its lock): on SQLite the list cache, the FTS5 index, the folded copies and
 * the generation triggers; on PostgreSQL pg_trgm, `fold_text`, the trigram indexes and the kept
 * totals with their generation triggers.
 */
import type { Database } from '../db/database';
import { ensureListCache, syncGenerationTriggers } from '../db/listCache';
import { ensurePostgresListTotals, syncPostgresGenerationTriggers } from '../db/postgresListTotals';
import type { ResourceModel } from '../resources/model';
import { ensurePostgresSearch, syncTrigramIndexes } from './postgresSearch';
import { syncFoldedTable, syncSearchIndex } from './searchTables';

/** Once, before the areas. */
export async function ensureListSupport(database: Database): Promise<void> {
  if (database.engine === 'sqlite') await database.withSqlite((handle) => ensureListCache(handle));
  else {
    await ensurePostgresSearch(database);
    await ensurePostgresListTotals(database);
  }
}

/** For each area, after its table and link tables exist. */
export async function syncListSupport(database: Database, model: ResourceModel): Promise<void> {
  const tables = [model.table, ...model.lists.map((link) => link.table)];
  if (database.engine === 'postgres') {
    await syncTrigramIndexes(database, model);
    await syncPostgresGenerationTriggers(database, model.name, tables);
    return;
  }
  await database.withSqlite((handle) => {
    syncSearchIndex(handle, model);
    syncFoldedTable(handle, model);
    syncGenerationTriggers(handle, model.name, tables);
  });
}
