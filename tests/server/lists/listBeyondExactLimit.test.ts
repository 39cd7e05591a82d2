/**
 * A list whose matches pass the exact limit (server/lists/listTotal.ts), read by the area's reader
 * as the list route reads it: the total a caller gets in X-Total-Count (exact up to the limit,
 * estimated beyond, with X-Total-Count-Estimated), and the page, whichever way the reader finds
 * its rows (a search's listed matches, the order's index walked, the matches sorted). The limit is
 * set to 2 here, so thirty activities are enough to pass it. No app is started (fast enough for
 * mutation testing).
 *
 * The estimates differ by engine: SQLite's comes from the share of the rowid range the first
 * matches took (estimateFromRowids), PostgreSQL's from the table's pages; the SQLite figures are
 * worked out by hand in each test, PostgreSQL's only bounded.
 */
import { describe, expect, it } from 'vitest';
import { parseListQuery, type RawQuery } from '../../../server/lists/listQuery';
import type { ListScope } from '../../../server/lists/listReader';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { SqliteListReader } from '../../../server/lists/sqliteReader';
import { toRecords, type ApiRecord, type Key } from '../../../server/resources/recordCodec';
import type { WriteSet } from '../../../server/resources/recordStore';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests, ENGINE } from '../support/testDatabase';

const database = databaseOfTheseTests();
const EXACT_LIMIT = 2;
const ACTIVITIES = 30;

/**
 * Activity n (1 to 30), written in that order (so its rowid is n on SQLite):
 * - « tortue » in the title of the even ones (15), « lynx » of the multiples of 3 (10), « loutre »
 *   of 11 and 22, « ours » of 10 and 20 to 30 (12: sparse first, then dense);
 * - « marais » in the description of the odd ones (15), « castor » of the multiples of 5 (6),
 *   « héron » of the multiples of 7 (4);
 * - difficulty (n mod 4) + 1; 90 minutes for 1 and 2, 30 for the others;
 * - activity 2 tagged « nature » then « arts », activity 3 of the establishment « Lycée Hugo ».
 */
function activity(n: number): WriteSet {
  const title = [
    `Fiche ${n}`,
    n % 2 === 0 ? 'tortue' : '',
    n % 3 === 0 ? 'lynx' : '',
    n === 11 || n === 22 ? 'loutre' : '',
    n === 10 || n >= 20 ? 'ours' : '',
  ];
  const description = [n % 2 === 1 ? 'marais' : '', n % 5 === 0 ? 'castor' : '', n % 7 === 0 ? 'héron' : ''];
  return {
    columns: {
      title: title.filter(Boolean).join(' '),
      description: description.filter(Boolean).join(' ') || null,
      type: 'quiz',
      language: 'fr',
      active: true,
      difficulty: (n % 4) + 1,
      duration_minutes: n <= 2 ? 90 : 30,
    },
    lists: {
      hashtags: n === 2 ? ['nature', 'arts'] : [],
      etablissements: n === 3 ? [lycee] : [],
    },
  };
}

let areas: DeclaredStores;
let lycee: Key;
/** The activity number of each key. */
const numbers = new Map<unknown, number>();

/**
 * Made by the first test that reads rather than in a beforeAll (a failing hook is no failure to
 * Stryker's runner: tests/README.md § Mutation testing).
 */
let ready: Promise<void> | undefined;

async function prepare(): Promise<void> {
  areas = await declaredStores(database());
  for (const label of ['arts', 'nature'])
    await areas.store('hashtags').insert({ columns: { label, active: true }, lists: {} });
  lycee = await areas.store('etablissements').insert({
    columns: { name: 'Lycée Hugo', uai: '0750001A', type: 'lycee', active: true },
    lists: {},
  });
  for (let n = 1; n <= ACTIVITIES; n += 1)
    numbers.set(await areas.store('activities').insert(activity(n)), n);
}

let themesReady: Promise<void> | undefined;

