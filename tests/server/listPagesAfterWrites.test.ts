/**
 * A list call's deep pages and search pages: whatever writes the data (this server, a second
 * server on the same database, a plain SQL connection), the next call answers from the data as it
 * is now, the same pages a walk from the first row gives (and on PostgreSQL, byte for byte
 * SQLite's: listAnswers.postgres.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { insertMass } from './support/massActivities';
import { openTestDatabase } from './support/testDatabase';
import { startSecondServer, startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;
let other: TestServer;
let database: Database;

async function ids(via: TestServer, query: string): Promise<unknown[]> {
  const response = await via.api('GET', `/api/activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = (response.json() as Rec[]).map((record) => record.id);
  return page;
}

/** The ids of a list in its order, read in SQL (`where` and `order` on both engines). */
async function walk(where: string, order: string): Promise<unknown[]> {
  const rows = await database.all<{ id: number }>(`SELECT id FROM activities ${where} ORDER BY ${order}`);
  return rows.map((row) => row.id);
}

const LISTS = [
  { query: '', where: '', order: 'updated_at DESC, id DESC' },
  { query: 'sort=created_at&order=asc', where: '', order: 'created_at ASC, id ASC' },
  { query: 'type=quiz', where: "WHERE type = 'quiz'", order: 'updated_at DESC, id DESC' },
  // A word most rows hold (no demo record does), in the default order.
  { query: 'q=zorglub', where: "WHERE title LIKE '%zorglub%'", order: 'updated_at DESC, id DESC' },
];

/** Every list's pages, shallow and deep, equal the walk, on both servers, asked twice. */
async function checkPages(): Promise<void> {
  for (const list of LISTS) {
    const all = await walk(list.where, list.order);
    expect(all.length, list.query).toBeGreaterThan(600);
    for (const skip of [0, 499, 500, 510, 990, 1001, all.length - 3]) {
      const query = `${list.query}&skip=${skip}&limit=25`;
      const expected = all.slice(skip, skip + 25);
      expect(await ids(server, query), query).toEqual(expected);
      expect(await ids(server, query), `${query}, again`).toEqual(expected);
      expect(await ids(other, query), `${query}, second server`).toEqual(expected);
    }
  }
}

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  // A second server on the same database, as several instances behind one address would be.
  other = await startSecondServer(server);
  database = await openTestDatabase(server.dataDir);
});

afterAll(async () => {
  await database.close();
  await other.close();
  await server.close();
});

describe('list pages after writes', () => {
  it('are the pages a walk from the first row gives, before and after writes move rows', async () => {
    await insertMass(database);
    await checkPages();

    // In SQL: the first row of the default order goes last, one leaves the filter and the search.
    await database.run("UPDATE activities SET updated_at = '2019-06-01T00:00:00.000Z' WHERE title = ?", [
      'Exercice zorglub 699',
    ]);
    await database.run("UPDATE activities SET type = 'video', title = 'Exercice' WHERE title = ?", [
      'Exercice zorglub 1',
    ]);
    await checkPages();

    // Through the second server: a new match comes first, a row leaves.
    const created = await other.api('POST', '/api/activities', {
      title: 'Un zorglub de plus',
      type: 'quiz',
      language: 'fr',
    });
    expect(created.statusCode, created.body).toBe(201);
    const gone = await walk("WHERE title = 'Exercice zorglub 5'", 'id');
    expect((await other.api('DELETE', `/api/activities/${String(gone[0])}`)).statusCode).toBe(200);
    await checkPages();

    await database.run("DELETE FROM activities WHERE title LIKE '%zorglub%' OR title = 'Exercice'");
  });

  it('follow a search page when writes on another server and in SQL move its matches', async () => {
    const page = async (via: TestServer) => {
      const response = await via.api('GET', '/api/activities?q=zythum');
      const found = (response.json() as Rec[]).map((record) => record.id);
      expect(Number(response.headers['x-total-count'])).toBe(found.length);
      return found;
    };
    const made: unknown[] = [];
    for (const title of ['Zythum blond', 'Zythum ambré']) {
      const created = await server.api('POST', '/api/activities', { title, type: 'quiz', language: 'fr' });
      expect(created.statusCode, created.body).toBe(201);
      made.push((created.json() as Rec).id);
    }
    const [blond, amber] = made;
    expect(await page(server)).toEqual([amber, blond]);
    expect(await page(server)).toEqual([amber, blond]);

    // Most recently updated first: in SQL, the older one comes to the top.
    await database.run('UPDATE activities SET updated_at = ? WHERE id = ?', [
      '2999-01-01T00:00:00.000Z',
      blond,
    ]);
    expect(await page(server)).toEqual([blond, amber]);

    const created = await other.api('POST', '/api/activities', {
      title: 'Zythum brun',
      type: 'quiz',
      language: 'fr',
    });
    const brown = (created.json() as Rec).id;
    expect(await page(server)).toEqual([blond, brown, amber]);

    const renamed = await other.api('PUT', `/api/activities/${String(amber)}`, {
      title: 'Hydromel',
      updated_at: (await server.api('GET', `/api/activities/${String(amber)}`)).json<Rec>().updated_at,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await page(server)).toEqual([blond, brown]);
    expect(await page(other)).toEqual([blond, brown]);

    await database.run('DELETE FROM activities WHERE id IN (?, ?, ?)', [blond, brown, amber]);
    expect(await page(server)).toEqual([]);
  });
});
