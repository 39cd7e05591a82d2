/**
 * The test dashboard's vocabulary and wire shapes (spec 3 and 7: GET /api/tests, /api/tests/status,
 * /api/tests/history, /api/tests/executions/{id}), exactly as the server's test runner sends them.
 * The page reads them more leniently (src/features/test-dashboard/types.ts), because servers other
 * than ours may send only the spec's fields.
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

/** The spec saw high and medium; the catalogue may also rank a suite low. */
export const TEST_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TestPriority = (typeof TEST_PRIORITIES)[number];

/** Whether this checkout can run the test (its files and scripts exist). */
export type TestStatus = 'configured' | 'not_configured';

export const EXECUTION_STATUSES = [
  'queued',
  'running',
  'passed',
  'failed',
  'timeout',
  'cancelled',
  'error',
  'interrupted',
] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/** A history line (spec 3), plus when it was queued, the signal that ended it and who asked for it. */
export interface TestExecution {
  execution_id: string;
  test_id: string;
  test_name: string;
  status: ExecutionStatus;
  queued_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Seconds. */
  duration: number | null;
  return_code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  command: string;
  requested_by: string | null;
}

/** An execution without its output: a test's `last_execution`, the answer to a cancel. */
export type ExecutionSummary = Omit<TestExecution, 'stdout' | 'stderr'>;

/** A queued or running execution: `running_tests_details`, a test's `current_execution`, a run's answer. */
export interface RunningExecution {
  execution_id: string;
  test_id: string;
  test_name: string;
  status: 'queued' | 'running';
  queued_at: string;
  started_at: string | null;
  /** Seconds since the start (0 while queued). */
  elapsed: number;
  estimated_duration: number;
  timeout: number;
  command: string;
  requested_by: string | null;
  /** The process (and process group) id once started. */
  pid: number | null;
}

/** A catalogue test (spec 3). */
export interface TestItem {
  id: string;
  name: string;
  description: string;
  category: TestCategory;
  type: TestType;
  priority: TestPriority;
  /** Seconds. */
  estimated_duration: number;
  status: TestStatus;
  tags: string[];
  /** The command line shown to the user; null when not configured. */
  command: string | null;
  /** Seconds after which a run is killed. */
  timeout: number;
}

/** GET /api/tests and /api/tests/{id}: a test with its latest finished and its current execution. */
export interface TestWithExecutions extends TestItem {
  last_execution: ExecutionSummary | null;
  current_execution: RunningExecution | null;
}

/** The statistics of spec 3. */
export interface TestStatistics {
  total: number;
  configured: number;
  not_configured: number;
  by_category: Record<string, number>;
  by_type: Record<string, number>;
  by_priority: Record<string, number>;
}

/** GET /api/tests/status: the spec's statistics plus how many executions run and wait now. */
export interface LiveTestStatistics extends TestStatistics {
  running: number;
  queued: number;
}
