/**
 * The test dashboard's vocabulary (spec 3): categories, types and priorities, and the statistics
 * shape. The catalogue and routes use it, and so does the page (type-only and constant imports),
 * so both sides of the wire speak the same list.
 */

export const TEST_CATEGORIES = [
  'backend',
  'frontend',
  'api',
  'database',
  'gamification',
  'statistics',
  'virtual_students',
  'satisfaction',
  'ai_services',
  'authentication',
  'upload',
  'health',
] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

export const TEST_TYPES = ['unit', 'integration', 'e2e', 'functional', 'performance'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const TEST_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TestPriority = (typeof TEST_PRIORITIES)[number];

/** The statistics of spec 3. */
export interface TestStatistics {
  total: number;
  configured: number;
  not_configured: number;
  by_category: Record<string, number>;
  by_type: Record<string, number>;
  by_priority: Record<string, number>;
}
