/**
 * Writes `.br` and `.gz` beside every compressible built file, so the server (@fastify/static with
 * preCompressed) sends compressed assets without compressing them per request. Used by the app's
 * build (vite.config.ts) and by the benchmark's build of the stock app, so both are served alike.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|wasm)$/i;
// Below 1 KB compression saves less than it costs.
const SMALLEST = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompressDirectory(directory: string): void {
  const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  for (const path of filesUnder(directory)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < SMALLEST) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: quality }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** The Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'eduadmin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
