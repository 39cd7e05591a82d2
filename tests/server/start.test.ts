/**
 * The server as `npm start` runs it (tsx server/start.ts): a real process on a free port with its
 * own data directory (and, on the PostgreSQL run, its own database). The app is built first only
 * when dist/ is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, PROJECT_ROOT } from '../../server/app';
import { checkMediaWritable, MediaNotWritableError } from '../../server/media/writableCheck';
import { ConfigError, readServerConfig, withoutPassword } from '../../server/serverConfig';
import { freePort } from '../e2e/support/serverProcess';
import { databaseUrlFor, ENGINE, sessionsOn } from './support/testDatabase';
import { ADMIN, makeDataDir } from './support/testServer';

const BUILD_AND_START_MS = 240_000;
let child: ChildProcess;
let output = '';
let base = '';
const dataDir = makeDataDir();

/** The settings npm start reads, removed so the machine's own environment cannot change the run. */
function withoutServerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of [
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'DEMO_DATA',
    'HOST',
    'CORS_ORIGINS',
    'TRUST_PROXY',
    'TOKEN_TTL_HOURS',
    'DATABASE_URL',
    'MEDIA_DIR',
  ]) {
    delete copy[name];
  }
  return copy;
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer in time:\n${output}`);
}

let databaseUrl: string | undefined;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  databaseUrl = await databaseUrlFor(dataDir);
  child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...withoutServerSettings(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: 'development',
      EDUADMIN_BUILD: 'missing',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(Date.now() + BUILD_AND_START_MS);
}, BUILD_AND_START_MS + 10_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the store it uses, the URL and how to sign in', () => {
    if (ENGINE === 'sqlite')
      expect(output).toContain(`Base de données : SQLite (${join(dataDir, 'eduadmin.db')})`);
    else expect(output).toContain('Base de données : PostgreSQL (postgres://');
    expect(output).toContain(`EduAdmin est prêt : ${base}/EduAdmin/`);
    expect(output).toContain('admin@eduadmin.fr / EduAdmin2026!');
    expect(output).toContain(
      'Connexion de démonstration, rôle personnel (un établissement) : personnel@eduadmin.fr / EduStaff2026!',
    );
  });

  it('answers /health and serves the app at /EduAdmin/', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    const page = await fetch(`${base}/EduAdmin/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const home = await fetch(`${base}/`, { redirect: 'manual' });
    expect(home.headers.get('location')).toBe('/EduAdmin/');
  });

  it('signs in the demo administrator and serves the demo data', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const activities = await fetch(`${base}/api/activities?limit=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(activities.headers.get('x-total-count')).toBe('200');
  });

  it('stops cleanly on SIGTERM, closing the database', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    if (databaseUrl) {
      // Its connection pool is closed: no session of it is left on the server.
      expect(await sessionsOn(databaseUrl)).toBe(0);
      return;
    }
    // better-sqlite3 folds the write-ahead log back into the database when it is closed.
    expect(existsSync(join(dataDir, 'eduadmin.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'eduadmin.db-wal'))).toBe(false);
  });
});

describe('the store settings', () => {
  it('reads DATABASE_URL (postgres:// or postgresql://) and MEDIA_DIR, and refuses any other URL', () => {
    const sqlite = readServerConfig({ DATA_DIR: '/srv/eduadmin' }, '/');
    expect(sqlite).toMatchObject({ databaseUrl: undefined, mediaDir: '/srv/eduadmin/media' });
    const shared = readServerConfig(
      {
        DATA_DIR: '/srv/eduadmin',
        DATABASE_URL: 'postgresql://app:secret@db:5432/eduadmin',
        MEDIA_DIR: '/mnt/media',
      },
      '/',
    );
    expect(shared).toMatchObject({
      databaseUrl: 'postgresql://app:secret@db:5432/eduadmin',
      mediaDir: '/mnt/media',
    });
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://app:secret@db/eduadmin' })).toThrow(ConfigError);
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://app:secret@db/eduadmin' })).toThrow(
      'DATABASE_URL doit être une adresse PostgreSQL (postgres://… ou postgresql://…) ; reçu : mysql://app:***@db/eduadmin',
    );
  });

  it('reads the database time limits in milliseconds, 0 for none, and keeps the defaults otherwise', () => {
    expect(readServerConfig({}, '/').databaseTimeouts).toEqual({
      connectTimeoutMs: 5000,
      statementTimeoutMs: 15000,
      idleInTransactionTimeoutMs: 30000,
      sqliteBusyTimeoutMs: 5000,
    });
    const set = readServerConfig(
      {
        DB_CONNECT_TIMEOUT_MS: '2000',
        DB_STATEMENT_TIMEOUT_MS: '0',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
        SQLITE_BUSY_TIMEOUT_MS: 'soon',
      },
      '/',
    );
    expect(set.databaseTimeouts).toEqual({
      connectTimeoutMs: 2000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 60000,
      sqliteBusyTimeoutMs: 5000,
    });
  });

  it('reads DB_POOL_SIZE as a whole number of connections, and leaves the default otherwise', () => {
    expect(readServerConfig({}, '/').databasePoolSize).toBeUndefined();
    expect(readServerConfig({ DB_POOL_SIZE: '6' }, '/').databasePoolSize).toBe(6);
    expect(readServerConfig({ DB_POOL_SIZE: '3.7' }, '/').databasePoolSize).toBe(3);
    for (const nonsense of ['0', '-2', 'beaucoup', ' '])
      expect(readServerConfig({ DB_POOL_SIZE: nonsense }, '/').databasePoolSize, nonsense).toBeUndefined();
  });

  it('never prints the password of the URL', () => {
    expect(withoutPassword('postgres://app:s3cret@db:5432/eduadmin')).toBe(
      'postgres://app:***@db:5432/eduadmin',
    );
    expect(withoutPassword('postgres://app@db/eduadmin')).toBe('postgres://app@db/eduadmin');
  });
});

describe('a media directory that cannot be written', () => {
  const dir = makeDataDir();
  // A path under a plain file: no account, root included, can create a directory there.
  const blocked = join(dir, 'not-a-directory', 'media');
  beforeAll(() => writeFileSync(join(dir, 'not-a-directory'), ''));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is found by writing and removing a file, which leaves nothing behind', () => {
    expect(() => checkMediaWritable(blocked)).toThrow(MediaNotWritableError);
    const writable = join(dir, 'media-ok');
    checkMediaWritable(writable);
    expect(readdirSync(writable)).toEqual([]);
  });

  it('stops a server on PostgreSQL before it opens the database', async () => {
    // Nothing listens on port 1: the refusal comes before any connection is tried.
    await expect(
      buildServer({
        dataDir: dir,
        databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
        mediaDir: blocked,
        admin: ADMIN,
      }),
    ).rejects.toThrow(MediaNotWritableError);
  });

  it('makes npm start on PostgreSQL exit with an error that says why', async () => {
    const databaseUrl = (await databaseUrlFor(dir)) ?? 'postgres://nobody@127.0.0.1:1/none';
    const result = spawnSync(
      process.execPath,
      [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...withoutServerSettings(process.env),
          PORT: '1',
          DATA_DIR: dir,
          DATABASE_URL: databaseUrl,
          MEDIA_DIR: blocked,
          NODE_ENV: 'development',
          EDUADMIN_BUILD: 'never',
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toContain(`Le dossier des médias ${blocked} n’est pas accessible en écriture`);
    expect(result.stderr).toContain('Démarrage refusé');
  });
});