/** 200 themes, written in that order; the first 40 inactive (used by one test only). */
async function prepareThemes(): Promise<void> {
  await (ready ??= prepare());
  for (let n = 1; n <= 200; n += 1)
    await areas.store('themes').insert({
      columns: { name: `Thème ${n}`, description: null, color: '#1976d2', position: n, active: n > 40 },
      lists: {},
    });
}

interface Answer {
  /** The activity numbers of the page, in its order. */
  page: number[];
  total: number;
  estimated: boolean;
  records: ApiRecord[];
}

/** A list call with the exact limit at 2: the page (as activity numbers) and the total. */
async function list(query: RawQuery, scope?: ListScope): Promise<Answer> {
  await (ready ??= prepare());
  const model = areas.model('activities');
  const { sortSql } = areas.store('activities');
  const reader = listReaderFor(database(), model, sortSql, EXACT_LIMIT);
  const read = await reader.read(parseListQuery(model, query, sortSql, database().engine), scope);
  const records = toRecords(model, read.rows, read.links);
  return {
    page: records.map((record) => numbers.get(record.id) as number),
    total: read.total,
    estimated: read.estimated,
    records,
  };
}

/** An estimated total: SQLite's figure (worked out in the test), within bounds on PostgreSQL. */
function expectEstimate(answer: Answer, onSqlite: number): void {
  expect(answer.estimated).toBe(true);
  if (ENGINE === 'sqlite') expect(answer.total).toBe(onSqlite);
  else {
    expect(answer.total).toBeGreaterThan(EXACT_LIMIT);
    expect(answer.total).toBeLessThanOrEqual(ACTIVITIES);
  }
}

function expectExact(answer: Answer, total: number): void {
  expect({ total: answer.total, estimated: answer.estimated }).toEqual({ total, estimated: false });
}

/** A scope of the caller's rows, as server/auth/permissions/scopeSql.ts writes one. */
const difficultyScope = (difficulty: number): ListScope => ({
  sql: 't."difficulty" = ?',
  args: [difficulty],
});

describe('without filter, search or scope', () => {
  it('the total: every row counted exactly, whatever the limit (SQLite: COUNT(*) reads the b-tree’s pages; PostgreSQL: the count its writes keep)', async () => {
    const answer = await list({ sort: 'id', limit: '3' });
    expect(answer.page).toEqual([1, 2, 3]);
    expectExact(answer, ACTIVITIES);
  });
});

describe('filters beyond the exact limit', () => {
  it('up to the limit, the exact total', async () => {
    const answer = await list({ duration_minutes: '90', sort: 'id' });
    expect(answer.page).toEqual([1, 2]);
    expectExact(answer, 2);
  });

  it('beyond it, the total estimated from where its first matches ended', async () => {
    // Difficulty 1: activities 4, 8, … 28 (7). The first 3 end at row 12 of 30: about 3 × 30 / 12 = 7.5.
    const answer = await list({ difficulty: '1', sort: 'id', limit: '4' });
    expect(answer.page).toEqual([4, 8, 12, 16]);
    expectEstimate(answer, 8);
  });

  it('an estimated total does not end the list: a page past it still holds the matches there', async () => {
    // « ours »: 10, then 20 to 30. The first 3 end at row 21: about 3 × 30 / 21 = 4, for 12.
    const answer = await list({ q: 'ours', sort: 'id', skip: '5', limit: '3' });
    expectEstimate(answer, 4);
    expect(answer.page).toEqual([24, 25, 26]);
  });

  it('an estimate never says fewer matches than were counted past the limit', async () => {
    // 200 themes, the first 40 inactive, and a limit of 150: the 160 active ones pass it, and the
    // first 100 of them (an estimate's sample) end at row 140: 100 × 200 / 140 ≈ 143, fewer than
    // the 151 counted.
    await (themesReady ??= prepareThemes());
    const model = areas.model('themes');
    const { sortSql } = areas.store('themes');
    const read = await listReaderFor(database(), model, sortSql, 150).read(
      parseListQuery(model, { active: 'true' }, sortSql, database().engine),
    );
    expect(read.estimated).toBe(true);
    if (ENGINE === 'sqlite') expect(read.total).toBe(151);
    else expect(read.total).toBeGreaterThan(150);
  });

  it('an exact total does: a page at or past it is empty, and keeps the total', async () => {
    const answer = await list({ duration_minutes: '90', skip: '2' });
    expect(answer.page).toEqual([]);
    expectExact(answer, 2);
  });
});

