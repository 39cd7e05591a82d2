/** The test dashboard's data as the API sends it (spec 3 and 7). */

import type { TestCategory, TestStatistics, TestType } from '../../../server/testRunner/vocabulary';

export {
  TEST_CATEGORIES,
  TEST_TYPES,
  type TestCategory,
  type TestStatistics,
  type TestType,
} from '../../../server/testRunner/vocabulary';

/** The priorities the page offers as filters (the spec's values). */
export const TEST_PRIORITIES = ['high', 'medium'] as const;

export type TestStatus = 'configured' | 'not_configured';

export type ExecutionStatus =
  'queued' | 'running' | 'passed' | 'failed' | 'timeout' | 'cancelled' | 'error' | 'interrupted';

export interface ExecutionSummary {
  execution_id: string;
  test_id: string;
  test_name: string;
  status: ExecutionStatus | string;
  queued_at?: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** Seconds. */
  duration: number | null;
  return_code: number | null;
  command?: string;
}

/** A history line (spec 3). */
export interface TestExecution extends ExecutionSummary {
  stdout: string;
  stderr: string;
  command: string;
}

/** One entry of `running_tests_details`. */
export interface RunningTest {
  execution_id: string;
  test_id: string;
  test_name?: string;
  status?: string;
  started_at?: string | null;
  estimated_duration?: number;
}

export interface TestDefinition {
  id: string;
  name: string;
  description: string;
  category: TestCategory | string;
  type: TestType | string;
  priority: string;
  /** Seconds. */
  estimated_duration: number;
  status: TestStatus;
  tags: string[];
  command?: string | null;
  timeout?: number;
  last_execution?: ExecutionSummary | null;
  current_execution?: RunningTest | null;
}

export interface StatusAnswer {
  running_tests_details: RunningTest[];
  statistics: TestStatistics | null;
}

/** GET /api/tests/{id}/status (our server's shape; other servers may send less). */
export interface SingleTestStatus {
  test_id?: string;
  status?: string;
  state?: string;
  current_execution?: RunningTest | null;
  last_execution?: ExecutionSummary | null;
}

export interface TestFilters {
  category?: string;
  test_type?: string;
  priority?: string;
  configured_only?: boolean;
}

export interface CoverageMetric {
  total: number;
  covered: number;
  skipped?: number;
  pct: number | null;
}

export type CoverageMetricName = 'statements' | 'branches' | 'functions' | 'lines';
export const COVERAGE_METRICS: readonly CoverageMetricName[] = [
  'statements',
  'branches',
  'functions',
  'lines',
];

export type CoverageMetrics = Record<CoverageMetricName, CoverageMetric>;

export interface CoverageReport {
  generated_at?: string;
  status?: string;
  totals: CoverageMetrics;
  files: ({ file: string } & CoverageMetrics)[];
  html_report?: string | null;
}
