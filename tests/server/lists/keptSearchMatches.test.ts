/**
 * SQLite keeps the matches of the words searched lately and brings them up to date with each
 * write (server/lists/keptSearchMatches.ts). Whatever was written since, by this server or by
 * another connection to the file, a search through the reader that keeps its words answers the
 * same page and total as a reader that keeps nothing. The exact limit is 2 here (a word of more
 * than ten matches is a frequent one, its total estimated from its first three), so a few dozen
 * activities are enough. No app is started (fast enough for mutation testing).
 */
import { dirname } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Database } from '../../../server/db/database';
import { changeLogOf, syncChangeLog } from '../../../server/lists/keptSearchMatches';
import { parseListQuery, type RawQuery } from '../../../server/lists/listQuery';
import { SqliteListReader } from '../../../server/lists/sqliteReader';
import type { Key } from '../../../server/resources/recordCodec';
import type { WriteSet } from '../../../server/resources/recordStore';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests, tableNames } from '../support/testDatabase';

const database = databaseOfTheseTests();
const EXACT_LIMIT = 2;

/** An activity titled `title`. */
function activity(title: string): WriteSet {
  return {
    columns: { title, description: null, type: 'quiz', language: 'fr', active: true, difficulty: 1 },
    lists: {},
  };
}

interface Answer {
  titles: string[];
  total: number;
  estimated: boolean;
}

let areas: DeclaredStores;
/** The reader under test: it keeps its words from one call to the next. */
let keeping: SqliteListReader;
let ready: Promise<void> | undefined;

/** Made by the first test (a failing beforeAll is no failure to Stryker's runner). */
async function prepare(): Promise<void> {
  areas = await declaredStores(database());
  keeping = new SqliteListReader(
    database(),
    areas.model('activities'),
    areas.store('activities').sortSql,
    EXACT_LIMIT,
  );
}

async function answer(reader: SqliteListReader, query: RawQuery): Promise<Answer> {
  const model = areas.model('activities');
  const { sortSql } = areas.store('activities');
  const read = await reader.read(parseListQuery(model, query, sortSql, 'sqlite'));
  return {
    titles: read.rows.map((row) => row.title as string),
    total: read.total,
    estimated: read.estimated,
  };
}

/** The list of `q` through the reader that keeps its words, beside one that keeps none. */
async function search(q: string, more: RawQuery = {}): Promise<{ kept: Answer; fresh: Answer }> {
  await (ready ??= prepare());
  const query = { q, sort: 'title', order: 'asc', limit: '5', ...more };
  const fresh = new SqliteListReader(
    database(),
    areas.model('activities'),
    areas.store('activities').sortSql,
    EXACT_LIMIT,
    0,
  );
  return { kept: await answer(keeping, query), fresh: await answer(fresh, query) };
}

/** What `work` gives, and the statements it ran (their SQL), in order. */
async function statementsRun<T>(work: () => Promise<T>): Promise<{ result: T; sources: string[] }> {
  const statement = await database().withSqlite((handle) => handle.prepare('SELECT 1'));
  const prototype = Object.getPrototypeOf(statement) as { iterate: () => unknown; all: () => unknown };
  const iterate = vi.spyOn(prototype, 'iterate');
  const all = vi.spyOn(prototype, 'all');
  try {
    const result = await work();
    const contexts = [...iterate.mock.contexts, ...all.mock.contexts];
    return { result, sources: contexts.map((context) => (context as { source: string }).source) };
  } finally {
    iterate.mockRestore();
    all.mockRestore();
  }
}

