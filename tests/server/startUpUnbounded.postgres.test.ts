/**
 * A start-up on PostgreSQL is not bound by a request's statement limit (DB_STATEMENT_TIMEOUT_MS,
 * cut by the server and, a second later, by the driver): it waits for another instance's
 * start-up, and converts an area while its table is busy, as long as that takes. Here the limit
 * is 500 ms (the driver's cut 1.5 s) and each start-up waits more than 2 s for a lock the test
 * holds, then completes and serves. Run by the server-postgres project only.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { databaseUrlFor } from './support/testDatabase';
import { ADMIN, apiOf, signIn } from './support/testServer';

const STATEMENT_TIMEOUT_MS = 500;
/** Longer than the server's cut (500 ms) and the driver's (500 ms + 1 s). */
const WAITED_MS = 2000;
const START_LOCK = 'eduadmin:start';
/** The activities' folded copy of their search columns (server/lists/searchTables.ts). */
const FOLDED = 'activities__folded';

const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-test-'));
const clients: pg.Client[] = [];

afterAll(async () => {
  for (const client of clients) await client.end();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

async function start(url: string): Promise<FastifyInstance> {
  return buildServer({
    dataDir,
    databaseUrl: url,
    admin: ADMIN,
    databaseTimeouts: { statementTimeoutMs: STATEMENT_TIMEOUT_MS },
  });
}

/**
 * Resolves once a statement of another connection to this database has waited for `lock` (a
 * pg_stat_activity wait event: `advisory`, `relation`) longer than WAITED_MS; rejects as soon as
 * the start-up settles first (it gave up, or did not wait at all).
 */
async function startUpWaited(watcher: pg.Client, lock: string, starting: Promise<unknown>): Promise<void> {
  let settled: unknown;
  void starting.then(
    () => (settled = new Error('the start-up completed without waiting for the lock')),
    (error: unknown) => (settled = error),
  );
  for (;;) {
    if (settled) throw settled;
    const { rows } = await watcher.query<{ waiting: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database()
         AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND wait_event = $1
         AND now() - query_start > make_interval(secs => $2)) AS waiting`,
      [lock, WAITED_MS / 1000],
    );
    if (rows[0].waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function servesSearch(app: FastifyInstance): Promise<void> {
  const api = apiOf(app, await signIn(app));
  const created = await api('POST', '/api/activities', {
    title: 'Atelier des fractions',
    type: 'quiz',
    language: 'fr',
  });
  expect(created.statusCode, created.body).toBe(201);
  const found = await api('GET', '/api/activities?q=fractions');
  expect(found.statusCode, found.body).toBe(200);
  expect((found.json() as { title: string }[]).map((row) => row.title)).toContain('Atelier des fractions');
}

it('waits for another instance’s start-up longer than a statement may run, then serves', async () => {
  const url = (await databaseUrlFor(dataDir)) as string;
  const other = await connect(url);
  await other.query('SELECT pg_advisory_lock(hashtext($1))', [START_LOCK]);
  const starting = start(url);
  await startUpWaited(await connect(url), 'advisory', starting);
  await other.query('SELECT pg_advisory_unlock(hashtext($1))', [START_LOCK]);
  const app = await starting;
  try {
    await servesSearch(app);
  } finally {
    await app.close();
  }
});

it('converts an area whose table is busy longer than a statement may run (its search copy rebuilt)', async () => {
  const url = (await databaseUrlFor(dataDir)) as string;
  await (await start(url)).close();
  const busy = await connect(url);
  // An older definition of the activities' folded copy: the next start-up rebuilds it.
  await busy.query(`COMMENT ON TABLE ${FOLDED} IS 'an older definition'`);
  await busy.query('BEGIN');
  await busy.query('LOCK TABLE activities IN ROW EXCLUSIVE MODE');
  const starting = start(url);
  await startUpWaited(await connect(url), 'relation', starting);
  await busy.query('COMMIT');
  const app = await starting;
  try {
    const { rows: definitions } = await busy.query<{ definition: string | null }>(
      `SELECT obj_description(to_regclass($1), 'pg_class') AS definition`,
      [FOLDED],
    );
    expect(definitions[0].definition).not.toBe('an older definition');
    await servesSearch(app);
  } finally {
    await app.close();
  }
});
