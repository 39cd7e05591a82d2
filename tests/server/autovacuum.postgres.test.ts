/**
 * PostgreSQL vacuums the areas' tables and their reference lists' tables after 1 % of their rows
 * changed (server/db/autovacuum.ts): with the default 20 % the lists slowed under steady writes
 * until a vacuum came. A database made by an older version gets the settings at start, its tables'
 * other storage options kept. Run by the server-postgres project only (SQLite has no vacuum to set).
 */
import { describe, expect, it } from 'vitest';
import { AUTOVACUUM_SETTINGS } from '../../server/db/autovacuum';
import { startSecondServer } from './support/testServer';
import { serverWithDatabase } from './support/serverWithDatabase';

const ctx = serverWithDatabase();

const wanted = Object.entries(AUTOVACUUM_SETTINGS).map(([name, value]) => `${name}=${value}`);

/** A table's storage options as PostgreSQL holds them. */
const optionsOf = async (table: string) =>
  (
    await ctx.database.first<{ options: string[] | null }>(
      'SELECT reloptions AS options FROM pg_catalog.pg_class WHERE oid = to_regclass(?)',
      [`"${table}"`],
    )
  )?.options ?? [];

describe('autovacuum of the areas on PostgreSQL', () => {
  it('performance shape: area tables and reference-list tables are vacuumed after 1 % of their rows changed', async () => {
    expect(wanted).toEqual([
      'autovacuum_vacuum_scale_factor=0.01',
      'autovacuum_vacuum_insert_scale_factor=0.01',
    ]);
    for (const table of ['activities', 'activities__hashtags', 'users', 'themes'])
      expect(await optionsOf(table), table).toEqual(expect.arrayContaining(wanted));
  });

  it('performance shape: a table of an older version gets the settings at start and keeps its own options', async () => {
    await ctx.database.exec(
      'ALTER TABLE "activities" RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)',
      'ALTER TABLE "activities" SET (fillfactor = 90)',
    );
    expect(await optionsOf('activities')).toEqual(['fillfactor=90']);

    const restarted = await startSecondServer(ctx.server);
    try {
      expect(await optionsOf('activities')).toEqual(expect.arrayContaining(['fillfactor=90', ...wanted]));
      const listed = await restarted.api('GET', '/api/activities?skip=0&limit=5');
      expect(listed.statusCode, listed.body).toBe(200);
    } finally {
      await restarted.close();
      await ctx.database.exec('ALTER TABLE "activities" RESET (fillfactor)');
    }
  });
});
