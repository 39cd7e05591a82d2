/**
 * The test dashboard's data as the page reads it: the contract's shapes (what our server sends),
 * loosened where servers other than ours may send only the spec's fields (spec 3 and 7) or values
 * outside its lists.
 */
import type {
  ExecutionStatus,
  ExecutionSummary as SentSummary,
  RunningExecution,
  TestCategory,
  TestItem,
  TestStatistics,
  TestType,
} from '../../../resources/contracts/testDashboardContract';

export {
  TEST_CATEGORIES,
  TEST_PRIORITIES,
  TEST_TYPES,
  type ExecutionStatus,
  type TestCategory,
  type TestStatistics,
  type TestStatus,
  type TestType,
} from '../../../resources/contracts/testDashboardContract';

/**
 * Our server's additions to the spec's history entry (queued_at, signal, requested_by) are optional,
 * and so is the command of a test's last execution; a status may be one the contract does not list.
 */
export interface ExecutionSummary
  extends
    Omit<SentSummary, 'status' | 'queued_at' | 'signal' | 'command' | 'requested_by'>,
    Partial<Pick<SentSummary, 'signal' | 'command' | 'requested_by'>> {
  status: ExecutionStatus | string;
  queued_at?: string | null;
}

/** A history line (spec 3). */
export interface TestExecution extends ExecutionSummary {
  stdout: string;
  stderr: string;
  command: string;
}

/** One entry of `running_tests_details`. */
export type RunningTest = Pick<RunningExecution, 'execution_id' | 'test_id'> &
  Partial<Pick<RunningExecution, 'test_name' | 'status' | 'started_at' | 'estimated_duration'>>;

export interface TestDefinition extends Omit<
  TestItem,
  'category' | 'type' | 'priority' | 'command' | 'timeout'
> {
  category: TestCategory | string;
  type: TestType | string;
  priority: string;
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
