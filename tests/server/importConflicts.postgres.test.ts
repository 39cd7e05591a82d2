/**
 * Two imports that share e-mail addresses, sent together. On PostgreSQL both analyse their rows
 * before either commits, so the second insert of an address waits for the first import and then
 * meets the unique index: that row is reported with its address, and the other rows are written
 * (`valid`) or nothing is (`all`). A lock the test holds on the table lets both requests finish
 * their analysis and reach their first insert before either writes. PostgreSQL only: SQLite runs
 * one write transaction at a time, so the second import analyses after the first has committed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '../../resources/contracts/importContract';
import { databaseUrlFor } from './support/testDatabase';
import { signIn, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let locker: pg.Client;
let colleague: string;

beforeAll(async () => {
  server = await startTestServer();
  const password = 'Motdepasse-Collegue-1';
  const created = await server.api('POST', '/api/users', {
    first_name: 'Claire',
    last_name: 'Collègue',
    email: 'claire@exemple.fr',
    role: 'admin',
    password,
  });
  expect(created.statusCode, created.body).toBe(201);
  colleague = await signIn(server.app, 'claire@exemple.fr', password);
  locker = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
  await locker.connect();
});

afterAll(async () => {
  await locker.end();
  await server.close();
});

const SHARED = 1000;
const OWN = 100;

function rowsOf(prefix: string) {
  const user = (email: string, i: number) => ({
    first_name: `${prefix}${i}`,
    last_name: 'Concurrent',
    email,
    role: 'Élève',
  });
  return [
    ...Array.from({ length: SHARED }, (_, i) => user(`commun.${i}@exemple.fr`, i)),
    ...Array.from({ length: OWN }, (_, i) => user(`${prefix}.${i}@exemple.fr`, i)),
  ];
}

/** Connections of the server waiting for a lock on the users table. */
async function waitingOnUsers(): Promise<number> {
  const { rows } = await locker.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
      WHERE c.relname = 'users' AND NOT l.granted`,
  );
  return rows[0].n;
}

const taken = (email: string) => `La valeur « ${email} » du champ « Adresse e-mail » est déjà utilisée`;

describe('two imports sharing e-mail addresses, at the same time', () => {
  it('each conflicting row is reported with its address; every acknowledged row is stored', async () => {
    await locker.query('BEGIN');
    // Reads go on; inserts wait until the test lets them.
    await locker.query('LOCK TABLE users IN SHARE MODE');
    // Two people: each may run one import at a time.
    const send = (token: string, mode: 'valid' | 'all', prefix: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/users/import',
        headers: { authorization: `Bearer ${token}` },
        payload: { mode, rows: rowsOf(prefix) },
      });
    const requests = [send(server.token, 'valid', 'a'), send(colleague, 'all', 'b')];
    await vi.waitFor(
      async () => {
        expect(await waitingOnUsers()).toBe(2);
      },
      { timeout: 120_000, interval: 20 },
    );
    await locker.query('COMMIT');
    const [a, b] = await Promise.all(requests);

    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const reportA = a.json() as ImportReport;
    const reportB = b.json() as ImportReport;
    const aWon = reportA.errors === 0;
    const [winner, loser] = aWon ? [reportA, reportB] : [reportB, reportA];
    expect(winner).toMatchObject({ created: SHARED + OWN, errors: 0 });
    expect(winner.batch_id).not.toBeNull();
    expect(loser.errors).toBe(SHARED);
    expect(loser.rows.slice(0, SHARED)).toEqual(
      Array.from({ length: SHARED }, (_, i) => ({
        row: i + 1,
        verdict: 'error',
        errors: [{ field: 'email', msg: taken(`commun.${i}@exemple.fr`) }],
      })),
    );
    // A (`valid`) keeps its own rows when it loses; B (`all`) keeps nothing.
    if (aWon) expect(loser.batch_id).toBeNull();
    else {
      expect(loser.created).toBe(OWN);
      expect(loser.batch_id).not.toBeNull();
    }

    const stored = await server.app.db.all<{ id: number; email: string }>('SELECT id, email FROM users');
    const emails = new Map(stored.map((user) => [user.id, user.email]));
    const acknowledged = [reportA, reportB]
      .filter((report) => report.batch_id !== null)
      .flatMap((report) => report.rows.filter((row) => row.verdict === 'create'));
    expect(acknowledged).toHaveLength(SHARED + OWN + (aWon ? 0 : OWN));
    for (const row of acknowledged) expect(emails.has(row.key as number), String(row.key)).toBe(true);
    // The two administrators, and the acknowledged rows: nothing else.
    expect(stored).toHaveLength(2 + acknowledged.length);
    const history = await server.app.db.first<{ n: number }>(
      'SELECT COUNT(*) AS n FROM _history WHERE batch_id IS NOT NULL',
    );
    expect(history?.n).toBe(acknowledged.length);
  });
});
