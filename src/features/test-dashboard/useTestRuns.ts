/**
 * Starting and cancelling runs. A single run joins the running list from its own answer; a
 * category or "run all" answers with ids only, and a cancel changes the list, so the status is
 * read again then. Each failure shows the server's detail or the call's default (spec 8).
 */
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, type TestsApi } from './testsApi';
import type { RunningTest, TestDefinition } from './types';

export type RunnableTest = Pick<TestDefinition, 'id' | 'name' | 'estimated_duration'>;

interface ManyRuns {
  start: () => Promise<unknown>;
  /** The i18n key of the message shown when the server gives no detail. */
  fallbackKey: string;
}

export function useTestRuns(api: TestsApi, track: (started: RunningTest[]) => Promise<void>) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const clearError = () => setError(null);
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: testDashboardKeys.status });

  const runOne = useMutation({
    mutationFn: async (test: RunnableTest) => ({ test, answer: await api.runTest(test.id) }),
    onMutate: clearError,
    onSuccess: ({ test, answer }) =>
      track([
        {
          status: 'running',
          started_at: new Date().toISOString(),
          test_name: test.name,
          ...answer,
          test_id: test.id,
          estimated_duration: answer.estimated_duration ?? test.estimated_duration,
        },
      ]),
    onError: (failure) => setError(errorMessage(failure, translate('testDashboard.errors.runTest'))),
  });

  const runMany = useMutation({
    mutationFn: ({ start }: ManyRuns) => start(),
    onMutate: clearError,
    // Still "starting" until the status says what runs and since when.
    onSuccess: refreshStatus,
    onError: (failure, { fallbackKey }) => setError(errorMessage(failure, translate(fallbackKey))),
  });

  const cancel = useMutation({
    mutationKey: testDashboardKeys.cancel,
    mutationFn: (execution: RunningTest) => api.cancel(execution.execution_id),
    onMutate: clearError,
    onSuccess: refreshStatus,
    onError: (failure) => setError(errorMessage(failure, translate('testDashboard.errors.cancel'))),
  });
  const cancelling = useMutationState({
    filters: { mutationKey: testDashboardKeys.cancel, status: 'pending' },
    select: (mutation) => (mutation.state.variables as RunningTest).execution_id,
  });

  return {
    error,
    clearError,
    starting: runMany.isPending,
    cancelling: new Set(cancelling),
    runTest: (test: RunnableTest) => runOne.mutate(test),
    runCategory: (category: string) =>
      runMany.mutate({
        start: () => api.runCategory(category),
        fallbackKey: 'testDashboard.errors.runCategory',
      }),
    runAll: () => runMany.mutate({ start: () => api.runAll(), fallbackKey: 'testDashboard.errors.runAll' }),
    cancel: (execution: RunningTest) => cancel.mutate(execution),
  };
}