/** What `work` gives, and how many times it read a search's matches from the trigram index. */
async function trigramReads<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const { result, sources } = await statementsRun(work);
  const fts = `"${areas.model('activities').searchTable}"`;
  const hits = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`;
  return { result, count: sources.filter((source) => source === hits).length };
}

/** The titles of a search through the reader that keeps its words, and its reads of the index. */
async function keptSearch(q: string): Promise<{ titles: string[]; reads: number }> {
  const { result, count } = await trigramReads(() =>
    answer(keeping, { q, sort: 'title', order: 'asc', limit: '5' }),
  );
  return { titles: result.titles, reads: count };
}

async function insert(title: string): Promise<Key> {
  await (ready ??= prepare());
  return areas.store('activities').insert(activity(title));
}

async function retitle(key: Key, title: string): Promise<void> {
  await areas.store('activities').update(key, undefined, { columns: { title }, lists: {} });
}

describe('a word searched again after writes', () => {
  it('finds a record created with it, and no more one edited or deleted away', async () => {
    const first = await insert('Atelier colibri');
    await insert('Sortie colibri');
    expect((await search('colibri')).kept).toEqual({
      titles: ['Atelier colibri', 'Sortie colibri'],
      total: 2,
      estimated: false,
    });

    const third = await insert('Colibris du jardin');
    let { kept, fresh } = await search('colibri');
    expect(kept.titles).toEqual(['Atelier colibri', 'Colibris du jardin', 'Sortie colibri']);
    expect(kept).toEqual(fresh);

    await retitle(first, 'Atelier mésange');
    await areas.store('activities').remove([third]);
    ({ kept, fresh } = await search('colibri'));
    expect(kept).toEqual({ titles: ['Sortie colibri'], total: 1, estimated: false });
    expect(kept).toEqual(fresh);

    // Edited back in, accents and case folded as the search folds them.
    await retitle(first, 'Atelier COLIBRÍ');
    ({ kept, fresh } = await search('colibri'));
    expect(kept.titles).toEqual(['Atelier COLIBRÍ', 'Sortie colibri']);
    expect(kept).toEqual(fresh);
  });

  it('sees the writes another connection to the file made', async () => {
    await insert('Balade pivert');
    expect((await search('pivert')).kept.titles).toEqual(['Balade pivert']);

    // Another server or a script on the same file: its own connection, its own triggers' writes.
    const file = await database().withSqlite((handle) => handle.name);
    const other = new Database({ dataDir: dirname(file) });
    try {
      await other.exec(
        "INSERT INTO activities (title, type, language, active, difficulty, created_at, updated_at) VALUES ('Pivert épeiche', 'quiz', 'fr', 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      );
      await other.exec("UPDATE activities SET title = 'Balade sans oiseau' WHERE title = 'Balade pivert'");
    } finally {
      await other.close();
    }
    const { kept, fresh } = await search('pivert');
    expect(kept).toEqual({ titles: ['Pivert épeiche'], total: 1, estimated: false });
    expect(kept).toEqual(fresh);
  });

  it('of many matches keeps its estimate and its pages right as matches come and go', async () => {
    const keys: Key[] = [];
    for (let n = 1; n <= 14; n += 1) keys.push(await insert(`Héron ${String(n).padStart(2, '0')}`));
    const before = await search('heron');
    expect(before.kept.estimated).toBe(true);
    expect(before.kept).toEqual(before.fresh);

    // One of its first matches goes, then one comes before the others in key order, one after.
    await retitle(keys[0], 'Aigrette 01');
    await retitle(keys[1], 'Héron 02 cendré');
    await insert('Héron 15');
    for (const skip of [0, 5, 10]) {
      const { kept, fresh } = await search('heron', { skip: String(skip) });
      expect(kept).toEqual(fresh);
    }
    const { kept } = await search('heron');
    expect(kept.titles).toEqual(['Héron 02 cendré', 'Héron 03', 'Héron 04', 'Héron 05', 'Héron 06']);
  });

  it('of few matches that grow past a listed word’s count stays right, and back', async () => {
    const keys: Key[] = [];
    for (let n = 1; n <= 9; n += 1) keys.push(await insert(`Loutre ${n}`));
    let { kept, fresh } = await search('loutre');
    expect(kept.titles).toEqual(['Loutre 1', 'Loutre 2', 'Loutre 3', 'Loutre 4', 'Loutre 5']);
    expect(kept).toEqual(fresh);
    for (let n = 10; n <= 13; n += 1) keys.push(await insert(`Loutre ${n}`));
    ({ kept, fresh } = await search('loutre'));
    expect(kept).toEqual(fresh);
    await areas.store('activities').remove(keys.slice(0, 8));
    ({ kept, fresh } = await search('loutre'));
    expect(kept.titles).toEqual(['Loutre 10', 'Loutre 11', 'Loutre 12', 'Loutre 13', 'Loutre 9']);
    expect(kept).toEqual(fresh);
  });

  it('after a bulk write of more records than it follows one by one', async () => {
    await insert('Grue cendrée');
    expect((await search('grue')).kept.total).toBe(1);
    await database().withSqlite((handle) =>
      handle.exec(
        'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200) ' +
          'INSERT INTO activities (title, type, language, active, difficulty, created_at, updated_at) ' +
          "SELECT 'Grue ' || i, 'quiz', 'fr', 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n",
      ),
    );
    const { kept, fresh } = await search('grue');
    expect(kept.estimated).toBe(true);
    expect(kept).toEqual(fresh);
    await database().withSqlite((handle) =>
      handle.exec("DELETE FROM activities WHERE title LIKE 'Grue %' AND title <> 'Grue cendrée'"),
    );
    expect((await search('grue')).kept).toEqual({ titles: ['Grue cendrée'], total: 1, estimated: false });
  });

  it('inside a write transaction sees that transaction’s writes, and not once it is rolled back', async () => {
    await insert('Mare aux tritons');
    expect((await search('triton')).kept.total).toBe(1);
    await expect(
      database().transaction(async () => {
        await insert('Triton crêté');
        expect((await search('triton')).kept.titles).toEqual(['Mare aux tritons', 'Triton crêté']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // The next record takes the rolled-back one's key.
    await insert('Salamandre tachetée');
    const { kept, fresh } = await search('triton');
    expect(kept).toEqual({ titles: ['Mare aux tritons'], total: 1, estimated: false });
    expect(kept).toEqual(fresh);
  });

  it('performance shape: a word of few matches follows the writes without reading the index again', async () => {
    const early = await insert('Verdier');
    const first = await insert('Pinson des arbres');
    expect(await keptSearch('pinson')).toEqual({ titles: ['Pinson des arbres'], reads: 1 });
    // Writes that leave the matches as they are: a record before them, one of them, one after.
    await retitle(early, 'Verdier d’Europe');
    expect(await keptSearch('pinson')).toEqual({ titles: ['Pinson des arbres'], reads: 0 });
    await retitle(first, 'Pinson des bois');
    await insert('Moineau');
    expect(await keptSearch('pinson')).toEqual({ titles: ['Pinson des bois'], reads: 0 });
    expect((await search('pinson')).kept.total).toBe(1);
    await insert('Pinson du Nord');
    await retitle(first, 'Verdier');
    expect(await keptSearch('pinson')).toEqual({ titles: ['Pinson du Nord'], reads: 0 });
    // With no write since, not even the change log is read.
    const { sources } = await statementsRun(() =>
      answer(keeping, { q: 'pinson', sort: 'title', order: 'asc', limit: '5' }),
    );
    expect(sources.filter((source) => source.includes('__changes" WHERE seq'))).toEqual([]);
  });

  it('performance shape: a frequent word’s sample follows the writes before its last match, and is read again when one leaves it', async () => {
    const early = await insert('Bruant');
    const keys: Key[] = [];
    for (let n = 10; n <= 21; n += 1) keys.push(await insert(`Gobemouche ${n}`));
    const { kept, fresh } = await search('gobemouche');
    expect(kept.estimated).toBe(true);
    expect(kept).toEqual(fresh);
    expect((await keptSearch('gobemouche')).reads).toBe(0);

    // One more match past the sample, one before it: still kept, still right.
    await insert('Gobemouche 22');
    await insert('Mésange huppée');
    await retitle(early, 'Gobemouche 09');
    expect((await keptSearch('gobemouche')).reads).toBe(0);
    let answers = await search('gobemouche');
    expect(answers.kept).toEqual(answers.fresh);
    expect(answers.kept.titles[0]).toBe('Gobemouche 09');

    // A match of the sample edited away: the word is read again.
    await retitle(keys[0], 'Rougequeue');
    expect((await keptSearch('gobemouche')).reads).toBe(1);
    answers = await search('gobemouche');
    expect(answers.kept).toEqual(answers.fresh);
  });

  it('performance shape: up to 1,000 changes are applied one by one, more make the word be read again', async () => {
    await insert('Bouvreuil pivoine');
    expect((await keptSearch('bouvreuil')).reads).toBe(1);
    const bulk = (count: number) =>
      database().withSqlite((handle) =>
        handle.exec(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) ` +
            'INSERT INTO activities (title, type, language, active, difficulty, created_at, updated_at) ' +
            "SELECT 'Fiche ' || i, 'quiz', 'fr', 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n",
        ),
      );
    await bulk(1000);
    expect(await keptSearch('bouvreuil')).toEqual({ titles: ['Bouvreuil pivoine'], reads: 0 });
    await bulk(1001);
    expect(await keptSearch('bouvreuil')).toEqual({ titles: ['Bouvreuil pivoine'], reads: 1 });
    await database().withSqlite((handle) => handle.exec("DELETE FROM activities WHERE title LIKE 'Fiche %'"));
  });

  it('performance shape: is read from the trigram index once, however many ask for it at once', async () => {
    await insert('Chouette hulotte');
    const reads = await trigramReads(() =>
      Promise.all(Array.from({ length: 5 }, () => answer(keeping, { q: 'hulotte' }))),
    );
    expect(reads.result.map((read) => read.total)).toEqual([1, 1, 1, 1, 1]);
    expect(reads.count).toBe(1);
  });

  it('performance shape: only the words asked last are kept', async () => {
    await insert('Mésange bleue, charbonnière et nonnette');
    const two = new SqliteListReader(
      database(),
      areas.model('activities'),
      areas.store('activities').sortSql,
      EXACT_LIMIT,
      2,
    );
    const ask = (q: string) => answer(two, { q });
    await ask('bleue');
    await ask('charbonni');
    await ask('nonnette');
    // « bleue » was forgotten for « nonnette »; asked again, it takes the place of the one asked longest ago.
    expect((await trigramReads(() => ask('charbonni'))).count).toBe(0);
    expect((await trigramReads(() => ask('bleue'))).count).toBe(1);
    expect((await trigramReads(() => ask('charbonni'))).count).toBe(0);
    expect((await trigramReads(() => ask('nonnette'))).count).toBe(1);
  });
});

