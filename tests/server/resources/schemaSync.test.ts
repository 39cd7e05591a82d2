/**
 * The tables a start makes or completes from the declarations (server/resources/schemaSync.ts),
 * on a database of each test's own, without starting the app (fast enough for mutation testing):
 * what the tables refuse (a key given twice, a record without its dates), the columns a declaration
 * gained since the last start and the defaults its stored records take, and the starts refused
 * with the reason (a key that changed, a field made unique over duplicated data). The same start
 * through the app is tested in tests/server/schemaSync.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { Database } from '../../../server/db/database';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import { RecordStore } from '../../../server/resources/recordStore';
import { sqlTypeFor, syncSchema } from '../../../server/resources/schemaSync';
import { ENGINE, indexNames, openTestDatabase, tableNames } from '../support/testDatabase';

/** Keyed by a label people type, as hashtags are. */
const tags = defineResource({
  name: 'tags',
  key: 'label',
  recordRepresentation: 'label',
  fields: [{ name: 'label', kind: 'text', required: true }],
});

const notesV1 = defineResource({
  name: 'notes',
  recordRepresentation: 'title',
  defaultSort: { field: 'title', order: 'ASC' },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'status', kind: 'enum', values: ['ouverte', 'close'] },
  ],
});

/** Gains a filter (pinned), fields with defaults, one without, and a reference list. */
const notesV2 = defineResource({
  ...notesV1,
  fields: [
    ...notesV1.fields,
    { name: 'pinned', kind: 'boolean', default: true },
    { name: 'archived', kind: 'boolean', default: false, show: { filter: false } },
    { name: 'priority', kind: 'integer', min: 1, max: 5, default: 3 },
    { name: 'season', kind: 'text', default: "l’été d'avant" },
    { name: 'memo', kind: 'text' },
    { name: 'tags', kind: 'referenceList', target: 'tags' },
  ],
});

/** Rooms are listed by floor (a number, not a word sort) and filtered by wing. */
const roomsV1 = defineResource({
  name: 'rooms',
  recordRepresentation: 'name',
  defaultSort: { field: 'floor', order: 'ASC' },
  fields: [
    { name: 'name', kind: 'text', required: true, unique: true },
    { name: 'floor', kind: 'integer' },
    { name: 'wing', kind: 'enum', values: ['nord', 'sud'] },
  ],
});

const roomsV2 = defineResource({
  ...roomsV1,
  fields: [...roomsV1.fields, { name: 'open', kind: 'boolean', default: false }],
});

const dataDirs: string[] = [];
const databases: Database[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

/** A database of the test's own, empty. */
async function emptyDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-schema-'));
  dataDirs.push(dataDir);
  const database = await openTestDatabase(dataDir);
  databases.push(database);
  return database;
}

/** A start on `database` with the tags and `extra` (few areas: a mutation run starts often): its models. */
async function start(
  database: Database,
  ...extra: ResourceDeclaration[]
): Promise<Map<string, ResourceModel>> {
  const models = buildModels([tags, ...extra]);
  await syncSchema(database, models.values());
  return models;
}

function storeOf(database: Database, models: Map<string, ResourceModel>, name: string): RecordStore {
  let clock = Date.parse('2026-01-05T08:00:00Z');
  return new RecordStore(database, models, models.get(name) as ResourceModel, () => (clock += 1000));
}

/** PostgreSQL's own text of an index (`pg_get_indexdef`), to read its columns: a performance shape. */
async function postgresIndexDefinition(database: Database, name: string): Promise<string | undefined> {
  const row = await database.first<{ definition: string }>(
    'SELECT pg_catalog.pg_get_indexdef(to_regclass(?)) AS definition',
    [name],
  );
  return row?.definition;
}

/** The text an index was created with (SQLite), to read its columns: a performance shape. */
async function sqliteIndexSql(database: Database, name: string): Promise<string | undefined> {
  const row = await database.first<{ sql: string }>(
    "SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?",
    [name],
  );
  return row?.sql;
}

