/**
 * Builds the installed copy of the stock app with its own Vite config (`npx vite build`), then
 * writes `.br` and `.gz` beside its files as EduAdmin's build does, so both apps are served the
 * same way and only the apps themselves differ.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { precompressDirectory } from '../../build/precompress';

/** Returns the built app's directory (its dist/). */
export function buildStock(appDirectory: string): string {
  const env = { ...process.env, NODE_ENV: 'production' };
  try {
    execFileSync('npx', ['vite', 'build'], { cwd: appDirectory, env, stdio: 'pipe' });
  } catch (error) {
    // Vite's output (chunk size warnings and all) only matters when the build fails.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npx vite build failed in ${appDirectory}\n${stdout ?? ''}${stderr ?? ''}`);
  }
  const dist = join(appDirectory, 'dist');
  precompressDirectory(dist);
  return dist;
}