describe('the change log', () => {
  it('keeps the latest 10,000 changes; a search further behind reads its word again', async () => {
    const key = await insert('Bergeronnette');
    expect((await search('bergeronnette')).kept.total).toBe(1);
    // The change that matters first, then more than the log keeps.
    await retitle(key, 'Rouge-gorge');
    const log = changeLogOf(areas.model('activities'));
    const rows = await database().withSqlite((handle) => {
      handle.exec(
        'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10500) ' +
          'INSERT INTO activities (title, type, language, active, difficulty, created_at, updated_at) ' +
          "SELECT 'Fiche ' || i, 'quiz', 'fr', 1, 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM n",
      );
      handle.exec("UPDATE activities SET title = 'Bergeronnette grise' WHERE title = 'Fiche 1'");
      return handle.prepare(`SELECT COUNT(*) FROM "${log}"`).pluck().get();
    });
    expect(rows).toBe(10_000);
    const { kept, fresh } = await search('bergeronnette');
    expect(kept).toEqual({ titles: ['Bergeronnette grise'], total: 1, estimated: false });
    expect(kept).toEqual(fresh);
  });

  it('made again (a newer server started on the file) makes the words be read again', async () => {
    const key = await insert('Martin-pêcheur');
    expect((await search('martin')).kept.total).toBe(1);
    const log = changeLogOf(areas.model('activities'));
    await database().withSqlite((handle) => {
      handle.exec(`DELETE FROM "${log}"`);
      handle.exec(`DELETE FROM sqlite_sequence WHERE name = '${log}'`);
    });
    await retitle(key, 'Pic vert');
    const { kept, fresh } = await search('martin');
    expect(kept).toEqual({ titles: [], total: 0, estimated: false });
    expect(kept).toEqual(fresh);
  });

  it('is kept for each area on its searched fields, made again when they change, and dropped with the search', async () => {
    await (ready ??= prepare());
    const declared = [...areas.models.values()];
    const tables = async () => (await tableNames(database())).filter((name) => name.endsWith('__changes'));
    expect(await tables()).toEqual(declared.map(changeLogOf).sort());
    const activities = areas.model('activities');
    const log = changeLogOf(activities);
    const key = await insert('Fauvette');
    const logged = async (write: () => Promise<unknown>): Promise<number> => {
      const count = () =>
        database().withSqlite(
          (handle) => handle.prepare(`SELECT MAX(seq) FROM "${log}"`).pluck().get() as number,
        );
      const before = await count();
      await write();
      return (await count()) - before;
    };
    const describe = (text: string) =>
      areas.store('activities').update(key, undefined, { columns: { description: text }, lists: {} });
    const retype = () =>
      areas.store('activities').update(key, undefined, { columns: { duration_minutes: 45 }, lists: {} });
    expect(await logged(() => describe('Chant du matin'))).toBe(1);
    // A start with the same searched fields leaves the log as it is.
    const kept = await logged(() => database().withSqlite((handle) => syncChangeLog(handle, activities)));
    expect(kept).toBe(0);
    expect(await logged(retype)).toBe(0);
    // A start that searches the titles only.
    await database().withSqlite((handle) => syncChangeLog(handle, { ...activities, search: ['title'] }));
    expect(await logged(() => describe('Chant du soir'))).toBe(0);
    expect(await logged(() => retitle(key, 'Fauvette à tête noire'))).toBe(1);
    await database().withSqlite((handle) => syncChangeLog(handle, activities));
    expect(await logged(() => describe('Chant de nuit'))).toBe(1);
    // A log lost with its triggers left: the next start makes it again.
    await database().withSqlite((handle) => handle.exec(`DROP TABLE "${log}"`));
    await database().withSqlite((handle) => syncChangeLog(handle, activities));
    expect(await logged(() => describe('Chant du jour'))).toBe(1);
    // A start where they search nothing: no log, and writes go on without one.
    await database().withSqlite((handle) => syncChangeLog(handle, { ...activities, search: [] }));
    expect(await tables()).not.toContain(log);
    await retitle(key, 'Fauvette grisette');
    await database().withSqlite((handle) => syncChangeLog(handle, activities));
    expect(await tables()).toContain(log);
  });
});
