/**
 * The reference server in a child process, started the way `npm start` starts it, shared by the
 * browser tests (global setup) and the page benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const APP_PATH = '/EduAdmin/';
const START_TIMEOUT_MS = 180_000;

export interface RunningServer {
  origin: string;
  /** The app's address, ending in /EduAdmin/. */
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/health`);
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The server exited before it answered: its exit code and the end of what it printed. */
class ServerExited extends Error {
  constructor(
    readonly code: number,
    readonly output: string,
    logFile: string,
  ) {
    super(`The server exited (code ${code}); see ${logFile}:\n${output}`);
  }
}

/** Resolves once GET /health answers; rejects if the server exits first or takes too long. */
async function waitUntilHealthy(
  origin: string,
  child: ChildProcess,
  logFile: string,
  output: () => string,
): Promise<void> {
  let exitCode: number | null = null;
  // 'close', not 'exit': by then the server's output has all been read.
  child.once('close', (code) => {
    exitCode = code ?? -1;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new ServerExited(exitCode, output(), logFile);
    if (await isHealthy(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * The environment of a developer's `npm start` or `npm run seed`: the demo administrator, the demo
 * data and the test runner. NODE_ENV is dropped because a Vite build in this process sets it to
 * production, ADMIN_* so that the documented demo account is the one created, and the store's
 * settings (DATABASE_URL, MEDIA_DIR) so that only the caller chooses them.
 */
export function developmentEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['NODE_ENV', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DATABASE_URL', 'MEDIA_DIR'])
    delete env[name];
  return { ...env, ...extra };
}

/** What a start keeps of the server's output for its error: the end of it. */
const OUTPUT_KEPT = 4000;
/**
 * Starts on a port another process took between freePort and the server's listen (several test
 * files start servers at once): the server exits with EADDRINUSE, and another port is tried.
 */
const START_ATTEMPTS = 3;

interface StartOptions {
  dataDir: string;
  logFile: string;
  env?: Record<string, string>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      const portTaken = error instanceof ServerExited && error.output.includes('EADDRINUSE');
      if (!portTaken || attempt === START_ATTEMPTS) throw error;
    }
  }
}

async function startOnce(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const env = developmentEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const tsx = join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'server/start.ts'], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(origin, child, options.logFile, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    log.end();
    throw error;
  }
  return {
    origin,
    baseUrl: `${origin}${APP_PATH}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
      log.end();
    },
  };
}
