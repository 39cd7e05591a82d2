/**
 * Which engine the server tests run on, and the database of a test data directory. The same test
 * files run twice: once on SQLite (project `server`) and once on PostgreSQL (project
 * `server-postgres`, which sets EDUADMIN_TEST_ENGINE and starts the cluster). On PostgreSQL a data
 * directory names its own database, so a test that restarts a server on the same directory finds
 * the same data again, as it does with the SQLite file inside it.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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
