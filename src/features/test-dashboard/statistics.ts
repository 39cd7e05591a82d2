/** Statistics counted in the page, when the server's are not available (spec 3's shape). */
import {
  TEST_CATEGORIES,
  TEST_PRIORITIES,
  TEST_TYPES,
  type TestDefinition,
  type TestStatistics,
} from './types';

function countBy(keys: readonly string[], tests: TestDefinition[], pick: (test: TestDefinition) => string) {
  const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
  for (const test of tests) counts[pick(test)] = (counts[pick(test)] ?? 0) + 1;
  return counts;
}

export function countStatistics(tests: TestDefinition[]): TestStatistics {
  const configured = tests.filter((test) => test.status === 'configured').length;
  return {
    total: tests.length,
    configured,
    not_configured: tests.length - configured,
    by_category: countBy(TEST_CATEGORIES, tests, (test) => String(test.category)),
    by_type: countBy(TEST_TYPES, tests, (test) => String(test.type)),
    by_priority: countBy(TEST_PRIORITIES, tests, (test) => test.priority),
  };
}
