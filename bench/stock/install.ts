/**
 * The stock react-admin app (the anchor the issue compares EduAdmin with), copied out of its
 * read-only folder into node_modules/.cache/ra-stock/<hash of its package-lock.json>, with its
 * dependencies installed there by `npm ci`. A later run with the same lock file reuses that copy
 * instead of installing again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../results';

/** The stock app as the issue ships it: never modified, never tuned. */
export const STOCK_SOURCE = process.env.RA_STOCK_DIR ?? '/work/shared/anchors/ra-stock';

const CACHE_ROOT = join(PROJECT_ROOT, 'node_modules', '.cache', 'ra-stock');
/** Written once `npm ci` has finished, so an interrupted install is not mistaken for a complete one. */
const INSTALLED_MARK = '.installed';

function lockHash(): string {
  const lock = readFileSync(join(STOCK_SOURCE, 'package-lock.json'));
  return createHash('sha256').update(lock).digest('hex').slice(0, 16);
}

/** The app's own files (everything but what its .gitignore leaves out), refreshed on every run. */
function copySources(into: string): void {
  cpSync(STOCK_SOURCE, into, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.slice(STOCK_SOURCE.length)),
  });
}

/** Returns the directory of a ready-to-build copy of the stock app. */
export function installStock(): string {
  const directory = join(CACHE_ROOT, lockHash());
  if (!existsSync(join(directory, INSTALLED_MARK))) {
    rmSync(directory, { recursive: true, force: true });
    copySources(directory);
    console.log(`react-admin de base : npm ci dans ${directory}`);
    // No install scripts: building the app needs none, and a benchmark has no reason to run them.
    execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: directory,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    writeFileSync(join(directory, INSTALLED_MARK), `${new Date().toISOString()}\n`);
  } else {
    copySources(directory);
  }
  return directory;
}
