/**
 * X-Total-Count stays exact whatever writes the data, on either engine: both keep a list's total
 * in the database between calls (SQLite's list cache, PostgreSQL's kept totals), so every kind of
 * write must make the next call count again: a create, an update moving a row in or out of a
 * filter, a delete, a bulk delete, a change to a link table, a write by a second server on the
 * same database and a write through a plain connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './support/testDatabase';
import { listTotal, startSecondServer, startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;
let other: TestServer;
let database: Database;
let tag: string;

/** A word no demo activity holds, and a short needle (below the trigram length) it contains. */
const WORD = 'zythum';
const LISTS = ['', 'type=quiz', 'type=video', `q=${WORD}`, 'q=zy', `q=${WORD}&type=quiz`];

async function listVia(via: 'first' | 'second', query: string): Promise<number> {
  return listTotal((via === 'first' ? server : other).api, `/api/activities?${query}`);
}

/**
 * The totals of these lists, each asked twice (the second answer may come from what the first
 * kept) through each server, all of which must agree.
 */
async function totals(queries: string[]): Promise<number[]> {
  const found: number[] = [];
  for (const query of queries) {
    const first = await listVia('first', query);
    expect(await listVia('first', query), query).toBe(first);
    expect(await listVia('second', query), query).toBe(first);
    found.push(first);
  }
  return found;
}

