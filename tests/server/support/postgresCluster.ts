/**
 * A throwaway PostgreSQL server for the tests and the benchmarks: Debian's `postgresql` binaries,
 * `initdb` on a temporary directory and `pg_ctl` on a free port. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` user (or `nobody`).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../e2e/support/serverProcess';

/** The folder holding initdb and pg_ctl: on the PATH, else Debian's newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** Why the PostgreSQL runs cannot happen here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  return postgresBinDir()
    ? undefined
    : 'PostgreSQL binaries (initdb, pg_ctl) not found: install Debian\'s "postgresql" package';
}

/** The unprivileged account to run PostgreSQL as when we are root. */
function runAs(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const entry = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (entry) return { name, uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error('Running as root and no "postgres" or "nobody" account to run PostgreSQL as');
}

function run(command: string, args: string[], user: ReturnType<typeof runAs>): void {
  const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export interface PostgresCluster {
  /** The superuser's URL on the `postgres` database. */
  url: string;
  /** The URL of another database of the cluster. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(postgresUnavailable());
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'eduadmin-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], user);
  // Durability is not what the tests measure: no fsync keeps a test database as fast as a file.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ');
  run(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'], user);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    async stop() {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], user);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
