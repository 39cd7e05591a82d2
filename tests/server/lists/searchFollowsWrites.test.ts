/**
 * The list search `q` reads tables of its own on SQLite (the trigram index, the folded copies:
 * server/lists/searchTables.ts) that the database keeps in step with the area's table; on
 * PostgreSQL it reads the columns themselves. Either way a caller finds what the records hold now:
 * after a create, an edit and a delete, and after a start with a changed declaration of the
 * searched fields. No app is started (fast enough for mutation testing).
 */
import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { parseListQuery } from '../../../server/lists/listQuery';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import type { Key } from '../../../server/resources/recordCodec';
import { RecordStore } from '../../../server/resources/recordStore';
import { syncSchema } from '../../../server/resources/schemaSync';
import { databaseOfTheseTests, tableNames } from '../support/testDatabase';

const database = databaseOfTheseTests();

interface Activities {
  model: ResourceModel;
  store: RecordStore;
}

/**
 * A start of the server on this database: the declared areas synced, the activities searching
 * `searchFields` (their declaration's when undefined).
 */
async function start(searchFields?: string[]): Promise<Activities> {
  const declarations: ResourceDeclaration[] = (await loadDeclarations()).map((declaration) =>
    declaration.name === 'activities' && searchFields ? { ...declaration, searchFields } : declaration,
  );
  const models = buildModels(declarations);
  await syncSchema(database(), models.values());
  const model = models.get('activities') as ResourceModel;
  return { model, store: new RecordStore(database(), models, model, () => Date.now()) };
}

/** The tables of the activities' search on SQLite (none on PostgreSQL). */
async function searchTables(): Promise<string[]> {
  return (await tableNames(database())).filter((name) => /^activities__(fulltext|folded)/.test(name));
}

/** The keys a search of the activities finds, in key order. */
async function found({ model }: Activities, q: string): Promise<Key[]> {
  const sortSql = new Map<string, string>();
  const page = await listReaderFor(database(), model, sortSql).read(
    parseListQuery(model, { q, sort: 'id' }, sortSql, database().engine),
  );
  return page.rows.map((row) => row.id as Key);
}

/** The total of a search of the activities. */
async function total({ model }: Activities, q: string): Promise<number> {
  const sortSql = new Map<string, string>();
  const page = await listReaderFor(database(), model, sortSql).read(
    parseListQuery(model, { q }, sortSql, database().engine),
  );
  return page.total;
}

async function create({ store }: Activities, title: string, description: string): Promise<Key> {
  return store.insert({
    columns: { title, description, type: 'quiz', language: 'fr', active: true },
    lists: { hashtags: [], etablissements: [] },
  });
}

describe('the search follows the writes', () => {
  it('finds a created record by the words of each searched field, long or short', async () => {
    const activities = await start();
    const key = await create(activities, 'Marmotte des Alpes', 'Sortie hivernale');
    for (const q of ['marmotte', 'ALPES', 'hivernale', 'mo', 'iv'])
      expect(await found(activities, q), q).toEqual([key]);
  });

  it('after an edit, by its new words only; an edit of another field keeps it found', async () => {
    const activities = await start();
    const key = await create(activities, 'Chamois du Jura', 'Randonnée en crête');
    await activities.store.update(key, undefined, {
      columns: { title: 'Bouquetin du Jura', description: 'Randonnée en vallée' },
      lists: {},
    });
    for (const q of ['chamois', 'crête', 'ch', 'cr']) expect(await found(activities, q), q).toEqual([]);
    for (const q of ['bouquetin', 'jura', 'vallée', 'qu', 'va'])
      expect(await found(activities, q), q).toContain(key);
    await activities.store.update(key, undefined, { columns: { difficulty: 4 }, lists: {} });
    expect(await found(activities, 'bouquetin')).toEqual([key]);
  });

  it('after a delete, no longer', async () => {
    const activities = await start();
    const key = await create(activities, 'Lagopède alpin', 'Plumage blanc');
    expect(await activities.store.remove([key])).toBe(1);
    for (const q of ['lagopède', 'plumage', 'go']) expect(await found(activities, q), q).not.toContain(key);
    // Nor counted; a record written next (it may take the same rowid on SQLite) is found by its own words only.
    expect(await total(activities, 'lagopède')).toBe(0);
    const next = await create(activities, 'Chocard à bec jaune', 'Falaises');
    expect(await found(activities, 'chocard')).toEqual([next]);
    for (const q of ['lagopède', 'plumage', 'go']) expect(await found(activities, q), q).toEqual([]);
  });
});

describe('a start with a changed declaration of the searched fields', () => {
  it('searches the records already there by the fields now declared, and by all of them again after', async () => {
    const activities = await start();
    const key = await create(activities, 'Gypaète barbu', 'Vautour des falaises');
    const titleOnly = await start(['title']);
    expect(await found(titleOnly, 'gypaète')).toEqual([key]);
    expect(await found(titleOnly, 'yp')).toEqual([key]);
    expect(await found(titleOnly, 'vautour')).toEqual([]);
    expect(await found(titleOnly, 'ur')).not.toContain(key);
    // Written while only the title was searched: found by its description once it is searched again.
    const later = await create(titleOnly, 'Grand tétras', 'Forêt de résineux');
    const both = await start();
    expect(await found(both, 'vautour')).toEqual([key]);
    expect(await found(both, 'résineux')).toEqual([later]);
    expect(await found(both, 'ux')).toEqual([later]);
  });

  it('with no searched field left, the area’s writes still work and its search tables are gone', async () => {
    const activities = await start();
    const key = await create(activities, 'Bartavelle', 'Perdrix des rochers');
    const none = await start([]);
    expect(await searchTables()).toEqual([]);
    const later = await create(none, 'Niverolle', 'Moineau des neiges');
    await none.store.update(key, undefined, { columns: { title: 'Bartavelle grecque' }, lists: {} });
    expect(await none.store.remove([later])).toBe(1);
    const both = await start();
    expect(await found(both, 'grecque')).toEqual([key]);
    expect(await found(both, 'niverolle')).toEqual([]);
  });
});
