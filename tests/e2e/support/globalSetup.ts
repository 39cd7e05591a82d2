/**
 * Builds the app once, then starts the server as `npm start` does (tsx server/start.ts) on a
 * fresh temporary DATA_DIR and a free port. The tests read the address and the data directory
 * from the environment this sets; the returned function stops the server and removes the data.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT, startServer } from './serverProcess';

export const E2E_BASE_URL = 'E2E_BASE_URL';
export const E2E_DATA_DIR = 'E2E_DATA_DIR';
/** The server's output (warnings and errors), appended to from run to run. */
export const SERVER_LOG = join(PROJECT_ROOT, 'test-results', 'e2e-server.log');

function buildApp(): void {
  const vite = join(PROJECT_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-e2e-'));
  mkdirSync(dirname(SERVER_LOG), { recursive: true });
  const server = await startServer({ dataDir, logFile: SERVER_LOG });
  process.env[E2E_BASE_URL] = server.baseUrl;
  process.env[E2E_DATA_DIR] = dataDir;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
