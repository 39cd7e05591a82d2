/**
 * PostgreSQL: the areas' tables are vacuumed after 1 % of their rows changed, not PostgreSQL's
 * default 20 %. An update leaves the row's old version behind and clears its page's "all visible"
 * mark, and until a vacuum the lists' index-only scans (the filters' pair indexes, the order's
 * index of a deep page) go back to the table for every entry of such a page. With the default, a
 * table of 100,000 activities is vacuumed after 20,000 updates: at the mixed workload's rate of
 * writes (10 % of 700 req/s) the lists slowed for five minutes, then sped up again.
 *
 * Measured on 100,000 activities, the mixed workload (90 % random reads, 10 % PUTs) held for 150-180
 * s at 10 connections (28 November): with the default the rate fell from 780 to 430 req/s, p99
 * 52 → 90 ms (548 req/s, p99 74 ms over the run); with these settings it stayed at 650-770 (702
 * req/s, p99 53 ms), the table vacuumed three times, 0.4 s each. SQLite rewrites a row in place:
 * nothing to set there.
 */
import { ident, type Database } from './database';

/** The storage parameters set on each table (PostgreSQL's defaults are 0.2 for both). */
export const AUTOVACUUM_SETTINGS: Readonly<Record<string, string>> = {
  // Updates and deletes.
  autovacuum_vacuum_scale_factor: '0.01',
  // Inserts (an import, a restore): their pages are marked all visible by a vacuum too.
  autovacuum_vacuum_insert_scale_factor: '0.01',
};

/** Sets the settings on a table whose own differ (nothing on SQLite); the table must exist. */
export async function ensureAutovacuumSettings(database: Database, table: string): Promise<void> {
  if (database.engine !== 'postgres') return;
  const row = await database.first<{ options: string[] | null }>(
    'SELECT reloptions AS options FROM pg_class WHERE oid = to_regclass(?)',
    [ident(table)],
  );
  const current = new Set(row?.options ?? []);
  const wanted = Object.entries(AUTOVACUUM_SETTINGS).map(([name, value]) => `${name}=${value}`);
  if (wanted.every((option) => current.has(option))) return;
  // ALTER TABLE … SET takes a lock that lets reads and writes go on meanwhile.
  await database.exec(`ALTER TABLE ${ident(table)} SET (${wanted.join(', ')})`);
}
