/** The test statistics of spec 3 (total, configured, by category, type and priority), plus live counts. */
import {
  TEST_CATEGORIES,
  TEST_PRIORITIES,
  TEST_TYPES,
  type LiveTestStatistics,
} from '../../resources/contracts/testDashboardContract';
import type { ActiveExecution } from './runner';
import type { TestView } from './testCatalog';

function countBy<K extends string>(keys: readonly K[], views: TestView[], pick: (view: TestView) => string) {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<string, number>;
  for (const view of views) counts[pick(view)] = (counts[pick(view)] ?? 0) + 1;
  return counts;
}

export function buildStatistics(views: TestView[], active: ActiveExecution[]): LiveTestStatistics {
  const configured = views.filter((view) => view.status === 'configured').length;
  return {
    total: views.length,
    configured,
    not_configured: views.length - configured,
    by_category: countBy(TEST_CATEGORIES, views, (view) => view.category),
    by_type: countBy(TEST_TYPES, views, (view) => view.type),
    by_priority: countBy(TEST_PRIORITIES, views, (view) => view.priority),
    running: active.filter((execution) => execution.status === 'running').length,
    queued: active.filter((execution) => execution.status === 'queued').length,
  };
}
