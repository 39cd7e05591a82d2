/**
 * Performance shape (SQLite only): a list filtered on several filter-bar fields is counted and
 * paged from the entries of one index, chosen with the planner statistics the server writes for a
 * large table (server/db/plannerStatistics.ts, resources/schemaSync.ts); a trigram search is read
 * once, as the list of its matches, for the total and the page (server/lists/sqliteReader.ts).
 * The answers stay those of a plain SQL query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ANALYSED_ROWS } from '../../server/db/plannerStatistics';
import { parseListQuery, type RawQuery } from '../../server/lists/listQuery';
import { SqliteListReader } from '../../server/lists/sqliteReader';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../server/resources/model';
import { RecordStore } from '../../server/resources/recordStore';
import { startSecondServer, startTestServer, type TestServer } from './support/testServer';

const ROWS = MIN_ANALYSED_ROWS * 2;
const TYPES = ['quiz', 'video', 'game', 'reading', 'exercise'];
const LANGUAGES = ['fr', 'en', 'de', 'es', 'it'];
/** In one activity of 40: a word few activities hold. */
const RARE_WORD = 'zorglub';

let first: TestServer;
let server: TestServer;
let store: RecordStore;

/**
 * ROWS activities written in SQL: nearly all active (the filter a planner without statistics
 * picked, reading half the table), twelve themes, five types, languages and difficulties.
 */
async function insertSpread(target: TestServer): Promise<void> {
  const database = target.app.db;
  await database.transaction(async () => {
    for (let i = 0; i < ROWS; i += 1) {
      const stamp = new Date(Date.UTC(2021, 0, 1) + (i % 900) * 60_000).toISOString();
      await database.run(
        'INSERT INTO activities (title, type, language, theme_id, difficulty, active, created_at, updated_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          i % 40 === 0 ? `Le ${RARE_WORD} numéro ${i}` : `Exercice ${i}`,
          TYPES[i % 5],
          LANGUAGES[Math.floor(i / 5) % 5],
          (i % 12) + 1,
          (Math.floor(i / 25) % 5) + 1,
          i % 20 === 0 ? 0 : 1,
          stamp,
          stamp,
        ],
      );
    }
  });
}

beforeAll(async () => {
  first = await startTestServer();
  await insertSpread(first);
  // A server started on the filled database finds the table without statistics.
  server = await startSecondServer(first);
  const models = buildModels(await loadDeclarations());
  const model = models.get('activities') as ResourceModel;
  store = new RecordStore(server.app.db, models, model, Date.now);
});

afterAll(async () => {
  await server.close();
  await first.close();
});

async function planOf(query: RawQuery, statement: 'keys' | 'page' | 'count'): Promise<string> {
  const reader = new SqliteListReader(server.app.db, store.model, store.sortSql);
  const parsed = parseListQuery(store.model, query, store.sortSql, 'sqlite');
  return (await reader.explain(parsed, undefined, statement)).join('\n');
}

/** Filter combinations of the filter bar, as the list's query string gives them. */
const COMBINATIONS: RawQuery[] = [
  { theme_id: '3', type: 'quiz', active: 'true' },
  { theme_id: '2', language: 'de', difficulty: '1' },
  { type: 'reading', difficulty: '2' },
  { language: 'en', active: 'true' },
];

describe('performance shape: lists filtered on several fields (SQLite)', () => {
  it('a table past the size that matters gets planner statistics when the server starts', async () => {
    const rows = await server.app.db.all<{ stat: string }>(
      "SELECT stat FROM sqlite_stat1 WHERE tbl = 'activities' AND idx = 'ix_activities_active'",
    );
    expect(rows.map((row) => Number.parseInt(row.stat, 10))).toEqual([ROWS]);
  });

  it('counts two or three filters from the entries of one filter-bar index, not the most frequent value’s', async () => {
    for (const query of COMBINATIONS) {
      const plan = await planOf(query, 'count');
      const label = JSON.stringify(query);
      expect(plan, label).toMatch(
        /^SEARCH t USING COVERING INDEX ix_activities_\w+__updated_at \(\w+=\?\)$/m,
      );
      // `active` keeps nineteen rows of twenty: the statistics say so.
      expect(plan, label).not.toMatch(/ix_activities_active/);
    }
  });

  it('pages two or three filters in the default order from the same index, without sorting', async () => {
    for (const query of COMBINATIONS) {
      const plan = await planOf(query, 'keys');
      expect(plan, JSON.stringify(query)).toMatch(
        /^SEARCH t USING COVERING INDEX ix_activities_\w+__updated_at/,
      );
      expect(plan, JSON.stringify(query)).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('reads a rare word’s matches from the trigram index once, the page from their list', async () => {
    const plan = await planOf({ q: RARE_WORD }, 'page');
    expect(plan.match(/activities__fulltext/g)).toHaveLength(1);
    expect(plan).toMatch(/^SCAN activities__fulltext VIRTUAL TABLE INDEX/);
    expect(plan).toMatch(/SCAN json_each/);
  });

  it('gives the totals and pages of a plain SQL query', async () => {
    const cases: [RawQuery, string, unknown[]][] = [
      ...COMBINATIONS.map((query): [RawQuery, string, unknown[]] => {
        const names = Object.keys(query);
        const values = Object.values(query).map((value) => (value === 'true' ? 1 : value));
        return [query, names.map((name) => `"${name}" = ?`).join(' AND '), values];
      }),
      [{ q: RARE_WORD }, 'title LIKE ?', [`%${RARE_WORD}%`]],
    ];
    for (const [query, where, values] of cases) {
      const all = await server.app.db.all<{ id: number }>(
        `SELECT id FROM activities WHERE ${where} ORDER BY updated_at DESC, id DESC`,
        values,
      );
      const params = new URLSearchParams({ ...(query as Record<string, string>), skip: '5', limit: '10' });
      const response = await server.api('GET', `/api/activities?${params}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers['x-total-count']), JSON.stringify(query)).toBe(all.length);
      expect(response.headers['x-total-count-estimated']).toBeUndefined();
      expect((response.json() as { id: number }[]).map((row) => row.id)).toEqual(
        all.slice(5, 15).map((row) => Number(row.id)),
      );
    }
  });
});
