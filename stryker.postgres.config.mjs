// @ts-check
/**
 * Stryker on the code only PostgreSQL runs (`npm run test:mutation:postgres`): the settings of
 * stryker.config.json, with Vitest restricted to the `server-postgres` project
 * (tests/mutation/vitest.postgres.config.ts) and reports of its own.
 */
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

const base = JSON.parse(readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { ...base.vitest, configFile: 'tests/mutation/vitest.postgres.config.ts' },
  mutate: [
    'server/lists/postgresReader.ts',
    'server/lists/postgresSearch.ts',
    'server/lists/postgresFoldedCopy.ts',
    'server/lists/postgresRowCount.ts',
  ],
  incrementalFile: 'reports/mutation/postgres-incremental.json',
  htmlReporter: { fileName: 'reports/mutation/postgres.html' },
  jsonReporter: { fileName: 'reports/mutation/postgres.json' },
  concurrency: 1,
};
