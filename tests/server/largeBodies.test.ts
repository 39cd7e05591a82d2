/**
 * A request carrying a huge list of ids must not freeze the server: it is answered and every
 * other request (here GET /health) keeps being served meanwhile. The server listens on a
 * real port, because an injected request would not show that the event loop is blocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
});

/** Fastify's default body limit is 1 MiB: the body stays just under it so it is parsed. */
const ONE_MIB = 1024 * 1024;

/** A JSON body whose `field` holds as many distinct ids as fit in about 1 MiB. */
function bodyOfIds(field: string, id: (index: number) => string | number, rest: object = {}): string {
  const ids: (string | number)[] = [];
  let size = JSON.stringify({ ...rest, [field]: [] }).length;
  for (let index = 0; ; index += 1) {
    const value = id(index);
    size += JSON.stringify(value).length + 1;
    if (size > ONE_MIB - 64) break;
    ids.push(value);
  }
  return JSON.stringify({ ...rest, [field]: ids });
}

/**
 * Sends the request and, alongside it, GET /health: both answers. How fast they come is the
 * benchmark's business (npm run bench), not a unit test's: a busy machine would fail a time limit.
 */
async function alongsideHealth(
  method: string,
  path: string,
  body: string,
): Promise<{ status: number; body: { detail?: unknown; deleted?: number }; health: number }> {
  const request = fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body,
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const health = await fetch(`${base}/health`);
  await health.arrayBuffer();
  const answer = await request;
  return { ...answer, health: health.status };
}

describe('a 1 MiB body of ids', () => {
  it('in a reference list is refused with 422 naming the field, /health answered alongside', async () => {
    const body = bodyOfIds('hashtags', (i) => `h${i}`, {
      title: 'Liste énorme',
      type: 'quiz',
      language: 'fr',
    });
    expect(body.length).toBeGreaterThan(ONE_MIB - 1024);
    const result = await alongsideHealth('POST', '/api/activities', body);
    expect(result.status).toBe(422);
    expect(result.body.detail).toEqual([
      { loc: ['body', 'hashtags'], msg: 'Au plus 1000 élément(s)', type: 'value_error' },
    ]);
    expect(result.health).toBe(200);
  });

  it('sent to DELETE /bulk is refused with 422, /health answered alongside', async () => {
    const body = bodyOfIds('ids', (i) => i + 1);
    const result = await alongsideHealth('DELETE', '/api/activities/bulk', body);
    expect(result.status).toBe(422);
    expect(result.body.detail).toEqual([
      { loc: ['body', 'ids'], msg: 'Au plus 10000 identifiants par requête', type: 'value_error' },
    ]);
    expect(result.health).toBe(200);
  });

  it('at the bulk limit (10,000 ids of records others point to) is answered', async () => {
    const ids = Array.from({ length: 10000 }, (_, i) => `tag-${i}`);
    const result = await alongsideHealth('DELETE', '/api/hashtags/bulk', JSON.stringify({ ids }));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ deleted: 0 });
    expect(result.health).toBe(200);
  });
});
