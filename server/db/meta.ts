/** A small key/value table for facts about the database itself (demo data seeded, schema version). */
import type { Database } from './database';

const META = '_meta';

export async function ensureMetaTable(database: Database): Promise<void> {
  await database.exec(`CREATE TABLE IF NOT EXISTS "${META}" (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
}

export async function readMeta(database: Database, key: string): Promise<string | undefined> {
  const row = (await database.db
    .selectFrom(META)
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()) as { value: string } | undefined;
  return row?.value;
}

export async function writeMeta(database: Database, key: string, value: string): Promise<void> {
  await database.db
    .insertInto(META)
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