describe('a column type on each engine', () => {
  it('is the declared SQLite type on SQLite, its PostgreSQL counterpart on PostgreSQL', () => {
    for (const type of ['INTEGER', 'REAL', 'TEXT', 'TEXT COLLATE NOCASE', ''])
      expect(sqlTypeFor('sqlite', type)).toBe(type);
    expect(sqlTypeFor('postgres', 'INTEGER')).toBe('BIGINT');
    expect(sqlTypeFor('postgres', 'REAL')).toBe('DOUBLE PRECISION');
    expect(sqlTypeFor('postgres', 'TEXT COLLATE NOCASE')).toBe('citext');
    expect(sqlTypeFor('postgres', 'TEXT')).toBe('TEXT COLLATE "C"');
    expect(sqlTypeFor('postgres', '')).toBe('TEXT COLLATE "C"');
  });
});

describe('a first start', () => {
  it('creates a table per area and per reference list, which a second start leaves as they are', async () => {
    const database = await emptyDatabase();
    await start(database, notesV2);
    const tables = await tableNames(database);
    for (const table of ['notes', 'notes__tags', 'tags']) expect(tables).toContain(table);
    const models = await start(database, notesV2);
    const key = await storeOf(database, models, 'notes').insert({
      columns: { title: 'Deux démarrages' },
      lists: { tags: [] },
    });
    expect(key).toBe(1);
  });

  it('hands out keys that are never given twice, even after a deletion', async () => {
    const database = await emptyDatabase();
    const models = await start(database, notesV1);
    const notes = storeOf(database, models, 'notes');
    const first = await notes.insert({ columns: { title: 'Un' }, lists: {} });
    const second = await notes.insert({ columns: { title: 'Deux' }, lists: {} });
    expect([first, second]).toEqual([1, 2]);
    await notes.remove([second]);
    expect(await notes.insert({ columns: { title: 'Trois' }, lists: {} })).toBe(3);
  });

  it('refuses a key given twice (in any case), an empty key and a record without its dates', async () => {
    const database = await emptyDatabase();
    const models = await start(database, notesV1);
    const labels = storeOf(database, models, 'tags');
    await labels.insert({ columns: { label: 'double' }, lists: {} });
    await expect(labels.insert({ columns: { label: 'DOUBLE' }, lists: {} })).rejects.toThrow();
    await expect(labels.insert({ columns: { label: null }, lists: {} })).rejects.toThrow();
    const stamp = '2026-01-05T08:00:00.000Z';
    await expect(
      database.run('INSERT INTO "notes" ("title", "updated_at") VALUES (?, ?)', ['Sans date', stamp]),
    ).rejects.toThrow();
    await expect(
      database.run('INSERT INTO "notes" ("title", "created_at") VALUES (?, ?)', ['Sans version', stamp]),
    ).rejects.toThrow();
    await database.run('INSERT INTO "notes" ("title", "created_at", "updated_at") VALUES (?, ?, ?)', [
      'Datée',
      stamp,
      stamp,
    ]);
  });

  it('refuses a value of a unique field given twice, and two items at one place of a list', async () => {
    const database = await emptyDatabase();
    const models = await start(database, roomsV1, notesV2);
    const rooms = storeOf(database, models, 'rooms');
    await rooms.insert({ columns: { name: 'Salle 1' }, lists: {} });
    await expect(rooms.insert({ columns: { name: 'Salle 1' }, lists: {} })).rejects.toThrow();
    await rooms.insert({ columns: { name: 'Salle 2' }, lists: {} });
    const note = await storeOf(database, models, 'notes').insert({ columns: { title: 'Liste' }, lists: {} });
    await expect(
      database.run("INSERT INTO \"notes__tags\" (owner, position, value) VALUES (?, 0, 'a'), (?, 0, 'b')", [
        note,
        note,
      ]),
    ).rejects.toThrow();
    await expect(
      database.run('INSERT INTO "notes__tags" (owner, position) VALUES (?, 1)', [note]),
    ).rejects.toThrow();
    await database.run(
      "INSERT INTO \"notes__tags\" (owner, position, value) VALUES (?, 0, 'a'), (?, 1, 'b')",
      [note, note],
    );
  });

  it('indexes the columns lists sort and filter on, unique fields and the values of each list', async () => {
    const database = await emptyDatabase();
    await start(database, notesV2, roomsV1);
    expect(await indexNames(database, 'notes')).toEqual(
      expect.arrayContaining([
        'ix_notes_created_at',
        'ix_notes_updated_at',
        'ix_notes_status',
        'ix_notes_priority',
        'wx_notes_title',
        'wx_notes_status__title',
        'wx_notes_pinned__title',
      ]),
    );
    expect(await indexNames(database, 'notes')).not.toContain('ix_notes_status__title');
    expect(await indexNames(database, 'notes__tags')).toContain('ix_notes__tags_value');
    expect(await indexNames(database, 'rooms')).toEqual(
      expect.arrayContaining(['ux_rooms_name', 'ix_rooms_floor', 'ix_rooms_wing__floor']),
    );
  });
});

