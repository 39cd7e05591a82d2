/**
 * `npm start` on a PostgreSQL server of its own that goes away: stopped at once under write load
 * and started again, then frozen (SIGSTOP) and thawed. The server process stays up, answers what
 * is in flight with 503 (a French sentence and Retry-After), /health says 503 within its bounded
 * wait, and it serves again as soon as PostgreSQL is back, without a restart; every write it
 * acknowledged is in the database afterwards. Run by the server-postgres project only; short
 * timeouts are configured so that nothing waits long.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/database';
import { t } from '../../server/http/messages';
import { startPostgresCluster, type PostgresCluster } from './support/postgresCluster';
import { startServerChild, type ServerChild } from './support/serverChild';
import { ADMIN } from './support/testServer';

const DATABASE = 'eduadmin_faults';
let cluster: PostgresCluster;
let server: ServerChild;
const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-faults-'));

beforeAll(async () => {
  cluster = await startPostgresCluster({ durable: true });
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  server = await startServerChild({
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.urlOf(DATABASE),
    DB_CONNECT_TIMEOUT_MS: '1000',
    DB_STATEMENT_TIMEOUT_MS: '2000',
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status: number | 'no answer';
  body: string;
  retryAfter: string | null;
}

async function outcomeOf(request: Promise<Response>): Promise<Outcome> {
  try {
    const response = await request;
    return {
      status: response.status,
      body: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 'no answer', body: String(error), retryAfter: null };
  }
}

const UNREACHABLE = JSON.stringify({ detail: t('server.database.unreachable') });

/** Resolves once `/health` answers `status`, asking again after each answer. */
async function healthBecomes(status: number): Promise<void> {
  while ((await outcomeOf(fetch(`${server.origin}/health`))).status !== status) {
    expect(server.alive(), server.output()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The names of the themes stored in the database, read directly. */
async function storedThemes(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: cluster.urlOf(DATABASE) });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM themes');
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

describe('npm start when PostgreSQL stops at once under write load', () => {
  it('stays up, answers 503 meanwhile, writes again once PostgreSQL is back, and keeps every acknowledged write', async () => {
    const outcomes: { name: string; outcome: Outcome }[] = [];
    let phase: 'before' | 'down' | 'back' = 'before';
    const seen = { createdBefore: 0, refusedDown: 0, createdBack: 0 };
    let stop = false;
    let notify = () => undefined as void;
    const progressed = () => new Promise<void>((resolve) => (notify = resolve));
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        expect(server.alive(), server.output()).toBe(true);
        await progressed();
      }
    };

    const writer = async (worker: number) => {
      for (let n = 0; !stop; n += 1) {
        const name = `Charge ${worker}-${n}`;
        const outcome = await outcomeOf(server.api('POST', '/api/themes', { name }));
        outcomes.push({ name, outcome });
        if (outcome.status === 201 && phase === 'before') seen.createdBefore += 1;
        if (outcome.status === 503 && phase === 'down') seen.refusedDown += 1;
        if (outcome.status === 201 && phase === 'back') seen.createdBack += 1;
        notify();
        // While PostgreSQL is down the answers come at once: leave the server time to breathe.
        if (outcome.status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));

    await until(() => seen.createdBefore >= 40);
    cluster.crash();
    phase = 'down';
    await until(() => seen.refusedDown >= 8);
    expect(server.alive(), server.output()).toBe(true);
    const health = await outcomeOf(fetch(`${server.origin}/health`));
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'error', detail: t('server.health.down') });

    cluster.restart();
    await healthBecomes(200);
    phase = 'back';
    await until(() => seen.createdBack >= 8);
    stop = true;
    await Promise.all(writers);

    expect(server.alive(), server.output()).toBe(true);
    expect(server.output()).not.toContain("Unhandled 'error' event");
    // Every request got an answer: created, or refused for the database with a French sentence.
    const others = outcomes.filter(
      ({ outcome }) =>
        outcome.status !== 201 &&
        !(outcome.status === 503 && outcome.body === UNREACHABLE && outcome.retryAfter === '5'),
    );
    expect(others).toEqual([]);
    const stored = await storedThemes();
    const acknowledged = outcomes.filter(({ outcome }) => outcome.status === 201).map(({ name }) => name);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  });
});

describe('npm start when PostgreSQL does not answer (SIGSTOP)', () => {
  it('answers /health, lists and sign-in with 503 while it is frozen, and serves again once it is thawed', async () => {
    await healthBecomes(200);
    cluster.pause();
    try {
      // Each of these resolves while PostgreSQL is still frozen: nothing waits for it to come back.
      const health = await outcomeOf(fetch(`${server.origin}/health`));
      expect(health.status).toBe(503);
      expect(health.retryAfter).toBe('5');
      const list = await outcomeOf(server.api('GET', '/api/themes?q=charge'));
      expect(list).toEqual({ status: 503, body: UNREACHABLE, retryAfter: '5' });
      const login = await outcomeOf(
        fetch(`${server.origin}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        }),
      );
      expect(login).toEqual({ status: 503, body: UNREACHABLE, retryAfter: '5' });
    } finally {
      cluster.resume();
    }
    await healthBecomes(200);
    expect((await server.api('GET', '/api/themes?q=charge')).status).toBe(200);
    expect(server.alive(), server.output()).toBe(true);
  });
});

describe('the PostgreSQL sessions of the server', () => {
  it('carry the configured statement and idle-in-transaction timeouts', async () => {
    const database = new Database({
      dataDir,
      databaseUrl: cluster.urlOf(DATABASE),
      statementTimeoutMs: 2000,
      idleInTransactionTimeoutMs: 5000,
    });
    try {
      expect(await database.first('SHOW statement_timeout')).toEqual({ statement_timeout: '2s' });
      expect(await database.first('SHOW idle_in_transaction_session_timeout')).toEqual({
        idle_in_transaction_session_timeout: '5s',
      });
    } finally {
      await database.close();
    }
  });
});
