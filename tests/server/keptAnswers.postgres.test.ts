/**
 * On PostgreSQL a repeated list call, with nothing written in between, is one small statement
 * (the session and the area's generation) instead of the read of its page
 * (server/resources/keptAnswers.ts). Run by the server-postgres project only; that the answers
 * stay right after writes: keptAnswers.test.ts, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from './support/sentStatements';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
});

afterAll(async () => {
  await server.close();
});

describe('performance shape: the SQL a list call sends on PostgreSQL', () => {
  it('reads its page once, then only checks the session and the area’s generation until a write', async () => {
    const url = '/api/activities?skip=10&limit=5&sort=title&order=asc';
    // Its page, then the total it counted, kept for the next calls (postgresListTotals.ts).
    const first = await statementsOf(() => server.api('GET', url));
    expect(first.filter((text) => text.includes('unnest'))).toHaveLength(1);

    let answer: Awaited<ReturnType<TestServer['api']>> | undefined;
    const again = await statementsOf(async () => {
      answer = await server.api('GET', url);
    });
    expect(again).toHaveLength(1);
    expect(again[0]).not.toContain('unnest');
    expect(again[0]).toContain('_tokens');
    expect(answer?.json()).toHaveLength(5);

    const [record] = answer?.json() as { id: number; title: string }[];
    const edited = await server.api('PUT', `/api/activities/${record.id}`, {
      title: `${record.title} (bis)`,
    });
    expect(edited.statusCode).toBe(200);
    const afterWrite = await statementsOf(() => server.api('GET', url));
    expect(afterWrite.some((text) => text.includes('unnest'))).toBe(true);
  });
});
