/**
 * A database written by a version that kept list totals, search hits and deep-page marks (with
 * triggers that moved a generation on every write): the next start drops them, and writes and
 * lists work without them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { ENGINE, openTestDatabase, tableNames } from './support/testDatabase';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let database: Database;

/** What the older version made, as it made it (the tables and the triggers on `activities`). */
async function makeOldListTables(): Promise<void> {
  if (ENGINE === 'sqlite') {
    await database.exec(
      'CREATE TABLE _list_generations (resource TEXT PRIMARY KEY, generation INTEGER NOT NULL) WITHOUT ROWID',
      'CREATE TABLE _list_cache (id INTEGER PRIMARY KEY, resource TEXT NOT NULL, key TEXT NOT NULL, generation INTEGER NOT NULL, total INTEGER NOT NULL, kept INTEGER NOT NULL, UNIQUE (resource, key))',
      'CREATE TABLE _list_hits (entry INTEGER NOT NULL, pos INTEGER NOT NULL, hit INTEGER NOT NULL, PRIMARY KEY (entry, pos)) WITHOUT ROWID',
      `CREATE TRIGGER "activities__generation_insert" AFTER INSERT ON "activities" BEGIN UPDATE _list_generations SET generation = generation + 1 WHERE resource = 'activities'; END`,
    );
    return;
  }
  await database.exec(
    'CREATE TABLE _list_generations (resource TEXT PRIMARY KEY, generation BIGINT NOT NULL)',
    'CREATE TABLE _list_changes (resource TEXT NOT NULL, xid BIGINT NOT NULL, PRIMARY KEY (resource, xid))',
    'CREATE TABLE _list_totals (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, resource TEXT NOT NULL, key TEXT NOT NULL, generation BIGINT NOT NULL, total BIGINT NOT NULL, UNIQUE (resource, key, generation))',
    'CREATE TABLE _list_hits (entry BIGINT NOT NULL REFERENCES _list_totals (id) ON DELETE CASCADE, pos BIGINT NOT NULL, hit TEXT NOT NULL, PRIMARY KEY (entry, pos))',
    'CREATE FUNCTION _list_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $bump$ BEGIN ' +
      'INSERT INTO _list_changes (resource, xid) VALUES (TG_ARGV[0], pg_catalog.txid_current()) ON CONFLICT DO NOTHING; ' +
      'RETURN NULL; END $bump$',
    "CREATE TRIGGER _list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activities FOR EACH STATEMENT EXECUTE FUNCTION _list_bump_generation('activities')",
  );
}

beforeAll(async () => {
  const first = await startTestServer();
  database = await openTestDatabase(first.dataDir);
  await makeOldListTables();
  await first.app.close();
  server = await startTestServer({ dataDir: first.dataDir });
});

afterAll(async () => {
  await database.close();
  await server.close();
});

describe('a database of a version that kept list caches', () => {
  it('loses their tables and triggers at the next start, and its lists follow its writes', async () => {
    expect((await tableNames(database)).filter((name) => name.startsWith('_list_'))).toEqual([]);
    const before = Number((await server.api('GET', '/api/activities?limit=1')).headers['x-total-count']);
    const created = await createRecord(server.api, 'activities', {
      title: 'Après la mise à jour',
      type: 'quiz',
      language: 'fr',
    });
    const listed = await server.api('GET', '/api/activities?q=mise%20à%20jour');
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { id: unknown }[]).map((record) => record.id)).toEqual([created.id]);
    expect(Number((await server.api('GET', '/api/activities?limit=1')).headers['x-total-count'])).toBe(
      before + 1,
    );
  });
});
