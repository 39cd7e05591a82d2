/**
 * What the list path needs in the database besides the areas' tables (server/lists/listSupport.ts),
 * made by the server's own schema sync at start, without an app: the search index and the word
 * sort indexes, and no trace left of the list caches older versions kept.
 */
import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../server/lists/listQuery';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import { RecordStore } from '../../../server/resources/recordStore';
import { syncSchema } from '../../../server/resources/schemaSync';
import { databaseOfTheseTests, indexNames, tableNames } from '../support/testDatabase';

const database = databaseOfTheseTests();
let models: Map<string, ResourceModel>;
let activities: ResourceModel;

/** What a version that kept list caches left: its tables, and a trigger on `activities` that writes one. */
async function makeOldListTables(): Promise<void> {
  if (database().engine === 'sqlite') {
    await database().exec(
      'CREATE TABLE _list_generations (resource TEXT PRIMARY KEY, generation INTEGER NOT NULL) WITHOUT ROWID',
      'CREATE TABLE _list_cache (id INTEGER PRIMARY KEY, resource TEXT NOT NULL, key TEXT NOT NULL)',
      'CREATE TABLE _list_hits (entry INTEGER NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY (entry, pos)) WITHOUT ROWID',
      `CREATE TRIGGER "activities__generation_insert" AFTER INSERT ON "activities" BEGIN UPDATE _list_generations SET generation = generation + 1 WHERE resource = 'activities'; END`,
    );
    return;
  }
  await database().exec(
    'CREATE TABLE _list_generations (resource TEXT PRIMARY KEY, generation BIGINT NOT NULL)',
    'CREATE TABLE _list_changes (resource TEXT NOT NULL, xid BIGINT NOT NULL, PRIMARY KEY (resource, xid))',
    'CREATE TABLE _list_totals (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, resource TEXT NOT NULL)',
    'CREATE TABLE _list_hits (entry BIGINT NOT NULL REFERENCES _list_totals (id) ON DELETE CASCADE, pos BIGINT NOT NULL)',
    'CREATE FUNCTION _list_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $bump$ BEGIN ' +
      'INSERT INTO _list_changes (resource, xid) VALUES (TG_ARGV[0], pg_catalog.txid_current()) ON CONFLICT DO NOTHING; ' +
      'RETURN NULL; END $bump$',
    "CREATE TRIGGER _list_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON activities FOR EACH STATEMENT EXECUTE FUNCTION _list_bump_generation('activities')",
  );
}

/**
 * Two starts, made by the first test rather than in a beforeAll: a mutant that breaks the sync
 * then fails the tests (Stryker counts a failed hook as no failure).
 */
let ready: Promise<void> | undefined;

async function twoStarts(): Promise<void> {
  models = buildModels(await loadDeclarations());
  activities = models.get('activities') as ResourceModel;
  await syncSchema(database(), models.values());
  await makeOldListTables();
  // The next start.
  await syncSchema(database(), models.values());
}

describe('the schema sync of the list path', () => {
  it('drops the list caches of older versions and the triggers that wrote them; writes and searches work', async () => {
    await (ready ??= twoStarts());
    expect((await tableNames(database())).filter((name) => name.startsWith('_list_'))).toEqual([]);
    const store = new RecordStore(database(), models, activities, () => Date.parse('2026-01-05T08:00:00Z'));
    const key = await store.insert({
      columns: { title: 'Après la mise à jour', type: 'quiz', language: 'fr', active: true },
      lists: { hashtags: [], etablissements: [] },
    });
    const reader = listReaderFor(database(), activities, store.sortSql);
    for (const q of ['mise à jour', 'ÀP']) {
      const page = await reader.read(parseListQuery(activities, { q }, store.sortSql, database().engine));
      expect(page.rows.map((row) => row.id)).toEqual([key]);
      expect(page.total).toBe(1);
    }
  });

  it('gives every column sorted as words an index of its own', async () => {
    await (ready ??= twoStarts());
    const indexes = await indexNames(database(), 'activities');
    expect(indexes).toContain('wx_activities_title');
    expect(indexes).not.toContain('wx_activities_type');
  });
});
