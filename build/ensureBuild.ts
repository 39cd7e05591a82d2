/**
 * npm start serves the built app: build it when dist/ is missing or older than its sources, so a
 * fresh clone and a pulled change both just work.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'resources', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export type BuildMode = 'auto' | 'missing' | 'never';

export function needsBuild(projectRoot: string, distDir: string, mode: BuildMode): boolean {
  if (mode === 'never') return false;
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  if (mode === 'missing') return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestChange(join(projectRoot, source)) > built);
}

/** Runs `vite build`; true when it succeeded. */
export function runBuild(projectRoot: string): boolean {
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  return result.status === 0;
}