describe('a search of three characters or more (the trigram index)', () => {
  it('of matches up to the exact limit: the exact total', async () => {
    const answer = await list({ q: 'loutre', sort: 'id' });
    expect(answer.page).toEqual([11, 22]);
    expectExact(answer, 2);
  });

  it('of a few more matches: estimated from where the first ones end', async () => {
    // « castor »: 5, 10, … 30 (6). The first 3 end at row 15: 3 × 30 / 15 = 6.
    const castor = await list({ q: 'castor', sort: 'id' });
    expect(castor.page).toEqual([5, 10, 15, 20, 25, 30]);
    expectEstimate(castor, 6);
    // « héron »: 7, 14, 21, 28. The first 3 end at row 21: 3 × 30 / 21 ≈ 4.
    const heron = await list({ q: 'heron', sort: 'id', order: 'desc' });
    expect(heron.page).toEqual([28, 21, 14, 7]);
    expectEstimate(heron, 4);
  });

  it('of more matches than five times the limit, though its first ones looked few: the last ones too', async () => {
    // « ours »: 10, then 20 to 30 (12). Its first 3 end at row 21 (3 × 30 / 21 ≈ 4), so its matches
    // are read on; the 11th is past five times the limit: the reader stops there, the list does not.
    const last = await list({ q: 'ours', sort: 'id', order: 'desc', limit: '2' });
    expect(last.page).toEqual([30, 29]);
    expectEstimate(last, 4);
    expect((await list({ q: 'ours', sort: 'id', skip: '10' })).page).toEqual([29, 30]);
  });

  it('of many matches, in the title: the page in the list’s order, wherever it starts', async () => {
    // « tortue »: the 15 even ones; the first 3 end at row 6: 3 × 30 / 6 = 15.
    const first = await list({ q: 'tortue', sort: 'id', limit: '3' });
    expect(first.page).toEqual([2, 4, 6]);
    expectEstimate(first, 15);
    expect((await list({ q: 'tortue', sort: 'id', skip: '6', limit: '3' })).page).toEqual([14, 16, 18]);
    expect((await list({ q: 'tortue', sort: 'id', order: 'desc', limit: '2' })).page).toEqual([30, 28]);
    expect((await list({ q: 'tortue', sort: 'difficulty', limit: '3' })).page).toEqual([4, 8, 12]);
  });

  it('of many matches, in the description only', async () => {
    // « marais »: the 15 odd ones; the first 3 end at row 5: 3 × 30 / 5 = 18.
    const answer = await list({ q: 'marais', sort: 'id', limit: '3' });
    expect(answer.page).toEqual([1, 3, 5]);
    expectEstimate(answer, 18);
    expect((await list({ q: 'marais', sort: 'id', skip: '13', limit: '3' })).page).toEqual([27, 29]);
  });

  it('of many matches, with a filter: the rows meeting both', async () => {
    // « tortue » and difficulty 1: 4, 8, … 28 (7); the first 3 end at row 12: 3 × 30 / 12 = 7.5.
    const answer = await list({ q: 'tortue', difficulty: '1', sort: 'id', limit: '2' });
    expect(answer.page).toEqual([4, 8]);
    expectEstimate(answer, 8);
    expect((await list({ q: 'tortue', difficulty: '1', sort: 'id', skip: '4' })).page).toEqual([20, 24, 28]);
  });

  it('of a few matches, with a filter: the rows meeting both, counted exactly', async () => {
    // « castor » and 90 minutes: none; « castor » and difficulty 2: 5 and 25.
    const none = await list({ q: 'castor', duration_minutes: '90' });
    expect(none.page).toEqual([]);
    expectExact(none, 0);
    const answer = await list({ q: 'castor', difficulty: '2', sort: 'id' });
    expect(answer.page).toEqual([5, 25]);
    expectExact(answer, 2);
  });
});

