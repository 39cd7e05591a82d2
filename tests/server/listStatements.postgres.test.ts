/**
 * On PostgreSQL every statement is a round trip: a list call reads its page and its total in one
 * statement, whether the total is counted (up to the exact limit) or estimated beyond it. Once
 * estimated, the total is kept a while (server/lists/keptEstimates.ts): the next calls of the same
 * filters, search and scope read their page alone, whatever their page and sort, until
 * KEPT_FOR_MS has passed; a short page still tells the exact total; another caller's scope is
 * counted for itself. Run by the server-postgres project only; what the totals say:
 * listTotalEstimate.test.ts, on both engines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS } from '../../server/lists/keptEstimates';
import { apiAs, PASSWORD } from './permissions/matrixSupport';
import { statementsOf } from './support/sentStatements';
import { createRecord, signIn, startTestServer, type TestServer } from './support/testServer';

/** Few enough for the demo activities to pass it, filtered or searched. */
const EXACT_LIMIT = 5;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoData: true, exactTotalLimit: EXACT_LIMIT });
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

interface Call {
  /** The statements that read the area's table. */
  reads: string[];
  /** Whether one of them counted the list. */
  counted: boolean;
  total: number;
  estimated: unknown;
  rows: number;
}

/** The statements that read an area's table during one list call, and its answer's total. */
async function listCall(query: string, api = server.api, area = 'activities'): Promise<Call> {
  let answer: Omit<Call, 'reads' | 'counted'> = { total: 0, estimated: undefined, rows: 0 };
  const sent = await statementsOf(async () => {
    const response = await api('GET', `/api/${area}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    answer = {
      total: Number(response.headers['x-total-count']),
      estimated: response.headers['x-total-count-estimated'],
      rows: (response.json() as unknown[]).length,
    };
  });
  const reads = sent.filter((text) => text.includes(`"${area}"`));
  return { ...answer, reads, counted: reads.some((text) => text.includes('COUNT(*)')) };
}

describe('performance shape: the statements a list call sends on PostgreSQL', () => {
  it.each(['type=quiz&skip=10&limit=5', 'q=pour&sort=title&order=desc'])(
    'reads the page and its estimated total in one statement (%s)',
    async (query) => {
      const { reads, estimated } = await listCall(query);
      expect(estimated).toBe('true');
      expect(reads).toHaveLength(1);
    },
  );

  it.each(['q=zzzzzz', 'skip=0&limit=25', 'skip=20&limit=5&sort=title'])(
    'reads the page and its exact total in one statement (%s)',
    async (query) => {
      const { reads, estimated } = await listCall(query);
      expect(estimated).toBeUndefined();
      expect(reads).toHaveLength(1);
    },
  );
});

describe('an estimated list total, kept by the instance', () => {
  it('is counted once: other pages and sorts of the same list read their page alone', async () => {
    const first = await listCall('language=fr&skip=0&limit=2');
    expect(first).toMatchObject({ estimated: 'true', counted: true });
    expect(first.reads).toHaveLength(1);
    const again = await listCall('language=fr&skip=2&limit=2&sort=title&order=ASC');
    expect(again).toMatchObject({ estimated: 'true', counted: false, rows: 2, total: first.total });
    expect(again.reads).toHaveLength(1);
  });

  it('is kept across writes, and counted again once KEPT_FOR_MS has passed', async () => {
    const first = await listCall('q=des&limit=2');
    expect(first).toMatchObject({ estimated: 'true', counted: true });
    await createRecord(server.api, 'activities', {
      title: 'Atelier des curieux',
      type: 'quiz',
      language: 'fr',
    });
    expect(await listCall('q=des&limit=2&skip=2')).toMatchObject({ counted: false, total: first.total });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + KEPT_FOR_MS });
    expect(await listCall('q=des&limit=2')).toMatchObject({ estimated: 'true', counted: true });
  });

  it('gives a short page its exact total, without a count', async () => {
    const all = (await listCall('type=quiz&limit=100')).rows;
    expect(all).toBeGreaterThan(EXACT_LIMIT);
    await listCall('type=quiz&limit=2');
    const last = await listCall(`type=quiz&skip=${all - 1}&limit=2`);
    expect(last).toMatchObject({ counted: false, rows: 1, total: all, estimated: undefined });
  });

  it('is not another caller’s: a staff member’s scope is counted for its own', async () => {
    const school = await createRecord(server.api, 'etablissements', {
      name: 'Collège des Estimations',
      uai: '0690009Z',
      type: 'college',
    });
    for (const [role, name] of [
      ['staff', 'personnel'],
      ['student', 'eleve'],
    ]) {
      await createRecord(server.api, 'users', {
        first_name: name,
        last_name: 'Estimations',
        email: `${name}.estimations@ecole.fr`,
        role,
        etablissement_id: school.id,
        password: PASSWORD,
      });
    }
    const staff = apiAs(server.app, await signIn(server.app, 'personnel.estimations@ecole.fr', PASSWORD));
    // The same URL: the administrator's list of every establishment's, theirs of their own.
    expect(await listCall('active=true&limit=2', server.api, 'users')).toMatchObject({ estimated: 'true' });
    const theirs = await listCall('active=true&limit=2', staff, 'users');
    expect(theirs).toMatchObject({ counted: true, rows: 1, total: 1, estimated: undefined });
  });
});
