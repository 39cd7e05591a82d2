/**
 * Global setup of the server test projects: builds the app once when dist/ is missing, before any
 * test starts `npm start`, so two test files (or the SQLite and PostgreSQL runs) never build it at
 * the same time.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild, runBuild } from '../../build/ensureBuild';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default function setup(): void {
  const distDir = join(PROJECT_ROOT, 'dist');
  if (needsBuild(PROJECT_ROOT, distDir, 'missing') && !runBuild(PROJECT_ROOT))
    throw new Error('vite build failed: the tests that run npm start need the built app');
}
