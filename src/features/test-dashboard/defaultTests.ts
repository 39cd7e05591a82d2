/**
 * The built-in list shown when the tests cannot be loaded (spec 8, 9): five tests of 120, 60, 90,
 * 45 and 120 seconds. Their ids are real catalogue entries, so running one still works once the
 * server answers again; names come from i18n (testDashboard.defaults).
 */
import type { TestDefinition } from './types';

type DefaultTest = Omit<TestDefinition, 'name' | 'description'>;

export const DEFAULT_TESTS: readonly DefaultTest[] = [
  {
    id: 'server-suite',
    category: 'backend',
    type: 'integration',
    priority: 'high',
    estimated_duration: 120,
    status: 'configured',
    tags: ['vitest', 'server'],
  },
  {
    id: 'frontend-suite',
    category: 'frontend',
    type: 'unit',
    priority: 'high',
    estimated_duration: 60,
    status: 'configured',
    tags: ['vitest', 'jsdom'],
  },
  {
    id: 'api-resources',
    category: 'api',
    type: 'integration',
    priority: 'high',
    estimated_duration: 90,
    status: 'configured',
    tags: ['vitest', 'server'],
  },
  {
    id: 'authentication-server',
    category: 'authentication',
    type: 'integration',
    priority: 'medium',
    estimated_duration: 45,
    status: 'configured',
    tags: ['vitest', 'login'],
  },
  {
    id: 'e2e',
    category: 'frontend',
    type: 'e2e',
    priority: 'medium',
    estimated_duration: 120,
    status: 'configured',
    tags: ['playwright'],
  },
];

export function defaultTests(translate: (key: string) => string): TestDefinition[] {
  return DEFAULT_TESTS.map((test) => ({
    ...test,
    name: translate(`testDashboard.defaults.${test.id}.name`),
    description: translate(`testDashboard.defaults.${test.id}.description`),
  }));
}
