/**
 * On PostgreSQL every statement is a round trip: a list call reads its page and its total in one
 * statement, whether the total is counted (up to the exact limit) or estimated beyond it. Run by
 * the server-postgres project only; what the totals say: listTotalEstimate.test.ts, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from './support/sentStatements';
import { startTestServer, type TestServer } from './support/testServer';

/** Few enough for the demo activities to pass it, filtered or searched. */
const EXACT_LIMIT = 5;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoData: true, exactTotalLimit: EXACT_LIMIT });
});

afterAll(async () => {
  await server.close();
});

/** The statements that read the activities during one list call, and its answer's total. */
async function listCall(query: string): Promise<{ reads: string[]; estimated: unknown }> {
  let estimated: unknown;
  const sent = await statementsOf(async () => {
    const response = await server.api('GET', `/api/activities?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    estimated = response.headers['x-total-count-estimated'];
  });
  return { reads: sent.filter((text) => text.includes('"activities"')), estimated };
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
