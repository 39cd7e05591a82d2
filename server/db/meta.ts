/** A small key/value table for facts about the database itself (demo data seeded, schema version). */
import type { Db } from './openDatabase';

export function ensureMetaTable(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS "_meta" (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
}

export function readMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM "_meta" WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO "_meta" (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
