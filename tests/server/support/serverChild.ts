/**
 * `npm start` in a child process (server/start.ts under tsx, as package.json runs it) on a free port, for
 * the tests that need a real second process: its own event loop, its own connections, its own
 * crash. Its output is kept for the failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../../server/app';
import { developmentEnv, freePort } from '../../e2e/support/serverProcess';
import { ADMIN } from './testServer';

const START_MS = 120_000;

export interface ServerChild {
  origin: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  alive(): boolean;
  /** A request as the signed-in administrator (JSON body). */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  stop(): Promise<void>;
}

async function healthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts it with `env` (DATA_DIR, DATABASE_URL…) and the test administrator, then signs in. */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // What `tsx server/start.ts` runs in a second process of its own, here in this one: a signal
  // sent to the child (SIGKILL above all, which tsx cannot relay) reaches the server itself.
  const tsx = join(PROJECT_ROOT, 'node_modules/tsx/dist');
  const child = spawn(
    process.execPath,
    [
      '--require',
      join(tsx, 'preflight.cjs'),
      '--import',
      pathToFileURL(join(tsx, 'loader.mjs')).href,
      'server/start.ts',
    ],
    {
      cwd: PROJECT_ROOT,
      env: developmentEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_DATA: '0',
        EDUADMIN_BUILD: 'missing',
        LOG_LEVEL: 'error',
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + START_MS;
  while (!(await healthy(origin))) {
    if (!alive() || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start did not answer /health:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    origin,
    process: child,
    output: () => output,
    alive,
    api: (method, path, body) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async stop() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
