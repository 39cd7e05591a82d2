/**
 * The number of an area's records that PostgreSQL's writes keep (server/lists/postgresRowCount.ts),
 * which a list of the whole area gives as its exact total: after writes of every kind made in
 * SQL (many rows in one statement, an upsert, a TRUNCATE, a transaction rolled back), and when an
 * older database without it starts. Run by the server-postgres project only: SQLite counts its
 * table (listBeyondExactLimit.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../server/lists/listQuery';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { rowCountTableOf, syncRowCount } from '../../../server/lists/postgresRowCount';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();
let areas: DeclaredStores | undefined;

/** The whole list's total, as the list route reads it, beside COUNT(*) of the table. */
async function totals(): Promise<{ listed: number; estimated: boolean; rows: number }> {
  areas ??= await declaredStores(database());
  const model = areas.model('themes');
  const { sortSql } = areas.store('themes');
  const page = await listReaderFor(database(), model, sortSql).read(
    parseListQuery(model, { limit: '1' }, sortSql, 'postgres'),
  );
  const counted = await database().first<{ n: string }>('SELECT count(*) AS n FROM themes');
  return { listed: page.total, estimated: page.estimated, rows: Number(counted?.n) };
}

/** Themes `from` to `to`, in one statement (the areas' tables made first). */
async function insertThemes(from: number, to: number): Promise<void> {
  areas ??= await declaredStores(database());
  await database().exec(
    'INSERT INTO themes (name, color, position, active, created_at, updated_at) ' +
      `SELECT 'Thème ' || i, '#1976d2', i, 1, '2026-01-01', '2026-01-01' FROM generate_series(${from}, ${to}) i`,
  );
}

describe('the kept count of an area’s records', () => {
  it('follows many rows written by one statement, an upsert, a delete and a TRUNCATE', async () => {
    await insertThemes(1, 1500);
    expect(await totals()).toEqual({ listed: 1500, estimated: false, rows: 1500 });

    // An upsert that only updates inserts nothing; one that inserts counts.
    await database().exec(
      'INSERT INTO themes (id, name, color, position, active, created_at, updated_at) ' +
        "SELECT id, name || ' bis', color, position, active, created_at, updated_at " +
        'FROM themes WHERE id <= 10 ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name',
    );
    await insertThemes(1501, 1502);
    expect(await totals()).toEqual({ listed: 1502, estimated: false, rows: 1502 });

    await database().exec('DELETE FROM themes WHERE position % 2 = 0');
    expect(await totals()).toEqual({ listed: 751, estimated: false, rows: 751 });

    await database().exec('TRUNCATE themes CASCADE');
    expect(await totals()).toEqual({ listed: 0, estimated: false, rows: 0 });
  });

  it('reads its count by its key after a transaction of many single-row inserts', async () => {
    areas ??= await declaredStores(database());
    const model = areas.model('themes');
    const { sortSql } = areas.store('themes');
    // One version of the count's row per statement: pages of them, as the seed leaves.
    await database().transaction(async () => {
      for (let i = 1; i <= 3000; i += 1) await insertThemes(i, i);
    });
    const pages = await database().first<{ n: number }>('SELECT pg_relation_size(?::regclass) / 8192 AS n', [
      rowCountTableOf(model),
    ]);
    expect(pages?.n).toBeGreaterThan(5);
    const plan = await listReaderFor(database(), model, sortSql).explain(
      parseListQuery(model, { limit: '1' }, sortSql, 'postgres'),
      undefined,
      'page',
    );
    expect(plan.join('\n')).toContain(`Index Scan using ${rowCountTableOf(model)}_pkey`);
    expect(await totals()).toEqual({ listed: 3000, estimated: false, rows: 3000 });
    await database().exec('TRUNCATE themes CASCADE');
  });

  it('keeps nothing of a transaction rolled back', async () => {
    await insertThemes(1, 20);
    const failing = database().transaction(async () => {
      await insertThemes(21, 40);
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    expect(await totals()).toEqual({ listed: 20, estimated: false, rows: 20 });
  });

  it('is counted at start when a database of an older version has none, and not again after', async () => {
    areas ??= await declaredStores(database());
    const model = areas.model('themes');
    const counted = rowCountTableOf(model);
    await database().exec(
      `DROP TRIGGER "${counted}_insert" ON themes`,
      `DROP TRIGGER "${counted}_delete" ON themes`,
      `DROP TABLE "${counted}"`,
    );
    await insertThemes(41, 45);
    await database().transaction(() => syncRowCount(database(), model));
    expect(await totals()).toEqual({ listed: 25, estimated: false, rows: 25 });

    // Made: a second start leaves it as the writes left it.
    await database().exec(`UPDATE "${counted}" SET n = n + 1000`);
    await database().transaction(() => syncRowCount(database(), model));
    expect((await totals()).listed).toBe(1025);
  });
});
