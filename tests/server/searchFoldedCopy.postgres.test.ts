/**
 * PostgreSQL searches the folded copy of the search columns (`activities__folded`, kept by a
 * trigger: server/lists/postgresFoldedCopy.ts), not the area's table folded row by row. Every
 * kind of write keeps it in step, so a search finds a record by its new text right after the
 * write and no longer by its old text; a database of the previous version (trigram indexes on
 * `fold_text(column)`, no copy) is converted at start, by one of two servers starting together.
 * Run by the server-postgres project only (SQLite keeps its own copy: searchTables.ts).
 */
import { describe, expect, it } from 'vitest';
import type { TrashEntry } from '../../resources/contracts/trashContract';
import { serverOfTheseTests } from './support/serverOfTheseTests';
import { createRecord, startSecondServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

/** The keys of the activities a search finds, through the list call as the screen sends it. */
async function found(q: string, target: TestServer = server): Promise<unknown[]> {
  const response = await target.api('GET', `/api/activities?q=${encodeURIComponent(q)}&skip=0&limit=25`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Rec[]).map((row) => row.id);
}

/** The copy's row of an activity: what the search compares. */
const copyOf = (id: unknown) =>
  server.app.db.first<{ title: string | null; description: string | null }>(
    'SELECT title, description FROM activities__folded WHERE _key = ?',
    [id],
  );

const put = async (id: unknown, body: Rec) => {
  const response = await server.api('PUT', `/api/activities/${String(id)}`, body);
  expect(response.statusCode, response.body).toBe(200);
};

const lastBatchOf = async (id: unknown) =>
  ((await server.api('GET', `/api/activities/${String(id)}/history`)).json() as Rec[])[0].batch_id as string;

describe('a search on PostgreSQL after each kind of write', () => {
  it('finds a created record by its text, folded, and an update by its new text only', async () => {
    const created = await createRecord(server.api, 'activities', {
      title: 'Étude des Xylophones',
      description: 'Percussions à LAMES',
      type: 'quiz',
      language: 'fr',
    });
    expect(await copyOf(created.id)).toEqual({
      title: 'etude des xylophones',
      description: 'percussions a lames',
    });
    expect(await found('xylophone')).toEqual([created.id]);
    expect(await found('à lames')).toEqual([created.id]);

    await put(created.id, { title: 'Étude des Zeppelins' });
    expect(await found('zeppelin')).toEqual([created.id]);
    expect(await found('xylophone')).toEqual([]);
    expect(await copyOf(created.id)).toMatchObject({ title: 'etude des zeppelins' });

    // A write that leaves the text as it was keeps the record found by it.
    await put(created.id, { duration_minutes: 40 });
    expect(await found('zeppelin')).toEqual([created.id]);
  });

  it('no longer finds a deleted record, and finds it again once restored from the trash', async () => {
    const created = await createRecord(server.api, 'activities', {
      title: 'Les marimbas du monde',
      type: 'quiz',
      language: 'fr',
    });
    expect((await server.api('DELETE', `/api/activities/${String(created.id)}`)).statusCode).toBe(200);
    expect(await found('marimba')).toEqual([]);
    expect(await copyOf(created.id)).toBeUndefined();

    const entries = (await server.api('GET', '/api/trash?area=activities')).json() as TrashEntry[];
    const entry = entries.find((e) => e.record_key === String(created.id));
    const restored = await server.api('POST', `/api/trash/${String(entry?.id)}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await found('marimba')).toEqual([created.id]);
    expect(await copyOf(created.id)).toMatchObject({ title: 'les marimbas du monde' });
  });

  it('finds what an import created and updated by their new text, and an undone update by its old text again', async () => {
    const existing = await createRecord(server.api, 'activities', {
      title: 'Les glockenspiels',
      type: 'quiz',
      language: 'fr',
    });
    const imported = await server.api('POST', '/api/activities/import', {
      mode: 'all',
      rows: [
        { title: 'Les vibraphones', type: 'quiz', language: 'fr' },
        { id: String(existing.id), title: 'Les célestas' },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [vibraphones] = await found('vibraphone');
    expect(vibraphones).toBeDefined();
    expect(await found('celesta')).toEqual([existing.id]);
    expect(await found('glockenspiel')).toEqual([]);
    expect(await copyOf(existing.id)).toMatchObject({ title: 'les celestas' });

    const undone = await server.api(
      'POST',
      `/api/history/batches/${await lastBatchOf(existing.id)}/undo`,
      {},
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await found('glockenspiel')).toEqual([existing.id]);
    expect(await found('celesta')).toEqual([]);
    expect(await found('vibraphone')).toEqual([]);
    expect(await copyOf(existing.id)).toMatchObject({ title: 'les glockenspiels' });
  });
});

describe('a database of the previous version on PostgreSQL', () => {
  it('is converted at start by one of two servers starting together, and searches the same', async () => {
    // What the previous version left: trigram indexes on fold_text(column), no copy, no trigger.
    await server.app.db.exec(
      'DROP TRIGGER activities__folded_sync ON activities',
      'DROP TRIGGER activities__folded_sync_update ON activities',
      'DROP TABLE activities__folded',
      'DROP FUNCTION activities__folded_sync()',
      'CREATE INDEX trgm_activities__title ON activities USING gin (fold_text((title)::text) gin_trgm_ops) WITH (fastupdate=off)',
      'CREATE INDEX trgm_activities__description ON activities USING gin (fold_text((description)::text) gin_trgm_ops) WITH (fastupdate=off)',
    );
    await server.app.db.exec(
      "INSERT INTO activities (title, description, type, language, created_at, updated_at) VALUES ('Les Ocarinas', 'Flûtes globulaires', 'quiz', 'fr', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    );
    const [ocarinas] = (
      await server.app.db.all<{ id: number }>("SELECT id FROM activities WHERE title = 'Les Ocarinas'")
    ).map((row) => row.id);

    const started = await Promise.all([startSecondServer(server), startSecondServer(server)]);
    try {
      for (const restarted of started) {
        expect(await found('ocarina', restarted)).toEqual([ocarinas]);
        expect(await found('flûtes glob', restarted)).toEqual([ocarinas]);
        expect(await found('zeppelin', restarted)).toHaveLength(1);
      }
      const copied = await server.app.db.first<{ copies: number; records: number }>(
        'SELECT (SELECT COUNT(*) FROM activities__folded) AS copies, (SELECT COUNT(*) FROM activities) AS records',
      );
      expect(copied?.copies).toBe(copied?.records);
      const indexes = await server.app.db.all<{ name: string; table: string }>(
        "SELECT indexname AS name, tablename AS table FROM pg_indexes WHERE indexname LIKE 'trgm\\_%' " +
          "AND tablename IN ('activities', 'activities__folded') ORDER BY indexname",
      );
      expect(indexes).toEqual([
        { name: 'trgm_activities__folded__description', table: 'activities__folded' },
        { name: 'trgm_activities__folded__title', table: 'activities__folded' },
      ]);
    } finally {
      for (const restarted of started) await restarted.close();
    }
  });
});
