/**
 * The catalogue of this project's own test suites: what the dashboard lists and the only source of
 * the commands it runs (a request names an entry by id, never a command). Names and descriptions
 * live in i18n/ under testDashboard.catalog.{id}. Vitest entries name a project of vite.config.ts
 * and path filters (Vitest keeps the files whose path contains one of them), so an entry is
 * "configured" as soon as a matching test file exists, whoever wrote it.
 */

import {
  type TestCategory,
  type TestPriority,
  type TestType,
} from '../../resources/contracts/testDashboardContract';

export {
  TEST_CATEGORIES,
  TEST_PRIORITIES,
  TEST_TYPES,
  type TestCategory,
  type TestPriority,
  type TestType,
} from '../../resources/contracts/testDashboardContract';

/** The Vitest projects of vite.config.ts. */
export type VitestProject = 'frontend' | 'server';

export type CatalogCommand =
  /** `vitest run --project {project} ...filters`; no filter = the whole project. */
  | { kind: 'vitest'; project: VitestProject; filters: readonly string[] }
  /** `npm run {script}`, configured when package.json has it and the required files exist. */
  | { kind: 'npmScript'; script: string; requires: readonly string[] }
  /** A plain program (tests of the runner itself use short `node -e` entries). */
  | { kind: 'program'; file: string; args: readonly string[]; display?: string };

export interface CatalogEntry {
  id: string;
  category: TestCategory;
  type: TestType;
  priority: TestPriority;
  /** Seconds, shown to the user and used for the progress of a running test. */
  estimatedDuration: number;
  /** Seconds after which the run is killed; default: see timeoutSecondsOf. */
  timeoutSeconds?: number;
  tags: readonly string[];
  /** null: the area has no tests in this project, listed honestly as not configured. */
  command: CatalogCommand | null;
}

/** Long enough for a slow machine, short enough that a hung run never blocks a slot for long. */
export function timeoutSecondsOf(entry: CatalogEntry): number {
  return entry.timeoutSeconds ?? Math.max(120, entry.estimatedDuration * 5);
}

const server = (filters: string[] = []): CatalogCommand => ({ kind: 'vitest', project: 'server', filters });
const frontend = (filters: string[] = []): CatalogCommand => ({
  kind: 'vitest',
  project: 'frontend',
  filters,
});

/** The id of the shortest real entry: the browser tests and the server tests run it. */
export const QUICK_TEST_ID = 'test-runner-catalog';

