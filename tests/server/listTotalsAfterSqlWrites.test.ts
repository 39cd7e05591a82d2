/**
 * Whatever writes the data (this server, a second server on the same database, a plain SQL
 * connection to the SQLite file), the next list call's totals and pages are the data as it is now.
 * SQLite only: the plain connection is better-sqlite3's (listPagesAfterWrites.test.ts writes in SQL
 * on both engines).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './support/testDatabase';
import { listTotal, startSecondServer, startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;
let other: TestServer;
let database: Database;
/** A connection of its own to the SQLite file: writes that bypass the server. */
let sql: BetterSqlite3.Database;

async function total(query: string, via: 'first' | 'second' = 'first'): Promise<number> {
  return listTotal((via === 'first' ? server : other).api, `/api/activities?${query}`);
}

/** The totals of a few list calls, each asked twice (the same both times). */
async function totals(queries: string[], via: 'first' | 'second' = 'first'): Promise<number[]> {
  const found: number[] = [];
  for (const query of queries) {
    const first = await total(query, via);
    expect(await total(query, via), query).toBe(first);
    found.push(first);
  }
  return found;
}

const QUERIES = ['', 'q=zythum', 'q=zy', 'type=quiz', 'q=zythum&type=quiz', 'q=zy&type=quiz'];

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  // A second server on the same database, as several instances behind one address would be.
  other = await startSecondServer(server);
  database = await openTestDatabase(server.dataDir);
  sql = await database.withSqlite((handle) => handle);
});

afterAll(async () => {
  await database.close();
  await other.close();
  await server.close();
});

describe('list totals and search matches between writes', () => {
  it('give the same deep pages as a walk from the first row, before and after a write moves a row', async () => {
    const insert = sql.prepare(
      'INSERT INTO activities (title, type, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    sql.transaction(() => {
      for (let i = 0; i < 1300; i += 1) {
        const stamp = new Date(Date.UTC(2020, 0, 1) + (i % 700) * 60_000).toISOString();
        insert.run(`Exercice de masse ${i}`, i % 3 ? 'quiz' : 'video', 'fr', stamp, stamp);
      }
    })();
    const ids = async (query: string) =>
      ((await server.api('GET', `/api/activities?${query}`)).json() as Rec[]).map((r) => r.id);
    const whole = async (query: string) => [
      ...(await ids(`${query}&limit=1000`)),
      ...(await ids(`${query}&skip=1000&limit=1000`)),
    ];
    const check = async (query: string) => {
      const all = await whole(query);
      expect(all.length, query).toBeGreaterThan(600);
      for (const skip of [499, 500, 510, 990, 1001, all.length - 3]) {
        const page = await ids(`${query}&skip=${skip}&limit=25`);
        expect(page, `${query} skip=${skip}`).toEqual(all.slice(skip, skip + 25));
        expect(await ids(`${query}&skip=${skip}&limit=25`), `${query} skip=${skip}, again`).toEqual(page);
      }
    };
    const orders = ['sort=updated_at&order=desc', 'sort=created_at&order=asc', 'type=quiz'];
    for (const query of orders) await check(query);

    sql
      .prepare("UPDATE activities SET updated_at = '2019-06-01T00:00:00.000Z' WHERE title = ?")
      .run('Exercice de masse 1');
    sql
      .prepare("UPDATE activities SET created_at = '2030-06-01T00:00:00.000Z' WHERE title = ?")
      .run('Exercice de masse 2');
    for (const query of orders) await check(query);
    sql.prepare("DELETE FROM activities WHERE title LIKE 'Exercice de masse %'").run();
  });

  it('follow creates, edits and deletes made through the other server', async () => {
    const [all, , , quizzes] = await totals(QUERIES);
    expect(await totals(QUERIES)).toEqual([all, 0, 0, quizzes, 0, 0]);

    const created = await other.api('POST', '/api/activities', {
      title: 'Zythum des Gaulois',
      type: 'quiz',
      language: 'fr',
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as Rec;
    expect(await totals(QUERIES)).toEqual([all + 1, 1, 1, quizzes + 1, 1, 1]);

    const edited = await other.api('PUT', `/api/activities/${String(record.id)}`, {
      title: 'Hydromel des Gaulois',
      updated_at: record.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await totals(QUERIES)).toEqual([all + 1, 0, 0, quizzes + 1, 0, 0]);

    await server.api('DELETE', `/api/activities/${String(record.id)}`);
    expect(await totals(QUERIES, 'second')).toEqual([all, 0, 0, quizzes, 0, 0]);
  });

  it('keep a search page in the list order when a write moves a match', async () => {
    const ids: unknown[] = [];
    for (const title of ['Zythum blond', 'Zythum ambré']) {
      const created = await server.api('POST', '/api/activities', { title, type: 'quiz', language: 'fr' });
      expect(created.statusCode, created.body).toBe(201);
      ids.push((created.json() as Rec).id);
    }
    const page = async () =>
      ((await server.api('GET', '/api/activities?q=zythum')).json() as Rec[]).map((r) => r.id);
    expect(await page()).toEqual([ids[1], ids[0]]);
    expect(await page()).toEqual([ids[1], ids[0]]);
    // Most recently updated first: editing the older one brings it to the top.
    sql
      .prepare('UPDATE activities SET difficulty = 3, updated_at = ? WHERE id = ?')
      .run('2999-01-01T00:00:00.000Z', ids[0]);
    expect(await page()).toEqual([ids[0], ids[1]]);
    for (const id of ids) await server.api('DELETE', `/api/activities/${String(id)}`);
    expect(await page()).toEqual([]);
  });

  it('follow writes made in SQL by another connection, link tables included', async () => {
    const [all, , , quizzes] = await totals(QUERIES);
    const { lastInsertRowid: id } = sql
      .prepare(
        'INSERT INTO activities (title, type, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run('Le zythum, bière d’orge', 'quiz', 'fr', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    expect(await totals(QUERIES)).toEqual([all + 1, 1, 1, quizzes + 1, 1, 1]);

    sql.prepare("UPDATE activities SET type = 'video' WHERE id = ?").run(id);
    expect(await totals(QUERIES)).toEqual([all + 1, 1, 1, quizzes, 0, 0]);

    const label = (sql.prepare('SELECT label FROM hashtags LIMIT 1').pluck().get() as string) ?? '';
    const tagged = await total(`hashtags=${encodeURIComponent(label)}`);
    sql.prepare('INSERT INTO activities__hashtags (owner, position, value) VALUES (?, 0, ?)').run(id, label);
    expect(await totals([`hashtags=${encodeURIComponent(label)}`])).toEqual([tagged + 1]);

    sql.prepare('DELETE FROM activities__hashtags WHERE owner = ?').run(id);
    sql.prepare('DELETE FROM activities WHERE id = ?').run(id);
    expect(await totals([...QUERIES, `hashtags=${encodeURIComponent(label)}`])).toEqual([
      all,
      0,
      0,
      quizzes,
      0,
      0,
      tagged,
    ]);
  });
});
