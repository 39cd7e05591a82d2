/**
 * What a PostgreSQL list call sends once its list's total has been estimated (server/lists/
 * keptEstimates.ts): the next calls of the same filters, search and scope read their page alone,
 * whatever their page and sort, until KEPT_FOR_MS has passed; a short page still tells the exact
 * total; another caller's scope is counted for itself. Run by the server-postgres project only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_MS } from '../../../server/lists/keptEstimates';
import { apiAs, PASSWORD } from '../permissions/matrixSupport';
import { statementsOf } from '../support/sentStatements';
import { createRecord, signIn, startTestServer, type TestServer } from '../support/testServer';

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
  /** The statements that read the activities, and whether one of them counted. */
  reads: number;
  counted: boolean;
  total: number;
  estimated: boolean;
  rows: number;
}

async function listCall(query: string, api = server.api, area = 'activities'): Promise<Call> {
  let answer: Omit<Call, 'reads' | 'counted'> = { total: 0, estimated: false, rows: 0 };
  const sent = await statementsOf(async () => {
    const response = await api('GET', `/api/${area}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    answer = {
      total: Number(response.headers['x-total-count']),
      estimated: response.headers['x-total-count-estimated'] === 'true',
      rows: (response.json() as unknown[]).length,
    };
  });
  const reads = sent.filter((text) => text.includes(`FROM "${area}" t`));
  return { ...answer, reads: reads.length, counted: reads.some((text) => text.includes('COUNT(*)')) };
}

describe('an estimated list total, kept by the instance', () => {
  it('is counted once: other pages and sorts of the same list read their page alone', async () => {
    const first = await listCall('type=quiz&skip=0&limit=2');
    expect(first).toMatchObject({ estimated: true, counted: true, reads: 1 });
    const again = await listCall('type=quiz&skip=2&limit=2&sort=title&order=ASC');
    expect(again).toMatchObject({ estimated: true, counted: false, reads: 1, rows: 2, total: first.total });
  });

  it('is kept across writes, and counted again once KEPT_FOR_MS has passed', async () => {
    const first = await listCall('q=pour&limit=2');
    expect(first).toMatchObject({ estimated: true, counted: true });
    await createRecord(server.api, 'activities', {
      title: 'Atelier pour tous',
      type: 'quiz',
      language: 'fr',
    });
    expect(await listCall('q=pour&limit=2&skip=2')).toMatchObject({ counted: false, total: first.total });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + KEPT_FOR_MS });
    expect(await listCall('q=pour&limit=2')).toMatchObject({ estimated: true, counted: true });
  });

  it('gives a short page its exact total, without a count', async () => {
    const first = await listCall('type=quiz&limit=100');
    const all = first.rows;
    expect(all).toBeGreaterThan(EXACT_LIMIT);
    await listCall('type=quiz&limit=2');
    const last = await listCall(`type=quiz&skip=${all - 1}&limit=2`);
    expect(last).toMatchObject({ counted: false, rows: 1, total: all, estimated: false });
  });

  it('is not another caller’s: a staff member’s scope is counted for its own', async () => {
    const school = await createRecord(server.api, 'etablissements', {
      name: 'Collège des Estimations',
      uai: '0690009Z',
      type: 'college',
    });
    await createRecord(server.api, 'users', {
      first_name: 'Personnel',
      last_name: 'Estimations',
      email: 'personnel.estimations@ecole.fr',
      role: 'staff',
      etablissement_id: school.id,
      password: PASSWORD,
    });
    await createRecord(server.api, 'users', {
      first_name: 'Élève',
      last_name: 'Estimations',
      email: 'eleve.estimations@ecole.fr',
      role: 'student',
      etablissement_id: school.id,
      password: PASSWORD,
    });
    const staff = apiAs(server.app, await signIn(server.app, 'personnel.estimations@ecole.fr', PASSWORD));
    // The same URL: the administrator's list of every establishment's, theirs of their own.
    expect(await listCall('active=true&limit=2', server.api, 'users')).toMatchObject({ estimated: true });
    const theirs = await listCall('active=true&limit=2', staff, 'users');
    expect(theirs).toMatchObject({ counted: true, rows: 1, total: 1, estimated: false });
  });
});
