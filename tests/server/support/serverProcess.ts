/**
 * The server as `npm start` runs it (tsx server/start.ts): a real process on a free port, with
 * only the settings a test gives (the machine's own server settings are removed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../server/app';

/** The settings npm start reads, removed so the machine's own environment cannot change the run. */
const SERVER_SETTINGS = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'DEMO_DATA',
  'HOST',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'TOKEN_TTL_HOURS',
  'DATABASE_URL',
  'MEDIA_DIR',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `npm start` with these settings and waits until /health answers. */
export async function startServerProcess(
  settings: Record<string, string>,
  timeoutMs: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete env[name];
  const child = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'],
    {
      cwd: PROJECT_ROOT,
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started: ServerProcess = {
    base,
    child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`npm start did not answer in time:\n${output}`);
}
