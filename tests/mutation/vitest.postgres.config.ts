/**
 * The Vitest configuration of the PostgreSQL mutation run (stryker.postgres.config.mjs): the
 * project's own (vite.config.ts) with the `server-postgres` project alone, so the code only
 * PostgreSQL runs (server/lists/postgres*.ts) is measured by the tests that run it. Its global
 * setup starts one throwaway PostgreSQL server per Vitest instance, which Stryker keeps for the
 * whole run (one per worker, started again only when a worker is restarted).
 */
import { fileURLToPath } from 'node:url';
import type { TestProjectConfiguration } from 'vitest/config';
import baseConfig from '../../vite.config';

const isPostgresProject = (project: TestProjectConfiguration): boolean =>
  typeof project === 'object' && 'test' in project && project.test?.name === 'server-postgres';

const projects = (baseConfig.test?.projects ?? []).filter(isPostgresProject);
if (projects.length === 0)
  throw new Error('No server-postgres project in vite.config.ts: is EDUADMIN_SKIP_POSTGRES=1 set?');

export default {
  ...baseConfig,
  // The projects' include patterns are relative to the repository's root, not to this folder.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { ...baseConfig.test, projects },
};