async function create(body: Rec, via: 'first' | 'second' = 'first'): Promise<Rec> {
  const payload = { title: `Le ${WORD} en classe`, type: 'quiz', language: 'fr', ...body };
  const response = await (via === 'first' ? server : other).api('POST', '/api/activities', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function update(record: Rec, change: Rec): Promise<Rec> {
  const response = await server.api('PUT', `/api/activities/${String(record.id)}`, { ...record, ...change });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  // A second server on the same database, as several instances behind one address would be.
  other = await startSecondServer(server);
  database = await openTestDatabase(server.dataDir);
  const hashtags = (await server.api('GET', '/api/hashtags?limit=1')).json() as Rec[];
  tag = String(hashtags[0].label);
});

afterAll(async () => {
  await database.close();
  await other.close();
  await server.close();
});

describe('X-Total-Count after writes', () => {
  it('is the number of rows the list holds', async () => {
    const [all, quizzes, , searched] = await totals(LISTS);
    expect(searched).toBe(0);
    expect(((await server.api('GET', '/api/activities?limit=1000')).json() as Rec[]).length).toBe(all);
    const count = await database.first<{ n: number }>(
      "SELECT COUNT(*) AS n FROM activities WHERE type = 'quiz'",
    );
    expect(quizzes).toBe(Number(count?.n));
  });

  it('follows a create, an update moving a row out of a filter and back, and a delete', async () => {
    const [all, quizzes, videos] = await totals(LISTS);
    const created = await create({});
    expect(await totals(LISTS)).toEqual([all + 1, quizzes + 1, videos, 1, 1, 1]);

    const moved = await update(created, { type: 'video' });
    expect(await totals(LISTS)).toEqual([all + 1, quizzes, videos + 1, 1, 1, 0]);

    const renamed = await update(moved, { type: 'quiz', title: 'Un titre sans le mot' });
    expect(await totals(LISTS)).toEqual([all + 1, quizzes + 1, videos, 0, 0, 0]);

    expect((await server.api('DELETE', `/api/activities/${String(renamed.id)}`)).statusCode).toBe(200);
    expect(await totals(LISTS)).toEqual([all, quizzes, videos, 0, 0, 0]);
  });

  it('follows a bulk delete', async () => {
    const [all, quizzes, videos] = await totals(LISTS);
    const created = [await create({}), await create({ type: 'video' }), await create({})];
    expect(await totals(LISTS)).toEqual([all + 3, quizzes + 2, videos + 1, 3, 3, 2]);
    const ids = created.map((record) => record.id);
    const response = await server.api('DELETE', '/api/activities/bulk', { ids });
    expect(response.json()).toEqual({ deleted: 3 });
    expect(await totals(LISTS)).toEqual([all, quizzes, videos, 0, 0, 0]);
  });

  it('follows a change to a link table (the hashtags of an activity)', async () => {
    const byTag = `hashtags=${encodeURIComponent(tag)}`;
    const [tagged] = await totals([byTag]);
    const created = await create({ hashtags: [tag] });
    expect(await totals([byTag])).toEqual([tagged + 1]);
    const untagged = await update(created, { hashtags: [] });
    expect(await totals([byTag])).toEqual([tagged]);
    await update(untagged, { hashtags: [tag] });
    expect(await totals([byTag, `${byTag}&q=${WORD}`])).toEqual([tagged + 1, 1]);
    expect((await server.api('DELETE', `/api/activities/${String(created.id)}`)).statusCode).toBe(200);
    expect(await totals([byTag, `${byTag}&q=${WORD}`])).toEqual([tagged, 0]);
  });

  it('follows a write made by a second server on the same database', async () => {
    const [all, quizzes, videos] = await totals(LISTS);
    const created = await create({ type: 'video' }, 'second');
    expect(await totals(LISTS)).toEqual([all + 1, quizzes, videos + 1, 1, 1, 0]);
    const response = await other.api('DELETE', `/api/activities/${String(created.id)}`);
    expect(response.statusCode).toBe(200);
    expect(await totals(LISTS)).toEqual([all, quizzes, videos, 0, 0, 0]);
  });

  it('follows writes made in SQL through a plain connection, link tables included', async () => {
    const [all, quizzes, videos] = await totals(LISTS);
    const byTag = `hashtags=${encodeURIComponent(tag)}`;
    const [tagged] = await totals([byTag]);
    const created = await create({});
    expect(await totals(LISTS)).toEqual([all + 1, quizzes + 1, videos, 1, 1, 1]);

    await database.run("UPDATE activities SET type = 'video' WHERE id = ?", [created.id]);
    expect(await totals(LISTS)).toEqual([all + 1, quizzes, videos + 1, 1, 1, 0]);

    await database.run('UPDATE activities SET title = ? WHERE id = ?', ['Sans le mot', created.id]);
    expect(await totals(LISTS)).toEqual([all + 1, quizzes, videos + 1, 0, 0, 0]);

    await database.run('INSERT INTO activities__hashtags (owner, position, value) VALUES (?, 0, ?)', [
      created.id,
      tag,
    ]);
    expect(await totals([byTag])).toEqual([tagged + 1]);

    await database.run('DELETE FROM activities__hashtags WHERE owner = ?', [created.id]);
    expect(await totals([byTag])).toEqual([tagged]);
    await database.run('DELETE FROM activities WHERE id = ?', [created.id]);
    expect(await totals([...LISTS, byTag])).toEqual([all, quizzes, videos, 0, 0, 0, tagged]);
  });

  it('stays exact through many writing transactions in a row', async () => {
    const [all, quizzes] = await totals(['', 'type=quiz']);
    const stamp = '2026-01-01T00:00:00.000Z';
    // Asked after each write: whatever the store does with a long run of writes (PostgreSQL folds
    // its change log now and then), no total of an earlier moment may come back.
    for (let i = 0; i < 150; i += 1) {
      // Each statement its own transaction, as many separate writers would make them.
      await database.run(
        'INSERT INTO activities (title, type, language, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        [`Série ${i}`, 'quiz', 'fr', stamp, stamp],
      );
      expect(await totals([''])).toEqual([all + i + 1]);
    }
    expect(await totals(['type=quiz'])).toEqual([quizzes + 150]);
    await database.run("UPDATE activities SET type = 'video' WHERE title = ?", ['Série 0']);
    expect(await totals(['', 'type=quiz'])).toEqual([all + 150, quizzes + 149]);
    await database.run("DELETE FROM activities WHERE title LIKE 'Série %'");
    expect(await totals(['', 'type=quiz'])).toEqual([all, quizzes]);
  });
});
