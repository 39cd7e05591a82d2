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
 * in one chunk: a list needs most of it, and in one file it comes as fast as its own code instead
 * of as twenty small shared chunks, each a request and a module to link (a cold list's first row
 * about 50 ms sooner; 5 kB more to transfer for a list than its own share of those files).
 */
const SCREENS_CHUNK = {
  name: 'screens',
  test: /node_modules[\\/](@mui[\\/]material|ra-core|ra-ui-materialui|react-hook-form)[\\/]/,
  priority: 5,
};

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
    rolldownOptions: { output: { codeSplitting: { groups: [...FIRST_LOAD_CHUNKS, SCREENS_CHUNK] } } },
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
