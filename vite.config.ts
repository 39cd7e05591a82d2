import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { declaredIcons } from './build/declaredIcons.js';
import { earlyScript } from './build/earlyScript.js';
import { precompress } from './build/precompress.js';
import { startupSplash } from './build/startupSplash.js';

/** The public base path: a single segment ending in Admin (spec 1). */
export const BASE_PATH = '/EduAdmin/';

/**
 * The libraries of the first load, in a few chunks by how often they change, so an app update
 * does not make browsers download React and MUI again. `$initial` keeps each group to modules the
 * first page statically needs: code used only by lazy screens (lists, forms, media, test dashboard,
 * charts) stays in their own chunks instead of being pulled into the first load.
 */
const FIRST_LOAD_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
    priority: 30,
  },
  { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[^\\/]+)[\\/]/, priority: 20 },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The rest of MUI, react-admin and react-hook-form, which only the screens loaded on demand use,
 * in a few chunks by the screens that use them (`entriesAware`): a phone's list, which shows lines,
 * no longer downloads the table's code (DataTable, ListTable.tsx) nor the forms' inputs with them,
 * as it did when this was one chunk (a phone's list before its first lines 407 -> 358 kB gzip, a
 * wide one 407 -> 380 kB). Pieces under 20 kB are merged into a neighbour: a few files rather than
 * dozens of small ones, each a request and a module to link.
 */
const SCREENS_CHUNK = {
  name: 'screens',
  test: /node_modules[\\/](@mui[\\/]material|ra-core|ra-ui-materialui|react-hook-form)[\\/]/,
  priority: 5,
  entriesAware: true,
  entriesAwareMergeThreshold: 20_000,
};

/**
 * The file of a chunk: its name and hash, the pieces of the screens' chunk all named `screens`
 * (rolldown names each after the screens that share it, a file name of 150 characters).
 */
function chunkFileName({ name }: { name: string }): string {
  return `assets/${name.startsWith('screens~') ? 'screens' : '[name]'}-[hash].js`;
}

/**
 * The server suite once more, on PostgreSQL (tests/setup/postgresCluster.ts starts a throwaway
 * server). Files that test SQLite's own machinery (its query plans, writes through a second
 * better-sqlite3 connection, several processes on one file) run once.
 */
const SQLITE_ONLY_TESTS = [
  'tests/server/listTotalsAfterSqlWrites.test.ts',
  'tests/server/listPlans.test.ts',
  'tests/server/listFilterPlans.test.ts',
  'tests/server/sqliteSecondProcess.test.ts',
  'tests/server/undoKilled.test.ts',
  'tests/server/lists/keptSearchMatches.test.ts',
];
/** Files that test PostgreSQL's own machinery, run by the server-postgres project only. */
const POSTGRES_ONLY_TESTS = ['tests/server/**/*.postgres.test.ts'];
/**
 * Bugs seen only on PostgreSQL must not pass unnoticed on a machine without it: the run is always
 * part of the suite, and its setup fails with the reason when PostgreSQL is missing, unless
 * EDUADMIN_SKIP_POSTGRES=1 says explicitly that it is not wanted.
 */
const skipPostgres = process.env.EDUADMIN_SKIP_POSTGRES === '1';
if (skipPostgres && process.env.VITEST)
  console.log('Server tests on PostgreSQL not run: EDUADMIN_SKIP_POSTGRES=1');
const SERVER_ON_POSTGRES: TestProjectInlineConfiguration[] = skipPostgres
  ? []
  : [
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: SQLITE_ONLY_TESTS,
          env: { EDUADMIN_TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/setup/appBuild.ts', 'tests/setup/postgresCluster.ts'],
          setupFiles: ['tests/setup/common.ts'],
          // Tests that start the server or the seed script as processes: minutes on a busy machine.
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
    ];

export default defineConfig({
  base: BASE_PATH,
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('build/shims/objectEntries.cjs', import.meta.url)),
    },
  },
  plugins: [
    react(),
    declaredIcons({ resourcesDir: fileURLToPath(new URL('resources', import.meta.url)) }),
    earlyScript(),
    startupSplash(),
    precompress(),
  ],
  server: {
    // In development the reference server answers the API calls (npm start on port 8080).
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/login': 'http://127.0.0.1:8080',
      '/media-files': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    // Hashed file names under assets/: the server caches them for a year (server/static/staticRoutes.ts).
    assetsDir: 'assets',
    sourcemap: false,
    emptyOutDir: true,
    // react-admin and MUI make a large vendor bundle; it is compressed (brotli/gzip) at build time.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...FIRST_LOAD_CHUNKS, SCREENS_CHUNK] },
        chunkFileNames: chunkFileName,
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'frontend',
          environment: 'jsdom',
          include: ['tests/frontend/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/common.ts', 'tests/setup/frontend.ts'],
          // Room for several of the 60 s waits every findBy and waitFor allows (tests/setup/frontend.ts).
          testTimeout: 300000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/shared/**/*.test.ts'],
          exclude: POSTGRES_ONLY_TESTS,
          globalSetup: ['tests/setup/appBuild.ts'],
          setupFiles: ['tests/setup/common.ts'],
          // Tests that start the server or the seed script as processes: minutes on a busy machine.
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      ...SERVER_ON_POSTGRES,
    ],
  },
});
