/**
 * The session of a list call, which on PostgreSQL the list statement checks itself
 * (auth/sessionCheck.ts): the answers are those of every other /api route, on either engine.
 * Expired, forged, signed-out and deactivated sessions on a list: auth.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signOut, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
});

afterAll(async () => {
  await server.close();
});

const list = (token: string, query: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/activities?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

async function endedSession(): Promise<string> {
  const token = await signIn(server.app);
  expect((await signOut(server.app, token)).statusCode).toBe(204);
  return token;
}

describe('a list call', () => {
  it('answers a signed-in caller with the page and its total', async () => {
    const response = await list(server.token, 'skip=0&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(3);
  });

  it('answers an ended session with 401 and nothing of the list, though the same list was just answered', async () => {
    const token = await endedSession();
    for (const query of ['skip=0&limit=25', 'skip=50&limit=25', 'q=fractions', 'type=quiz']) {
      expect((await list(server.token, query)).statusCode, query).toBe(200);
      const response = await list(token, query);
      expect(response.statusCode, query).toBe(401);
      expect(response.headers['www-authenticate'], query).toBe('Bearer error="invalid_token"');
      expect(response.headers['x-total-count'], query).toBeUndefined();
      expect(response.json(), query).toEqual({
        detail: 'Session expirée ou invalide, veuillez vous reconnecter',
      });
    }
  });

  it('answers a refused query with 401 when the session has ended, and with 422 when it has not', async () => {
    const ended = await endedSession();
    // The first two are refused by the query's schema, the others when the query is read.
    for (const query of ['limit=0', 'skip=abc', 'sort=nope', 'sort=title&order=sideways']) {
      expect((await list(ended, query)).statusCode, query).toBe(401);
      const refused = await list(server.token, query);
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json().detail[0].loc[0], query).toBe('query');
    }
  });
});
