/**
 * Global setup of the `server-postgres` test project: one PostgreSQL server for the whole run;
 * each test server gets its own database in it (tests/server/support/testDatabase.ts). Without
 * PostgreSQL the run fails, saying why (EDUADMIN_SKIP_POSTGRES=1 leaves the project out instead).
 */
import type { TestProject } from 'vitest/node';
import { postgresUnavailable, startPostgresCluster } from '../server/support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = postgresUnavailable();
  if (missing)
    throw new Error(
      `The server tests on PostgreSQL cannot run: ${missing}. ` +
        'Set EDUADMIN_SKIP_POSTGRES=1 to run the other projects without them.',
    );
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
