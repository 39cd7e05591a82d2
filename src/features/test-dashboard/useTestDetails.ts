/**
 * One test and its status, read fresh each time its details open (GET /api/tests/{id} and
 * GET /api/tests/{id}/status). Null until both calls have answered; either may fail alone.
 */
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, type TestsApi } from './testsApi';
import type { SingleTestStatus, TestDefinition } from './types';

export interface TestDetails {
  details: TestDefinition | null;
  status: SingleTestStatus | null;
  detailsError: string | null;
  statusError: string | null;
}

// Nothing is kept once the dialog closes: opening it again reads the server again.
const FRESH_EACH_TIME = { retry: false, gcTime: 0 } as const;

export function useTestDetails(api: TestsApi, testId: string | undefined): TestDetails | null {
  const translate = useTranslate();
  const [details, status] = useQueries({
    queries: [
      {
        queryKey: testDashboardKeys.test(testId),
        queryFn: () => api.getTest(testId ?? ''),
        enabled: testId !== undefined,
        ...FRESH_EACH_TIME,
      },
      {
        queryKey: testDashboardKeys.testStatus(testId),
        queryFn: () => api.testStatus(testId ?? ''),
        enabled: testId !== undefined,
        ...FRESH_EACH_TIME,
      },
    ],
  });
  if (details.isPending || status.isPending) return null;
  return {
    details: details.data ?? null,
    status: status.data ?? null,
    detailsError: details.error
      ? errorMessage(details.error, translate('testDashboard.errors.loadTestDetails'))
      : null,
    statusError: status.error
      ? errorMessage(status.error, translate('testDashboard.errors.testStatus'))
      : null,
  };
}