export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'server-suite',
    category: 'backend',
    type: 'integration',
    priority: 'high',
    estimatedDuration: 180,
    timeoutSeconds: 1200,
    tags: ['vitest', 'server', 'sqlite'],
    command: server(),
  },
  {
    id: 'frontend-suite',
    category: 'frontend',
    type: 'unit',
    priority: 'high',
    estimatedDuration: 240,
    timeoutSeconds: 1200,
    tags: ['vitest', 'jsdom', 'msw'],
    command: frontend(),
  },
  {
    id: 'shared-rules',
    category: 'backend',
    type: 'unit',
    priority: 'high',
    estimatedDuration: 30,
    tags: ['vitest', 'zod', 'shared'],
    command: server(['tests/shared/']),
  },
  {
    id: 'api-resources',
    category: 'api',
    type: 'integration',
    priority: 'high',
    estimatedDuration: 120,
    tags: ['vitest', 'server', 'crud'],
    command: server([
      'tests/server/crudAreas',
      'tests/server/validation',
      'tests/server/listQuery',
      'tests/server/fixtureResource',
      'tests/server/history',
      'tests/server/import',
    ]),
  },
  {
    id: 'database',
    category: 'database',
    type: 'integration',
    priority: 'high',
    estimatedDuration: 60,
    tags: ['vitest', 'sqlite'],
    command: server(['tests/server/schemaSync', 'tests/server/integrity', 'tests/server/demoData']),
  },
  {
    id: 'authentication-server',
    category: 'authentication',
    type: 'integration',
    priority: 'high',
    estimatedDuration: 45,
    tags: ['vitest', 'server', 'login', 'token'],
    command: server(['tests/server/auth']),
  },
  {
    id: 'authentication-frontend',
    category: 'authentication',
    type: 'unit',
    priority: 'high',
    estimatedDuration: 45,
    tags: ['vitest', 'jsdom', 'login'],
    command: frontend(['auth', 'login', 'session']),
  },
  {
    id: 'upload-server',
    category: 'upload',
    type: 'integration',
    priority: 'high',
    estimatedDuration: 45,
    tags: ['vitest', 'server', 'media', 'multipart'],
    command: server(['tests/server/media']),
  },
  {
    id: 'upload-frontend',
    category: 'upload',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 60,
    tags: ['vitest', 'jsdom', 'media'],
    command: frontend(['tests/frontend/media']),
  },
  {
    id: 'satisfaction-server',
    category: 'satisfaction',
    type: 'integration',
    priority: 'medium',
    estimatedDuration: 30,
    tags: ['vitest', 'server'],
    command: server(['satisfaction']),
  },
  {
    id: 'satisfaction-frontend',
    category: 'satisfaction',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 45,
    tags: ['vitest', 'jsdom'],
    command: frontend(['satisfaction']),
  },
  {
    id: 'health',
    category: 'health',
    type: 'functional',
    priority: 'high',
    estimatedDuration: 45,
    tags: ['vitest', 'server', 'npm start'],
    command: server(['tests/server/start', 'tests/server/platform']),
  },
  {
    id: 'frontend-engine',
    category: 'frontend',
    type: 'unit',
    priority: 'high',
    estimatedDuration: 120,
    tags: ['vitest', 'jsdom', 'engine'],
    command: frontend(['tests/frontend/engine', 'tests/frontend/resources']),
  },
  {
    id: 'frontend-shell',
    category: 'frontend',
    type: 'functional',
    priority: 'medium',
    estimatedDuration: 60,
    tags: ['vitest', 'jsdom', 'routing'],
    command: frontend(['tests/frontend/shell', 'tests/frontend/providers']),
  },
  {
    id: 'test-dashboard-frontend',
    category: 'frontend',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 60,
    tags: ['vitest', 'jsdom', 'msw'],
    command: frontend(['tests/frontend/test-dashboard']),
  },
  {
    id: 'test-runner-server',
    category: 'backend',
    type: 'integration',
    priority: 'medium',
    estimatedDuration: 90,
    tags: ['vitest', 'server', 'child_process'],
    command: server(['tests/server/testRunner/']),
  },
  {
    id: QUICK_TEST_ID,
    category: 'backend',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 15,
    timeoutSeconds: 120,
    tags: ['vitest', 'quick'],
    command: server(['tests/server/testRunner/catalog.test.ts']),
  },
  {
    id: 'e2e',
    category: 'frontend',
    type: 'e2e',
    priority: 'high',
    estimatedDuration: 300,
    timeoutSeconds: 1800,
    tags: ['playwright', 'chromium', 'axe'],
    command: { kind: 'npmScript', script: 'test:e2e', requires: ['tests/e2e/playwright.config.ts'] },
  },
  {
    id: 'bench',
    category: 'backend',
    type: 'performance',
    priority: 'medium',
    estimatedDuration: 600,
    timeoutSeconds: 3600,
    tags: ['autocannon', 'chromium', 'bundle'],
    command: { kind: 'npmScript', script: 'bench', requires: [] },
  },
  {
    id: 'gamification',
    category: 'gamification',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 60,
    tags: [],
    command: null,
  },
  {
    id: 'statistics',
    category: 'statistics',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 60,
    tags: [],
    command: null,
  },
  {
    id: 'virtual_students',
    category: 'virtual_students',
    type: 'functional',
    priority: 'medium',
    estimatedDuration: 120,
    tags: [],
    command: null,
  },
  {
    id: 'ai_services',
    category: 'ai_services',
    type: 'integration',
    priority: 'medium',
    estimatedDuration: 90,
    tags: [],
    command: null,
  },
];
