/**
 * Two `npm start` processes on one database, as behind a load balancer: whatever one instance
 * knows (sessions, records, versions, failed sign-ins), the other knows too. On PostgreSQL (the
 * deployment this is for) they share DATABASE_URL; on SQLite they share the data directory's file.
 * Both start at the same moment, so their schema creation runs concurrently too.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/support/serverProcess';
import { databaseUrlFor } from './support/testDatabase';
import { makeDataDir } from './support/testServer';

const START_MS = 180_000;
const ADMIN = { email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' };
const dataDir = makeDataDir();
let first: RunningServer;
let second: RunningServer;

async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; forwardedFor?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function signIn(
  server: RunningServer,
  email = ADMIN.email,
  password = ADMIN.password,
  forwardedFor?: string,
) {
  return call(server, 'POST', '/login', { body: { email, password }, forwardedFor });
}

beforeAll(async () => {
  const databaseUrl = await databaseUrlFor(dataDir);
  const settings = {
    MEDIA_DIR: join(dataDir, 'shared-media'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DEMO_DATA: '0',
    // Behind the load balancer each instance reads the client's address from X-Forwarded-For.
    TRUST_PROXY: '1',
    EDUADMIN_BUILD: 'never',
  };
  const start = (name: string) =>
    startServer({ dataDir, logFile: join(dataDir, `${name}.log`), env: settings });
  [first, second] = await Promise.all([start('first'), start('second')]);
}, START_MS + 10_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('accepts on one instance the session opened on the other', async () => {
    const login = await signIn(first);
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };
    expect((await call(second, 'GET', '/api/themes', { token })).status).toBe(200);
    expect((await call(second, 'POST', '/api/logout', { token })).status).toBeLessThan(300);
    expect((await call(first, 'GET', '/api/themes', { token })).status).toBe(401);
  });

  it('reads on one instance what was written on the other, and refuses a stale update there', async () => {
    const { token } = (await signIn(second)).body as { token: string };
    const created = await call(first, 'POST', '/api/themes', {
      token,
      body: { name: 'Partagé entre instances', color: '#336699' },
    });
    expect(created.status).toBe(201);
    const { id, updated_at: firstVersion } = created.body as { id: number; updated_at: string };

    const read = await call(second, 'GET', `/api/themes/${id}`, { token });
    expect(read.body).toMatchObject({ name: 'Partagé entre instances', updated_at: firstVersion });
    const listed = await call(second, 'GET', '/api/themes?q=instances', { token });
    expect((listed.body as { id: number }[]).map((theme) => theme.id)).toEqual([id]);

    const renamed = await call(first, 'PUT', `/api/themes/${id}`, {
      token,
      body: { name: 'Renommé sur la première', color: '#336699', updated_at: firstVersion },
    });
    expect(renamed.status).toBe(200);
    const stale = await call(second, 'PUT', `/api/themes/${id}`, {
      token,
      body: { name: 'Écrase sans le savoir', color: '#336699', updated_at: firstVersion },
    });
    expect(stale).toEqual({
      status: 409,
      body: {
        detail:
          'Cet enregistrement a été modifié par quelqu’un d’autre depuis son ouverture. Rechargez-le pour voir les dernières valeurs avant d’enregistrer.',
      },
    });
    expect((await call(first, 'GET', `/api/themes/${id}`, { token })).body).toMatchObject({
      name: 'Renommé sur la première',
    });
  });

  it('answers a search on one instance with what the other just wrote, though it kept the search', async () => {
    const { token } = (await signIn(first)).body as { token: string };
    const search = async () => {
      const listed = await call(second, 'GET', '/api/activities?q=hydromel', { token });
      return (listed.body as { id: number }[]).map((activity) => activity.id);
    };
    // Asked twice: the second answer is read from the matches the first one kept.
    expect(await search()).toEqual([]);
    expect(await search()).toEqual([]);
    const created = await call(first, 'POST', '/api/activities', {
      token,
      body: { title: 'Hydromel et cervoise', type: 'quiz', language: 'fr' },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    expect(await search()).toEqual([id]);
    expect(await search()).toEqual([id]);
    expect((await call(first, 'DELETE', `/api/activities/${id}`, { token })).status).toBe(200);
    expect(await search()).toEqual([]);
  });

  it('keeps list totals and pages exact while both instances write at once', async () => {
    const { token } = (await signIn(first)).body as { token: string };
    /** A list's whole content in one call: its total must be the rows it sends, its rows its filter's. */
    const listed = async (server: RunningServer, query: string) => {
      const response = await fetch(`${server.origin}/api/activities?${query}&limit=1000`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const rows = (await response.json()) as { id: number; type: string }[];
      const total = Number(response.headers.get('x-total-count'));
      expect(rows.length, `${query}: the total of the rows sent`).toBe(total);
      for (const type of ['quiz', 'video'])
        if (query.includes(`type=${type}`))
          expect(
            rows.every((row) => row.type === type),
            query,
          ).toBe(true);
      return rows.map((row) => row.id);
    };
    const lists = ['', 'type=quiz', 'q=concurrence', 'type=video&q=concurrence'];
    const before = (await listed(first, '')).length;
    const made: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const created = await call(i % 2 ? second : first, 'POST', '/api/activities', {
        token,
        body: { title: `Concurrence ${i}`, type: 'quiz', language: 'fr' },
      });
      expect(created.status).toBe(201);
      made.push((created.body as { id: number }).id);
    }
    // At once, spread over both instances: 8 records become videos, 4 are deleted, 8 are created,
    // while lists are read from both.
    const writes = [
      ...made
        .slice(0, 8)
        .map((id, i) =>
          call(i % 2 ? first : second, 'PUT', `/api/activities/${id}`, { token, body: { type: 'video' } }),
        ),
      ...made
        .slice(8)
        .map((id, i) => call(i % 2 ? first : second, 'DELETE', `/api/activities/${id}`, { token })),
      ...Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? second : first, 'POST', '/api/activities', {
          token,
          body: { title: `Concurrence en plus ${i}`, type: 'video', language: 'fr' },
        }),
      ),
    ];
    const reads = Array.from({ length: 24 }, (_, i) =>
      listed(i % 2 ? first : second, lists[i % lists.length]),
    );
    const written = await Promise.all(writes);
    await Promise.all(reads);
    expect(written.map((answer) => answer.status)).toEqual([...Array(12).fill(200), ...Array(8).fill(201)]);

    const expected = { '': before + 16, 'type=quiz': 0, 'q=concurrence': 16, 'type=video&q=concurrence': 16 };
    for (const query of lists) {
      const [onFirst, onSecond] = [await listed(first, query), await listed(second, query)];
      expect(onFirst.length, query).toBe(expected[query as keyof typeof expected]);
      expect(onSecond, query).toEqual(onFirst);
    }
    const left = await listed(first, 'q=concurrence');
    expect(made.slice(0, 8).every((id) => left.includes(id))).toBe(true);
    expect(left.filter((id) => made.slice(8).includes(id))).toEqual([]);
  });

  it('keeps an address throttled on both instances once its failures, spread over both, pass the limit', async () => {
    const guesser = '203.0.113.7';
    // 50 failures per address (server/auth/signInThrottle.ts), half on each instance.
    for (let attempt = 0; attempt < 50; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      const failed = await signIn(server, `inconnu${attempt}@ecole.fr`, 'mauvais', guesser);
      expect(failed.status).toBe(401);
    }
    for (const server of [first, second]) {
      const refused = await signIn(server, ADMIN.email, ADMIN.password, guesser);
      expect(refused.status).toBe(429);
      expect((refused.body as { detail: string }).detail).toMatch(/tentatives/i);
    }
    // Another address, and the same account from it, are not held back.
    expect((await signIn(second, ADMIN.email, ADMIN.password, '198.51.100.4')).status).toBe(200);
  });
});
