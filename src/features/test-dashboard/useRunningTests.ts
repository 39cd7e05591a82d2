/**
 * The running list and the statistics (GET /api/tests/status). The status is read once when the
 * page opens, then polled every 5000 ms only while the running list is not empty (spec 4, 9): an
 * idle page makes no further call, and polling stops as soon as the list empties. A run that
 * leaves the list has ended, so the history and the catalogue (last execution) are read again.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, type TestsApi } from './testsApi';
import type { RunningTest, StatusAnswer } from './types';

export const STATUS_POLL_INTERVAL_MS = 5000;

const NOT_RUNNING: RunningTest[] = [];

const cachedStatus = (queryClient: QueryClient) =>
  queryClient.getQueryData<StatusAnswer>(testDashboardKeys.status);

function someEnded(before: readonly RunningTest[], after: readonly RunningTest[]): boolean {
  const still = new Set(after.map((test) => test.execution_id));
  return before.some((test) => !still.has(test.execution_id));
}

export function useRunningTests(api: TestsApi) {
  const translate = useTranslate();
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: testDashboardKeys.status,
    queryFn: async ({ signal }): Promise<StatusAnswer> => {
      const answer = await api.status();
      const before = cachedStatus(queryClient);
      // A cancelled read (runs were added meanwhile) is dropped by react-query: it ended nothing.
      if (!signal.aborted && someEnded(before?.running_tests_details ?? [], answer.running_tests_details)) {
        void queryClient.invalidateQueries({ queryKey: testDashboardKeys.allHistory });
        void queryClient.invalidateQueries({ queryKey: testDashboardKeys.allTests });
      }
      // An answer without statistics keeps the last ones known.
      return { ...answer, statistics: answer.statistics ?? before?.statistics ?? null };
    },
    refetchInterval: (current) =>
      (current.state.data?.running_tests_details.length ?? 0) > 0 ? STATUS_POLL_INTERVAL_MS : false,
    // Runs are followed to their end even while the browser tab is in the background.
    refetchIntervalInBackground: true,
    retry: false,
  });

  /** Adds runs just started (before the next status answer lists them), which starts polling. */
  const track = useCallback(
    async (started: RunningTest[]) => {
      // A status read asked for before these runs began no longer tells the truth.
      await queryClient.cancelQueries({ queryKey: testDashboardKeys.status });
      queryClient.setQueryData<StatusAnswer>(testDashboardKeys.status, (previous) => {
        const running = previous?.running_tests_details ?? [];
        const ids = new Set(running.map((test) => test.execution_id));
        return {
          statistics: previous?.statistics ?? null,
          running_tests_details: [...running, ...started.filter((test) => !ids.has(test.execution_id))],
        };
      });
    },
    [queryClient],
  );

  return {
    running: query.data?.running_tests_details ?? NOT_RUNNING,
    statistics: query.data?.statistics ?? null,
    error: query.error ? errorMessage(query.error, translate('testDashboard.errors.status')) : null,
    track,
  };
}