/** Keyed by a code people type, filtered on two fields: a table without a rowid alias to name. */
const lockers = defineResource({
  name: 'lockers',
  key: 'code',
  recordRepresentation: 'code',
  defaultSort: { field: 'floor', order: 'ASC' },
  fields: [
    { name: 'code', kind: 'text', required: true },
    { name: 'floor', kind: 'integer' },
    { name: 'wing', kind: 'enum', values: ['nord', 'sud'] },
    { name: 'taken', kind: 'boolean', default: false },
  ],
});

describe('(performance shape) on SQLite, the tables and indexes a start makes', () => {
  it('hold the declared columns and the dates only, and word-sort indexes only for word sorts', async () => {
    if (ENGINE !== 'sqlite') return;
    const database = await emptyDatabase();
    await start(database, notesV2, roomsV1, lockers);
    const columns = await database.all<{ name: string; type: string }>(
      "SELECT name, type FROM pragma_table_info('rooms')",
    );
    expect(columns).toEqual([
      { name: 'id', type: 'INTEGER' },
      { name: 'name', type: 'TEXT' },
      { name: 'floor', type: 'INTEGER' },
      { name: 'wing', type: 'TEXT' },
      { name: 'created_at', type: 'TEXT' },
      { name: 'updated_at', type: 'TEXT' },
    ]);
    const names = async (table: string) =>
      (await indexNames(database, table)).filter((name) => name.startsWith('wx_')).sort();
    // The text fields sort as words, the status (a code), the pin and the numbers do not.
    expect(await names('notes')).toEqual([
      'wx_notes_memo',
      'wx_notes_pinned__title',
      'wx_notes_season',
      'wx_notes_status__title',
      'wx_notes_title',
    ]);
    expect(await names('rooms')).toEqual(['wx_rooms_name']);
  });

  it('keep a text-keyed table’s filter pairs plain: no key to carry, no other filter', async () => {
    if (ENGINE !== 'sqlite') return;
    const database = await emptyDatabase();
    await start(database, lockers);
    const pairs = (await indexNames(database, 'lockers')).filter((name) => name.includes('__')).sort();
    expect(await Promise.all(pairs.map((name) => sqliteIndexSql(database, name)))).toEqual([
      'CREATE INDEX "ix_lockers_taken__floor" ON "lockers" ("taken", "floor")',
      'CREATE INDEX "ix_lockers_wing__floor" ON "lockers" ("wing", "floor")',
    ]);
  });
});

/** Books on the shelves they stand on and on those they are ordered for: two lists of shelves. */
const books = defineResource({
  name: 'books',
  recordRepresentation: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'shelves', kind: 'referenceList', target: 'shelves' },
    { name: 'wanted_on', kind: 'referenceList', target: 'shelves' },
  ],
});

const shelves = defineResource({
  name: 'shelves',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'wanted_count', kind: 'computed', count: { resource: 'books', via: 'wanted_on' } },
  ],
});

describe('a count through a list', () => {
  it('counts the records holding the key in that list, not in another list of theirs', async () => {
    const database = await emptyDatabase();
    const models = await start(database, books, shelves);
    const shelf = storeOf(database, models, 'shelves');
    const upper = await shelf.insert({ columns: { name: 'Haut' }, lists: {} });
    const lower = await shelf.insert({ columns: { name: 'Bas' }, lists: {} });
    await storeOf(database, models, 'books').insert({
      columns: { title: 'Contes' },
      lists: { shelves: [upper], wanted_on: [lower] },
    });
    expect([(await shelf.get(upper))?.wanted_count, (await shelf.get(lower))?.wanted_count]).toEqual([0, 1]);
  });
});

