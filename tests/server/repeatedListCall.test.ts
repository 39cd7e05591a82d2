/**
 * A repeated list call answers what the database holds now, whichever server wrote it in between
 * (this one or another on the same database), on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondServer, startTestServer, type TestServer } from './support/testServer';

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startSecondServer(first);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

type Activity = { id: number; title: string; hashtags: string[]; updated_at: string };

/** The first page of activities (most recently updated first) as `server` answers it, twice. */
async function firstPage(server: TestServer): Promise<{ rows: Activity[]; total: number }> {
  const url = '/api/activities?skip=0&limit=5';
  const once = await server.api('GET', url);
  const again = await server.api('GET', url);
  expect(again.statusCode).toBe(200);
  expect(again.body).toBe(once.body);
  expect(again.headers['content-type']).toBe(once.headers['content-type']);
  return { rows: again.json() as Activity[], total: Number(again.headers['x-total-count']) };
}

describe('a repeated list call', () => {
  it('answers what another server on the same database wrote in between', async () => {
    await second.api('POST', '/api/hashtags', { label: 'gardee' });
    const created = (
      await second.api('POST', '/api/activities', {
        title: 'Réponse gardée',
        type: 'quiz',
        language: 'fr',
        hashtags: ['gardee'],
      })
    ).json() as Activity;
    let page = await firstPage(first);
    expect(page.rows[0]).toMatchObject({ id: created.id, title: 'Réponse gardée', hashtags: ['gardee'] });
    const total = page.total;

    // A column of the record.
    const renamed = await second.api('PUT', `/api/activities/${created.id}`, {
      ...created,
      title: 'Réponse renommée',
    });
    expect(renamed.statusCode).toBe(200);
    page = await firstPage(first);
    expect(page.rows[0]).toMatchObject({ id: created.id, title: 'Réponse renommée' });

    // A reference list, emptied by the deletion of what it named.
    expect((await second.api('DELETE', '/api/hashtags/gardee')).statusCode).toBe(200);
    page = await firstPage(first);
    expect(page.rows[0]).toMatchObject({ id: created.id, hashtags: [] });

    // The record itself: the total moves too.
    expect((await second.api('DELETE', `/api/activities/${created.id}`)).statusCode).toBe(200);
    page = await firstPage(first);
    expect(page.rows.map((row) => row.id)).not.toContain(created.id);
    expect(page.total).toBe(total - 1);
  });

  it('answers what the same server wrote in between', async () => {
    const before = await firstPage(first);
    const created = (
      await first.api('POST', '/api/activities', { title: 'Écrite ici', type: 'quiz', language: 'fr' })
    ).json() as Activity;
    const after = await firstPage(first);
    expect(after.rows[0]).toMatchObject({ id: created.id, title: 'Écrite ici' });
    expect(after.total).toBe(before.total + 1);
  });

  it('answers counts of another area’s records as they are now', async () => {
    await first.api('POST', '/api/hashtags', { label: 'comptee' });
    const usage = async () => {
      const url = '/api/hashtags?q=comptee';
      expect((await first.api('GET', url)).statusCode).toBe(200);
      return ((await first.api('GET', url)).json() as { label: string; usage_count: number }[])[0]
        .usage_count;
    };
    expect(await usage()).toBe(0);
    // Written on the other area (activities), by the other server.
    await second.api('POST', '/api/activities', {
      title: 'Comptée',
      type: 'quiz',
      language: 'fr',
      hashtags: ['comptee'],
    });
    expect(await usage()).toBe(1);
  });
});
