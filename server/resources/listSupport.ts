/**
 * What the list call needs in the database besides the areas' tables, made at start by the
 * schema sync (under its lock): on SQLite the list cache, the FTS5 index, the folded copies and
 * the generation triggers; on PostgreSQL pg_trgm, `fold_text` and the trigram indexes.
 */
import type { Database } from '../db/database';
import { ensureListCache, syncGenerationTriggers } from '../db/listCache';
import type { ResourceModel } from './model';
import { ensurePostgresSearch, syncTrigramIndexes } from './postgresSearch';
import { syncFoldedTable, syncSearchIndex } from './searchTables';

/** Once, before the areas. */
export async function ensureListSupport(database: Database): Promise<void> {
  if (database.engine === 'sqlite') await database.withSqlite((handle) => ensureListCache(handle));
  else await ensurePostgresSearch(database);
}

/** For each area, after its table and link tables exist. */
export async function syncListSupport(database: Database, model: ResourceModel): Promise<void> {
  if (database.engine === 'postgres') return syncTrigramIndexes(database, model);
  await database.withSqlite((handle) => {
    syncSearchIndex(handle, model);
    syncFoldedTable(handle, model);
    syncGenerationTriggers(handle, model.name, [model.table, ...model.lists.map((link) => link.table)]);
  });
}
