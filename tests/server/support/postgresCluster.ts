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
  /** Stops it for good and removes its files. */
  stop(): Promise<void>;
  /** Stops it as a crash would (`pg_ctl stop -m immediate`): connections cut, nothing flushed. */
  crash(): void;
  /** Starts it again after `crash`, on the same port and data. */
  restart(): void;
  /** Freezes all its processes (SIGSTOP): connections stay open, nothing answers. */
  pause(): void;
  resume(): void;
}

/** The server's processes: the postmaster (first line of postmaster.pid) and its children. */
function clusterProcesses(data: string): number[] {
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the 4th field, after the name in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export interface ClusterOptions {
  /**
   * Every acknowledged commit survives a crash (`synchronous_commit=on`), for the tests that check
   * what a crash keeps. Otherwise off: faster, and the last commits may be lost.
   */
  durable?: boolean;
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
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
    `-c synchronous_commit=${options.durable ? 'on' : 'off'}`,
    '-c full_page_writes=off',
    '-c max_connections=400',
  ].join(' ');
  const start = () =>
    run(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'], user);
  const crash = () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], user);
  /** The processes frozen by `pause`, thawed by `resume`. */
  let paused: number[] = [];
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch (error) {
        // A backend that ended since it was listed.
        if ((error as { code?: unknown }).code !== 'ESRCH') throw error;
      }
    }
  };
  start();
  let running = true;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    async stop() {
      signal(paused, 'SIGCONT');
      if (running) crash();
      rmSync(dir, { recursive: true, force: true });
    },
    crash() {
      crash();
      running = false;
    },
    restart() {
      start();
      running = true;
    },
    pause() {
      paused = clusterProcesses(data);
      signal(paused, 'SIGSTOP');
    },
    resume() {
      signal(paused, 'SIGCONT');
      paused = [];
    },
  };
}