describe('a later start, after the declaration changed', () => {
  it('adds the new columns, the records already stored taking their declared defaults', async () => {
    const database = await emptyDatabase();
    const before = await start(database, notesV1);
    const key = await storeOf(database, before, 'notes').insert({
      columns: { title: 'Ancienne' },
      lists: {},
    });
    const after = await start(database, notesV2);
    expect(await storeOf(database, after, 'notes').get(key)).toMatchObject({
      title: 'Ancienne',
      pinned: true,
      archived: false,
      priority: 3,
      season: "l’été d'avant",
      memo: null,
      tags: [],
    });
  });

  it('is refused, saying why, when an area’s key changed', async () => {
    const database = await emptyDatabase();
    await start(database, notesV1);
    const keyed = defineResource({
      ...notesV1,
      key: 'code',
      fields: [{ name: 'code', kind: 'text', required: true }, ...notesV1.fields],
    });
    await expect(start(database, keyed)).rejects.toThrow(
      'Table "notes" has no column "code": a resource\'s key cannot change',
    );
  });

  it('is refused, saying why, when a field became unique over duplicated data', async () => {
    const database = await emptyDatabase();
    const before = await start(database, notesV1);
    const notes = storeOf(database, before, 'notes');
    for (let n = 0; n < 2; n++) await notes.insert({ columns: { title: 'Doublon' }, lists: {} });
    const unique = defineResource({
      ...notesV1,
      fields: notesV1.fields.map((f) => (f.name === 'title' ? { ...f, unique: true } : f)),
    });
    await expect(start(database, unique)).rejects.toThrow(
      /^Field "notes\.title" became unique but the stored data has duplicates: .+/,
    );
  });

  it('(performance shape) makes again a filter index whose other filters changed', async () => {
    const database = await emptyDatabase();
    await start(database, notesV1, roomsV1);
    const sqlite = ENGINE === 'sqlite';
    if (sqlite)
      expect(await sqliteIndexSql(database, 'ix_rooms_wing__floor')).toBe(
        'CREATE INDEX "ix_rooms_wing__floor" ON "rooms" ("wing", "floor")',
      );
    else
      expect(await postgresIndexDefinition(database, 'ix_rooms_wing__floor')).toBe(
        'CREATE INDEX ix_rooms_wing__floor ON public.rooms USING btree (wing, floor NULLS FIRST, id)',
      );
    await start(database, notesV2, roomsV2);
    expect(await indexNames(database, 'rooms')).toEqual(
      expect.arrayContaining(['ix_rooms_wing__floor', 'ix_rooms_open__floor']),
    );
    if (!sqlite) {
      // PostgreSQL carries the other filters as INCLUDE columns, and a word sort's own column.
      expect(await postgresIndexDefinition(database, 'ix_rooms_wing__floor')).toBe(
        'CREATE INDEX ix_rooms_wing__floor ON public.rooms USING btree (wing, floor NULLS FIRST, id) INCLUDE (open)',
      );
      expect(await postgresIndexDefinition(database, 'ix_rooms_open__floor')).toBe(
        'CREATE INDEX ix_rooms_open__floor ON public.rooms USING btree (open, floor NULLS FIRST, id) INCLUDE (wing)',
      );
      expect(await postgresIndexDefinition(database, 'wx_notes_status__title')).toMatch(
        /^CREATE INDEX wx_notes_status__title ON public\.notes USING btree \(status, .*title.*, id\) INCLUDE \(title, pinned\)$/,
      );
      return;
    }
    expect(await sqliteIndexSql(database, 'ix_rooms_wing__floor')).toBe(
      'CREATE INDEX "ix_rooms_wing__floor" ON "rooms" ("wing", "floor", "id", "open")',
    );
    expect(await sqliteIndexSql(database, 'ix_rooms_open__floor')).toBe(
      'CREATE INDEX "ix_rooms_open__floor" ON "rooms" ("open", "floor", "id", "wing")',
    );
    expect(await sqliteIndexSql(database, 'wx_notes_status__title')).toMatch(
      /^CREATE INDEX "wx_notes_status__title" ON "notes" \("status", .*title.*, "id", "pinned"\)$/,
    );
    const link = await database.first<{ sql: string }>(
      "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'notes__tags'",
    );
    expect(link?.sql).toMatch(/PRIMARY KEY \(owner, position\)\) WITHOUT ROWID$/);
  });
});
