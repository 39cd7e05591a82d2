/**
 * Global setup of the `server-postgres` test project: one PostgreSQL server for the whole run;
 * each test server gets its own database in it (tests/server/support/testDatabase.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../server/support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
