/**
 * Which engine the server tests run on, and the database of a test data directory. The same test
 * files run twice: once on SQLite (project `server`) and once on PostgreSQL (project
 * `server-postgres`, which sets EDUADMIN_TEST_ENGINE and starts the cluster). On PostgreSQL a data
 * directory names its own database, so a test that restarts a server on the same directory finds
 * the same data again, as it does with the SQLite file inside it.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildServer, type ServerOptions } from '../../../server/app';
import { Database, type Engine } from '../../../server/db/database';

export const ENGINE: Engine = process.env.EDUADMIN_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

const created = new Set<string>();

function databaseNameOf(dataDir: string): string {
  return `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 24)}`;
}

/** The `databaseUrl` for a data directory: undefined on SQLite, its own (created) database on PostgreSQL. */
export async function databaseUrlFor(dataDir: string): Promise<string | undefined> {
  if (ENGINE === 'sqlite') return undefined;
  const admin = inject('postgresUrl');
  const name = databaseNameOf(dataDir);
  if (!created.has(name)) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    created.add(name);
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** buildServer on the engine of this test run (the data directory's database on PostgreSQL). */
export async function buildTestServer(options: ServerOptions): ReturnType<typeof buildServer> {
  return buildServer({ databaseUrl: await databaseUrlFor(options.dataDir), ...options });
}

/** The database of a data directory, opened directly (close it before the directory is removed). */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  return new Database({ dataDir, databaseUrl: await databaseUrlFor(dataDir) });
}

/**
 * A database of a test file's own, in a data directory of its own: opened before the file's tests,
 * closed and removed after them. The returned function gives it to the tests.
 */
export function databaseOfTheseTests(): () => Database {
  let dataDir: string | undefined;
  let database: Database | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-test-'));
    database = await openTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!database) throw new Error('the test database is opened before the tests');
    return database;
  };
}

/** The tables of the database, on either engine. */
export async function tableNames(database: Database): Promise<string[]> {
  const rows =
    database.engine === 'sqlite'
      ? await database.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      : await database.all<{ name: string }>(
          'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()',
        );
  return rows.map((row) => row.name);
}

/** The indexes of a table, on either engine. */
export async function indexNames(database: Database, table: string): Promise<string[]> {
  const rows =
    database.engine === 'sqlite'
      ? await database.all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
          [table],
        )
      : await database.all<{ name: string }>(
          'SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?',
          [table],
        );
  return rows.map((row) => row.name);
}

/**
 * Makes the database refuse one kind of row change on `table` (named `failure`) when `condition`
 * holds for the row (NEW or OLD), so a test can fail a write half-way; `allowWrites` removes it.
 */
export async function refuseWrites(
  database: Database,
  failure: {
    name: string;
    table: string;
    event: 'INSERT' | 'UPDATE' | 'DELETE';
    column?: string;
    condition: string;
  },
): Promise<{ allowWrites(): Promise<void> }> {
  const { name, table, event, column, condition } = failure;
  const on = `${event}${column ? ` OF "${column}"` : ''} ON "${table}"`;
  if (database.engine === 'sqlite') {
    await database.exec(
      `CREATE TRIGGER ${name} BEFORE ${on} WHEN ${condition} BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`,
    );
    return { allowWrites: () => database.exec(`DROP TRIGGER IF EXISTS ${name}`) };
  }
  const row = event === 'DELETE' ? 'OLD' : 'NEW';
  await database.exec(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
      `IF ${condition} THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN ${row}; END $$`,
    `CREATE TRIGGER ${name} BEFORE ${on} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  return {
    allowWrites: () =>
      database.exec(`DROP TRIGGER IF EXISTS ${name} ON "${table}"`, `DROP FUNCTION IF EXISTS ${name}()`),
  };
}

/** How many sessions are open on the database of this URL (PostgreSQL), not counting the one asking. */
export async function sessionsOn(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
