/**
 * PostgreSQL's trigram indexes (server/lists/postgresSearch.ts, on the folded copy of the search
 * columns: postgresFoldedCopy.ts) keep no GIN pending list: with one,
 * every write of an activity appended its trigrams to an unordered list that every search read
 * whole, and the write that filled it merged it for about a second (issue 28, reads mixed with
 * writes). A database made by an older version loses its list at start, what it held merged into
 * the index. Run by the server-postgres project only (SQLite searches through FTS5).
 */
import { describe, expect, it } from 'vitest';
import { createRecord, startSecondServer } from './support/testServer';
import { serverWithDatabase } from './support/serverWithDatabase';

const ctx = serverWithDatabase();

/** The trigram indexes of the activities' folded copy and their storage options. */
const trigramIndexes = () =>
  ctx.database.all<{ name: string; options: string[] | null }>(
    'SELECT c.relname AS name, c.reloptions AS options FROM pg_catalog.pg_index i ' +
      'JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid ' +
      "WHERE i.indrelid = 'activities__folded'::regclass AND c.relname LIKE 'trgm\\_%' ORDER BY c.relname",
  );

/** Pages the index's pending list held, merged into the index by the call (0: it had none). */
const pendingPages = async (name: string) =>
  Number(
    (
      await ctx.database.first<{ pages: number }>('SELECT gin_clean_pending_list(?::regclass) AS pages', [
        name,
      ])
    )?.pages,
  );

describe('the trigram indexes of the search on PostgreSQL', () => {
  it('performance shape: they are built with fastupdate=off, so a write leaves nothing pending for searches', async () => {
    const indexes = await trigramIndexes();
    expect(indexes.map((index) => index.name)).toEqual([
      'trgm_activities__folded__description',
      'trgm_activities__folded__title',
    ]);
    for (const index of indexes) expect(index.options ?? []).toContain('fastupdate=off');

    const created = await createRecord(ctx.server.api, 'activities', {
      title: 'Géométrie des pavages',
      description: 'Reconnaître les symétries',
      type: 'quiz',
      language: 'fr',
    });
    const changed = await ctx.server.api('PUT', `/api/activities/${String(created.id)}`, {
      duration_minutes: 25,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const index of indexes) expect(await pendingPages(index.name)).toBe(0);

    const found = await ctx.server.api('GET', '/api/activities?q=pavages&skip=0&limit=25');
    expect((found.json() as { id: unknown }[]).map((row) => row.id)).toEqual([created.id]);
  });

  it('performance shape: indexes an older version built with a pending list lose it at start, its entries kept', async () => {
    for (const { name } of await trigramIndexes())
      await ctx.database.exec(`ALTER INDEX ${name} SET (fastupdate = on)`);
    const created = await createRecord(ctx.server.api, 'activities', {
      title: 'Héritage des symétries',
      description: 'Frises et rosaces',
      type: 'quiz',
      language: 'fr',
    });

    const restarted = await startSecondServer(ctx.server);
    try {
      for (const index of await trigramIndexes()) {
        expect(index.options ?? []).toContain('fastupdate=off');
        expect(await pendingPages(index.name)).toBe(0);
      }
      const found = await restarted.api('GET', '/api/activities?q=rosaces&skip=0&limit=25');
      expect((found.json() as { id: unknown }[]).map((row) => row.id)).toEqual([created.id]);
    } finally {
      await restarted.close();
    }
  });
});
