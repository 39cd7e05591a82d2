/**
 * The server as `npm start` runs it (tsx server/start.ts): a real process on a free port with its
 * own data directory. The app is built first only when dist/ is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/app';
import { makeDataDir } from './support/testServer';

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
  ]) {
    delete copy[name];
  }
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...withoutServerSettings(process.env),
      PORT: String(port),
      DATA_DIR: dataDir,
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
  it('prints the URL and how to sign in', () => {
    expect(output).toContain(`EduAdmin est prêt : ${base}/EduAdmin/`);
    expect(output).toContain('admin@eduadmin.fr / EduAdmin2026!');
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
    // better-sqlite3 folds the write-ahead log back into the database when it is closed.
    expect(existsSync(join(dataDir, 'eduadmin.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'eduadmin.db-wal'))).toBe(false);
  });
});
