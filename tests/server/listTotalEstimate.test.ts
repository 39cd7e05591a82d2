/**
 * A list's total is exact up to the server's exact limit and estimated beyond it, said so by
 * X-Total-Count-Estimated (resources/contracts/listTotal.ts); the pages stay exact either way. One
 * server counts up to 5 matches, a second one on the same database up to the default 1,000: both
 * must give the same pages, and the second the exact totals the first only estimates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, startSecondServer, startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
const EXACT_LIMIT = 5;
/** A word no demo activity holds. */
const WORD = 'zythum';
let estimating: TestServer;
let exact: TestServer;

interface Answer {
  rows: Rec[];
  total: number;
  estimated: string | undefined;
}

async function list(server: TestServer, query: string): Promise<Answer> {
  const response = await server.api('GET', `/api/activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const estimated = response.headers['x-total-count-estimated'];
  return {
    rows: response.json() as Rec[],
    total: Number(response.headers['x-total-count']),
    estimated: typeof estimated === 'string' ? estimated : undefined,
  };
}

/** Every page of `query`, `size` rows at a time, until a short page (as a client does with an estimate). */
async function walk(server: TestServer, query: string, size: number): Promise<Rec[]> {
  const rows: Rec[] = [];
  for (let skip = 0; ; skip += size) {
    const page = await list(server, `${query}&skip=${skip}&limit=${size}`);
    rows.push(...page.rows);
    if (page.rows.length < size) return rows;
  }
}

beforeAll(async () => {
  estimating = await startTestServer({ demoData: true, exactTotalLimit: EXACT_LIMIT });
  exact = await startSecondServer(estimating);
  for (const type of ['quiz', 'quiz', 'video'])
    await createRecord(estimating.api, 'activities', { title: `Le ${WORD} en classe`, type, language: 'fr' });
});

afterAll(async () => {
  await exact.close();
  await estimating.close();
});

describe('X-Total-Count up to the exact limit', () => {
  it.each([`q=${WORD}`, `q=${WORD}&type=quiz`, 'q=zy', `q=${WORD}&type=game`])(
    'is the exact count, not flagged (%s)',
    async (query) => {
      const answer = await list(estimating, query);
      const reference = await list(exact, `${query}&limit=1000`);
      expect(reference.total).toBeLessThanOrEqual(EXACT_LIMIT);
      expect(answer.total).toBe(reference.rows.length);
      expect(answer.estimated).toBeUndefined();
      expect(answer.rows).toEqual(reference.rows);
    },
  );
});

describe('X-Total-Count beyond the exact limit', () => {
  // Filters, a frequent word on its trigram index and a short one on the folded copies, sorts.
  it.each([
    'type=quiz',
    'active=true',
    'q=pour',
    'q=pour&sort=title&order=desc',
    'q=une&language=fr&sort=updated_at&order=desc',
    'q=un&sort=duration_minutes',
  ])('is an estimate flagged as such, and the pages stay exact (%s)', async (query) => {
    const reference = await list(exact, `${query}&limit=1000`);
    expect(reference.total).toBe(reference.rows.length);
    expect(reference.total).toBeGreaterThan(EXACT_LIMIT);
    expect(reference.estimated).toBeUndefined();

    const answer = await list(estimating, `${query}&limit=7`);
    expect(answer.estimated).toBe('true');
    expect(answer.total).toBeGreaterThan(EXACT_LIMIT);
    expect(answer.rows).toEqual(reference.rows.slice(0, 7));
    expect(await walk(estimating, query, 7)).toEqual(reference.rows);
  });

  it('estimates a filter matching part of the table near its count, below the whole table', async () => {
    const table = (await list(exact, 'limit=1')).total;
    const reference = await list(exact, 'type=quiz&limit=1000');
    expect(reference.total).toBeLessThan(table / 2);
    const answer = await list(estimating, 'type=quiz&limit=1');
    expect(answer.estimated).toBe('true');
    expect(answer.total).toBeGreaterThan(EXACT_LIMIT);
    if (estimating.app.db.engine === 'sqlite') {
      // The share of the rowids the first matches took stands for the rest: the right order of
      // magnitude, more than the matches counted and less than the table.
      expect(answer.total).toBeGreaterThan(EXACT_LIMIT + 1);
      expect(answer.total).toBeLessThan(table);
      expect(answer.total).toBeGreaterThan(reference.total / 2);
      expect(answer.total).toBeLessThan(reference.total * 2);
    }
  });

  it('stays exact for the whole table (SQLite: COUNT(*) of a table reads no row; PostgreSQL: the count its writes keep)', async () => {
    const all = await list(estimating, 'limit=1');
    const reference = await list(exact, 'limit=1000');
    expect(all.total).toBe(reference.rows.length);
    expect(all.estimated).toBeUndefined();
  });

  it('gives a deep page past the estimate when the list holds it', async () => {
    const reference = await list(exact, 'type=quiz&limit=1000');
    const last = reference.rows.length - 1;
    const answer = await list(estimating, `type=quiz&skip=${last}&limit=5`);
    expect(answer.rows).toEqual(reference.rows.slice(last));
  });
});
