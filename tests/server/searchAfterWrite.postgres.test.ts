/**
 * On PostgreSQL a `q` search keeps its matches per generation of the area
 * (server/db/postgresListTotals.ts): a write makes them stale, and the searches that come
 * together right after it share the one computation of the new matches instead of each making
 * it (server/resources/postgresListPages.ts). Run by the server-postgres project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from './support/sentStatements';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  for (let n = 1; n <= 12; n += 1) {
    const created = await server.api('POST', '/api/themes', { name: `Thème zz ${n}`, position: n });
    expect(created.statusCode, created.body).toBe(201);
  }
});

afterAll(async () => {
  await server.close();
});

/** The statements that keep a search's matches (PostgresListTotals.keepRows). */
const keepsMatches = (text: string) => text.includes('INSERT INTO _list_hits');

describe('searches right after a write, on PostgreSQL', () => {
  it('performance shape: ten identical searches waiting together compute the new matches once', async () => {
    // Every connection of the pools opened already: the searches below all start together.
    await Promise.all(Array.from({ length: 10 }, () => server.api('GET', '/api/themes?q=zz')));
    const created = await server.api('POST', '/api/themes', { name: 'Thème zz 13', position: 13 });
    expect(created.statusCode, created.body).toBe(201);

    let answers: Awaited<ReturnType<TestServer['api']>>[] = [];
    const sent = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 10 }, () => server.api('GET', '/api/themes?q=zz')));
    });
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['x-total-count']).toBe('13');
      expect((answer.json() as { name: string }[]).map((theme) => theme.name)).toContain('Thème zz 13');
    }
    expect(sent.filter(keepsMatches)).toHaveLength(1);
  });

  it('computes them again after the next write, for the searches that see it', async () => {
    const created = await server.api('POST', '/api/themes', { name: 'Thème zz 14', position: 14 });
    expect(created.statusCode, created.body).toBe(201);
    let answers: Awaited<ReturnType<TestServer['api']>>[] = [];
    const sent = await statementsOf(async () => {
      answers = await Promise.all(Array.from({ length: 3 }, () => server.api('GET', '/api/themes?q=zz')));
    });
    for (const answer of answers) expect(answer.headers['x-total-count']).toBe('14');
    expect(sent.filter(keepsMatches)).toHaveLength(1);
  });
});
