/**
 * Builds the installed copy of the stock app with its own Vite config (`npx vite build`), then
 * writes `.br` and `.gz` beside its files as EduAdmin's build does, so both apps are served the
 * same way and only the apps themselves differ.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The same rule as the precompression plugin of vite.config.ts. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|wasm)$/i;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function precompress(directory: string): void {
  for (const path of filesUnder(directory)) {
    const content = readFileSync(path);
    if (!COMPRESSIBLE.test(path) || content.length < 1024) continue;
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: quality }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

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
  precompress(dist);
  return dist;
}