describe('a search of one or two characters (the folded copies)', () => {
  it('with a filter of few rows, none of them matching: nothing, counted exactly', async () => {
    // 90 minutes: activities 1 and 2, neither a multiple of 3.
    const answer = await list({ q: 'yn', duration_minutes: '90' });
    expect(answer.page).toEqual([]);
    expectExact(answer, 0);
  });

  it('of matches up to the exact limit: the exact total', async () => {
    const answer = await list({ q: 'tr', sort: 'id' });
    expect(answer.page).toEqual([11, 22]);
    expectExact(answer, 2);
  });

  it('beyond it: estimated, and the page in the list’s order', async () => {
    // « yn » (lynx): 3, 6, … 30 (10); the first 3 end at row 9: 3 × 30 / 9 = 10.
    const answer = await list({ q: 'yn', sort: 'id', limit: '3' });
    expect(answer.page).toEqual([3, 6, 9]);
    expectEstimate(answer, 10);
    expect((await list({ q: 'yn', sort: 'id', skip: '7' })).page).toEqual([24, 27, 30]);
  });

  it('in the description only', async () => {
    // « ma » (marais): the odd ones; the first 3 end at row 5.
    const answer = await list({ q: 'ma', sort: 'id', limit: '2' });
    expect(answer.page).toEqual([1, 3]);
    expectEstimate(answer, 18);
  });
});

describe('a scope (the rows the caller may list)', () => {
  it('narrows the page and the total', async () => {
    // Difficulty 2: 1, 5, … 29 (8); the first 3 end at row 9: 3 × 30 / 9 = 10.
    const answer = await list({ sort: 'id', limit: '3' }, difficultyScope(2));
    expect(answer.page).toEqual([1, 5, 9]);
    expectEstimate(answer, 10);
  });

  it('with a search of few matches: the matches in scope, counted exactly', async () => {
    const answer = await list({ q: 'castor', sort: 'id' }, difficultyScope(2));
    expect(answer.page).toEqual([5, 25]);
    expectExact(answer, 2);
  });

  it('with a search of many matches: the matches in scope', async () => {
    // « tortue » and difficulty 3: 2, 6, … 30 (8); the first 3 end at row 10: 3 × 30 / 10 = 9.
    const answer = await list({ q: 'tortue', sort: 'id', limit: '2' }, difficultyScope(3));
    expect(answer.page).toEqual([2, 6]);
    expectEstimate(answer, 9);
    expect((await list({ q: 'tortue', sort: 'id', skip: '5' }, difficultyScope(3))).page).toEqual([
      22, 26, 30,
    ]);
  });

  it('with a short search: the matches in scope', async () => {
    // « yn » and difficulty 1 (4, 8, …): 12 and 24.
    const answer = await list({ q: 'yn', sort: 'id' }, difficultyScope(1));
    expect(answer.page).toEqual([12, 24]);
    expectExact(answer, 2);
  });
});

describe('the records of a page', () => {
  it('carry their reference lists, each in the order it was written', async () => {
    const { records } = await list({ sort: 'id', limit: '3' });
    expect(records.map(({ hashtags, etablissements }) => ({ hashtags, etablissements }))).toEqual([
      { hashtags: [], etablissements: [] },
      { hashtags: ['nature', 'arts'], etablissements: [] },
      { hashtags: [], etablissements: [lycee] },
    ]);
  });

  it('carry their computed counts (hashtags: the activities using them)', async () => {
    await (ready ??= prepare());
    const model = areas.model('hashtags');
    const { sortSql } = areas.store('hashtags');
    const read = await listReaderFor(database(), model, sortSql, EXACT_LIMIT).read(
      parseListQuery(model, { sort: 'label' }, sortSql, database().engine),
    );
    expect(
      toRecords(model, read.rows, read.links).map(({ label, usage_count }) => ({ label, usage_count })),
    ).toEqual([
      { label: 'arts', usage_count: 1 },
      { label: 'nature', usage_count: 1 },
    ]);
  });
});

