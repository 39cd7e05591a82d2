/**
 * The react-query keys of the test dashboard. Each family is a prefix of its keys, so one
 * invalidation reaches every filter or limit of it.
 */
import type { TestFilters } from './types';

const ROOT = 'testDashboard';

export const testDashboardKeys = {
  allTests: [ROOT, 'tests'] as const,
  tests: (filters: TestFilters) => [ROOT, 'tests', filters] as const,
  allHistory: [ROOT, 'history'] as const,
  history: (limit: number) => [ROOT, 'history', limit] as const,
  status: [ROOT, 'status'] as const,
  lastCoverage: [ROOT, 'coverage'] as const,
  test: (id: string | undefined) => [ROOT, 'test', id] as const,
  testStatus: (id: string | undefined) => [ROOT, 'test', id, 'status'] as const,
  cancel: [ROOT, 'cancel'] as const,
};
