/**
 * The test calls of spec 7. Each failure carries the server's `detail`, or the call's default
 * message of spec 8 (testDashboard.errors.*), as the HttpError's message.
 */
import { request } from '../../providers/http/httpClient';
import type {
  CoverageReport,
  RunningTest,
  SingleTestStatus,
  StatusAnswer,
  TestDefinition,
  TestExecution,
  TestFilters,
} from './types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const HISTORY_DEFAULT_LIMIT = 50;

/** Spec 5: a list that is not an array is an empty list. */
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const testPath = (id: string) => `/api/tests/${encodeURIComponent(id)}`;

export interface RunAnswer {
  execution_id: string;
  estimated_duration?: number;
}

export interface ManyRunAnswer {
  execution_ids: string[];
}

export function testsApi(translate: Translate) {
  const fallback = (key: string) => translate(`testDashboard.errors.${key}`);

  return {
    async listTests(filters: TestFilters = {}): Promise<TestDefinition[]> {
      const { json } = await request('/api/tests', {
        query: { ...filters, configured_only: filters.configured_only ? true : undefined },
        defaultMessage: fallback('loadTests'),
      });
      return asArray<TestDefinition>(json);
    },

    async getTest(id: string): Promise<TestDefinition> {
      const { json } = await request<TestDefinition>(testPath(id), {
        defaultMessage: fallback('loadTestDetails'),
      });
      return json;
    },

    async runTest(id: string): Promise<RunAnswer> {
      const { json } = await request<RunAnswer>(`${testPath(id)}/run`, {
        method: 'POST',
        defaultMessage: fallback('runTest'),
      });
      return json;
    },

    async runCategory(category: string): Promise<ManyRunAnswer> {
      const { json } = await request<Partial<ManyRunAnswer>>(
        `/api/tests/category/${encodeURIComponent(category)}/run`,
        { method: 'POST', defaultMessage: fallback('runCategory') },
      );
      return { execution_ids: asArray<string>(json?.execution_ids) };
    },

    async runAll(): Promise<ManyRunAnswer> {
      const { json } = await request<Partial<ManyRunAnswer> | undefined>('/api/tests/run-all', {
        method: 'POST',
        defaultMessage: fallback('runAll'),
      });
      return { execution_ids: asArray<string>(json?.execution_ids) };
    },

    async history(limit = HISTORY_DEFAULT_LIMIT): Promise<TestExecution[]> {
      const { json } = await request('/api/tests/history', {
        query: { limit },
        defaultMessage: fallback('history'),
      });
      return asArray<TestExecution>(json);
    },

    async generateCoverage(testId?: string): Promise<CoverageReport> {
      const { json } = await request<CoverageReport>('/api/tests/coverage', {
        method: 'POST',
        body: testId ? { test_id: testId } : {},
        defaultMessage: fallback('report'),
      });
      return json;
    },

    async lastCoverage(): Promise<CoverageReport> {
      const { json } = await request<CoverageReport>('/api/tests/coverage', {
        defaultMessage: fallback('lastReport'),
      });
      return json;
    },

    async status(): Promise<StatusAnswer> {
      const { json } = await request<Partial<StatusAnswer>>('/api/tests/status', {
        defaultMessage: fallback('status'),
      });
      return {
        running_tests_details: asArray<RunningTest>(json?.running_tests_details),
        statistics: json?.statistics ?? null,
      };
    },

    async testStatus(id: string): Promise<SingleTestStatus> {
      const { json } = await request<SingleTestStatus>(`${testPath(id)}/status`, {
        defaultMessage: fallback('testStatus'),
      });
      return json ?? {};
    },

    async cancel(executionId: string): Promise<void> {
      await request(`/api/tests/executions/${encodeURIComponent(executionId)}/cancel`, {
        method: 'POST',
        defaultMessage: fallback('cancel'),
      });
    },
  };
}

export type TestsApi = ReturnType<typeof testsApi>;

/** The message to show for a failed call (HttpError's message is already detail-or-default). */
export function errorMessage(error: unknown, fallbackMessage: string): string {
  return error instanceof Error && error.message ? error.message : fallbackMessage;
}