describe('with the statistics of an ANALYZE', () => {
  it('the whole table exact, a filter, a search and a scope from where their first matches ended', async () => {
    await (ready ??= prepare());
    // PostgreSQL reads the rows per page ANALYZE left in pg_class. SQLite's totals take nothing from
    // ANALYZE, and its statistics would change the plans the performance-shape tests below check.
    if (ENGINE === 'postgres') await database().exec('ANALYZE');
    expectExact(await list({ sort: 'id', limit: '3' }), ACTIVITIES);
    // The 30 activities fill one heap page in key order, so PostgreSQL's figures are SQLite's.
    const estimated = async (query: RawQuery, scope?: ListScope) => {
      const answer = await list(query, scope);
      return { total: answer.total, estimated: answer.estimated };
    };
    // Difficulty 1: the first 3 of 7 end at row 12 of 30, about 7.5.
    expect(await estimated({ difficulty: '1', sort: 'id' })).toEqual({ total: 8, estimated: true });
    expect(await estimated({ sort: 'id' }, difficultyScope(1))).toEqual({ total: 8, estimated: true });
    // « tortue », the even ones: the first 3 of 15 end at row 6.
    expect(await estimated({ q: 'tortue', sort: 'id' })).toEqual({ total: 15, estimated: true });
  });
});

/** The plan of the statement the reader picks now (`explain`), one line per step. */
async function planOf(
  query: RawQuery,
  statement: 'keys' | 'page' | 'count',
  scope?: ListScope,
): Promise<string> {
  await (ready ??= prepare());
  const model = areas.model('activities');
  const { sortSql } = areas.store('activities');
  const reader = listReaderFor(database(), model, sortSql, EXACT_LIMIT);
  const parsed = parseListQuery(model, query, sortSql, database().engine);
  // Only SQLite's reader explains its count; PostgreSQL's explains the page's keys whatever is asked.
  const plan =
    reader instanceof SqliteListReader
      ? reader.explain(parsed, scope, statement)
      : reader.explain(parsed, scope);
  return (await plan).join('\n');
}

