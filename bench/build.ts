/**
 * The build benchmark: builds the app with the project's Vite config (into a scratch directory, so
 * a running server's dist/ is left alone), then weighs the JavaScript the first page load fetches
 * (index.html's module script and modulepreload links) and every chunk, raw and gzip. Checks the
 * 270 kB gzip budget of the first load, that every screen other than the login and home page
 * lives in chunks the first load does not fetch, and that a list's code leaves out what only forms
 * use (their inputs and the declarations' zod schemas).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { PROJECT_ROOT, kB, saveSection } from './results';
import { printTable } from './table';

/** Relative to the project root: the precompression plugin of vite.config.ts joins it to the root. */
const OUT_DIR = 'node_modules/.cache/eduadmin-bench/dist';
/** The target for the first load, gzip. */
export const FIRST_LOAD_BUDGET_GZIP = 270_000;

/** The screens that must be loaded on demand, by the module that defines each. */
const LAZY_SCREENS: readonly { screen: string; module: RegExp }[] = [
  { screen: 'listes (ResourceList)', module: /src\/engine\/list\/ResourceList\.tsx$/ },
  { screen: 'création (ResourceCreate)', module: /src\/engine\/form\/ResourceCreate\.tsx$/ },
  { screen: 'modification (ResourceEdit)', module: /src\/engine\/form\/ResourceEdit\.tsx$/ },
  { screen: 'médiathèque', module: /src\/features\/media\/MediaManagerPage\.tsx$/ },
  { screen: 'tableau de bord des tests', module: /src\/features\/test-dashboard\/TestDashboardPage\.tsx$/ },
  {
    screen: 'domaines de satisfaction',
    module: /src\/features\/satisfaction-domains\/SatisfactionDomainsPage\.tsx$/,
  },
  { screen: 'graphiques (@mui/x-charts)', module: /node_modules\/@mui\/x-charts\// },
];

/** Modules a list screen does not need: the form rules' schemas (zod) and the form's inputs. */
const NOT_WITH_LISTS: readonly { part: string; module: RegExp }[] = [
  { part: 'zod', module: /node_modules\/zod\// },
  { part: 'règles des formulaires (schema.ts)', module: /resources\/kit\/schema\.ts$/ },
  { part: 'champs des formulaires (inputFor)', module: /src\/engine\/form\/inputFor\.tsx$/ },
];

/** The chunk holding the list screen and every chunk it imports statically, as the browser loads them. */
const LIST_SCREEN = /src\/engine\/list\/ResourceList\.tsx$/;

interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(file: string, content: Buffer): ChunkSize {
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const total = (chunks: readonly ChunkSize[]) =>
  chunks.reduce(
    (sum, chunk) => ({
      raw: sum.raw + chunk.raw,
      gzip: sum.gzip + chunk.gzip,
      brotli: sum.brotli + chunk.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The JavaScript that index.html makes the browser fetch at once: its module scripts and preloads. */
export function firstLoadFiles(indexHtml: string): string[] {
  const files = new Set<string>();
  const add = (address: string) => files.add(address.replace(/^.*?\/assets\//, 'assets/'));
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const address = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && address) add(address);
  }
  return [...files];
}

interface ChunkInfo {
  modules: string[];
  /** The chunks it imports statically (loaded with it). */
  imports: string[];
}

/** Records which source modules each chunk holds, and which chunks it imports. */
function chunkContents(into: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'bench-chunk-contents',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          into.set(output.fileName, {
            modules: Object.keys(output.modules).map((id) => id.replace(/\\/g, '/')),
            imports: output.imports,
          });
      }
    },
  };
}

/** The files a chunk brings with it: itself and, transitively, its static imports. */
function loadedWith(file: string, chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const loaded = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(file);
  return loaded;
}

export async function benchBuild(): Promise<{ ok: boolean }> {
  const modulesByChunk = new Map<string, ChunkInfo>();
  const started = performance.now();
  await build({
    root: PROJECT_ROOT,
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true },
    plugins: [chunkContents(modulesByChunk)],
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const outDir = join(PROJECT_ROOT, OUT_DIR);

  const chunks = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => sizeOf(`assets/${name}`, readFileSync(join(outDir, 'assets', name))))
    .sort((a, b) => b.gzip - a.gzip);
  const firstFiles = firstLoadFiles(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const firstLoad = chunks.filter((chunk) => firstFiles.includes(chunk.file));
  const firstTotals = total(firstLoad);
  const withinBudget = firstTotals.gzip <= FIRST_LOAD_BUDGET_GZIP;

  const lazyScreens = LAZY_SCREENS.map(({ screen, module }) => {
    const holders = [...modulesByChunk]
      .filter(([, { modules }]) => modules.some((id) => module.test(id)))
      .map(([file]) => file);
    const inFirstLoad = holders.filter((file) => firstFiles.includes(file));
    return { screen, chunks: holders, lazy: holders.length > 0 && inFirstLoad.length === 0 };
  });
  const allLazy = lazyScreens.every((entry) => entry.lazy);

  const listChunk = [...modulesByChunk].find(([, { modules }]) => modules.some((id) => LIST_SCREEN.test(id)));
  const listFiles = listChunk ? loadedWith(listChunk[0], modulesByChunk) : new Set<string>();
  const listModules = [...listFiles].flatMap((file) => modulesByChunk.get(file)?.modules ?? []);
  const formPartsInLists = NOT_WITH_LISTS.filter(({ module }) => listModules.some((id) => module.test(id)));
  const listGzip = total(chunks.filter((chunk) => listFiles.has(chunk.file))).gzip;
  const listsLean = listChunk !== undefined && formPartsInLists.length === 0;

  saveSection('build', {
    buildSeconds: Math.round(buildSeconds * 10) / 10,
    budgetGzipBytes: FIRST_LOAD_BUDGET_GZIP,
    firstLoad: { ...firstTotals, withinBudget, files: firstLoad },
    allChunks: { ...total(chunks), count: chunks.length, files: chunks },
    lazyScreens,
    allScreensLazy: allLazy,
    listScreen: {
      gzip: listGzip,
      files: [...listFiles],
      formPartsLoaded: formPartsInLists.map(({ part }) => part),
    },
  });

  printTable(
    `Build (${relative(PROJECT_ROOT, outDir)}, ${buildSeconds.toFixed(1)} s) : premier chargement`,
    ['fichier', 'brut', 'gzip', 'brotli'],
    [
      ...firstLoad.map((c) => [c.file, kB(c.raw), kB(c.gzip), kB(c.brotli)]),
      ['TOTAL premier chargement', kB(firstTotals.raw), kB(firstTotals.gzip), kB(firstTotals.brotli)],
      ['TOUS les chunks', kB(total(chunks).raw), kB(total(chunks).gzip), kB(total(chunks).brotli)],
    ],
  );
  console.log(
    `Budget du premier chargement : ${kB(firstTotals.gzip)} gzip / ${kB(FIRST_LOAD_BUDGET_GZIP)} -> ${withinBudget ? 'OK' : 'DÉPASSÉ'}`,
  );
  printTable(
    'Écrans chargés à la demande',
    ['écran', 'à la demande', 'chunks'],
    lazyScreens.map((entry) => [
      entry.screen,
      entry.lazy ? 'oui' : 'NON',
      entry.chunks.join(', ') || '(absent)',
    ]),
  );
  console.log(
    `Liste (avec ce qu'elle charge) : ${kB(listGzip)} gzip ; parties des formulaires chargées avec elle : ${
      formPartsInLists.map(({ part }) => part).join(', ') || 'aucune'
    }`,
  );
  return { ok: withinBudget && allLazy && listsLean };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBuild().then(
    ({ ok }) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