describe('performance shape: the statement the reader picks (query plans)', () => {
  it('a frequent word: the first page walks the order’s index, testing each row’s folded copy; a deep one sorts the matches', async () => {
    const first = await planOf({ q: 'tortue', sort: 'id', limit: '3' }, 'page');
    const deep = await planOf({ q: 'tortue', sort: 'id', skip: '6', limit: '3' }, 'page');
    if (ENGINE === 'sqlite') {
      // 15 matches of 30 rows: reaching row 3 walks about 6 rows, fewer than the 15 a sort reads.
      expect(first).toMatch(/SEARCH f USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(first).not.toMatch(/activities__fulltext/);
      // Reaching row 9 walks about 18: more than the matches.
      expect(deep).toMatch(/SCAN activities__fulltext VIRTUAL TABLE INDEX/);
      // With a filter or a scope, the walk keeps them.
      const filtered = await planOf({ q: 'tortue', difficulty: '1', sort: 'id', limit: '2' }, 'page');
      expect(filtered).toMatch(/SEARCH f USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      const scoped = await planOf({ q: 'tortue', sort: 'id', limit: '2' }, 'page', difficultyScope(3));
      expect(scoped).toMatch(/SEARCH f USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    } else {
      // PostgreSQL's reader has one statement whatever the page: its plan of the keys.
      expect(first).toMatch(/Limit/);
      expect(deep).toMatch(/Limit/);
    }
  });

  it('a word of few matches: its listed matches read once from the trigram index, then counted and paged by rowid', async () => {
    const count = await planOf({ q: 'castor', difficulty: '2' }, 'count');
    const keys = await planOf({ q: 'castor', sort: 'id' }, 'keys');
    if (ENGINE === 'sqlite') {
      expect(count.split('\n')[0]).toMatch(/^SCAN activities__fulltext VIRTUAL TABLE INDEX/);
      expect(count.match(/activities__fulltext/g)).toHaveLength(1);
      expect(count).toMatch(/json_each/);
      expect(keys.match(/activities__fulltext/g)).toHaveLength(1);
      // « lynx »: 10 matches, five times the limit, still listed.
      expect(await planOf({ q: 'lynx', difficulty: '1' }, 'count')).toMatch(/json_each/);
    } else expect(keys).toMatch(/Limit/);
  });

  it('a word of few matches alone: a first page walks the order’s index looking each row up in the list; a deep one sorts the matches', async () => {
    // « castor »: 6 matches of 30 rows. Reaching row 1 walks about 5 rows, at most 4 × 6; reaching
    // row 6 walks about 30, more.
    const first = await planOf({ q: 'castor', sort: 'id', limit: '1' }, 'page');
    const deep = await planOf({ q: 'castor', sort: 'id', skip: '4', limit: '2' }, 'page');
    if (ENGINE === 'sqlite') {
      expect(first).toMatch(/^CO-ROUTINE p\nSCAN t\n/m);
      expect(deep).toMatch(/^CO-ROUTINE p\nSEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)\n/m);
    } else expect(deep).toMatch(/Limit/);
  });

  it('a page on a computed count (an order no index holds) never walks: the listed matches are read by rowid', async () => {
    await (ready ??= prepare());
    const model = areas.model('hashtags');
    const { sortSql } = areas.store('hashtags');
    const reader = listReaderFor(database(), model, sortSql, EXACT_LIMIT);
    const parsed = parseListQuery(
      model,
      { q: 'nature', sort: 'usage_count', limit: '1' },
      sortSql,
      database().engine,
    );
    const page = (
      reader instanceof SqliteListReader
        ? await reader.explain(parsed, undefined, 'page')
        : await reader.explain(parsed)
    ).join('\n');
    // One match of two rows: a walk would reach it within 2 rows, but in no index's order.
    if (ENGINE === 'sqlite')
      expect(page).toMatch(/^CO-ROUTINE p\nSEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)\n/m);
    else expect(page).toMatch(/Limit/);
  });

  it('a frequent word walks while the rows walked are no more than its matches, not past', async () => {
    // « fi » (« Fiche », every title): about 30 of 30 rows. Reaching row 30 walks 30 rows, as many
    // as the matches: walked; reaching row 31 walks more: sorted.
    const last = await planOf({ q: 'fi', sort: 'id', skip: '27', limit: '3' }, 'page');
    const past = await planOf({ q: 'fi', sort: 'id', skip: '28', limit: '3' }, 'page');
    if (ENGINE === 'sqlite') {
      expect(last).toMatch(/SEARCH f USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(past).toMatch(/^SCAN f$/m);
      expect(past).not.toMatch(/SEARCH f USING INTEGER PRIMARY KEY/);
    } else expect(last).toMatch(/Limit/);
  });

  it('a filter alone: counted up to the limit from its index, the page’s keys from it, then the rows by key', async () => {
    const count = await planOf({ difficulty: '1' }, 'count');
    const keys = await planOf({ difficulty: '1', sort: 'id' }, 'keys');
    const page = await planOf({ difficulty: '1', sort: 'id' }, 'page');
    if (ENGINE === 'sqlite') {
      const filterIndex = /SEARCH t USING COVERING INDEX ix_activities_difficulty \(difficulty=\?\)/;
      expect(count).not.toMatch(/activities__fulltext|json_each/);
      expect(count).toMatch(filterIndex);
      expect(keys).toMatch(filterIndex);
      expect(page).toMatch(/^SCAN p\nSEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
    } else expect(keys).toMatch(/Limit/);
  });
});
