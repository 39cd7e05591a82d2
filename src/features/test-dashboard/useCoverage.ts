/** The coverage report: the last one on the server, and generating a new one (POST /api/tests/coverage). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'react-admin';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, type TestsApi } from './testsApi';
import type { CoverageReport } from './types';

export function useCoverage(api: TestsApi) {
  const translate = useTranslate();
  const queryClient = useQueryClient();

  const last = useQuery({
    queryKey: testDashboardKeys.lastCoverage,
    queryFn: async (): Promise<CoverageReport | null> => {
      try {
        return await api.lastCoverage();
      } catch (failure) {
        // A 404 only means no report was generated yet.
        if (failure instanceof HttpError && failure.status === 404) return null;
        throw failure;
      }
    },
    retry: false,
  });

  const generation = useMutation({
    mutationFn: (testId?: string) => api.generateCoverage(testId),
    onSuccess: (report) => queryClient.setQueryData(testDashboardKeys.lastCoverage, report),
  });

  // A new generation hides the last failure, whichever call it came from.
  let error: string | null = null;
  if (generation.isError) error = errorMessage(generation.error, translate('testDashboard.errors.report'));
  else if (!generation.isPending && last.isError)
    error = errorMessage(last.error, translate('testDashboard.errors.lastReport'));

  return {
    report: last.data ?? null,
    loading: last.isLoading,
    generating: generation.isPending,
    error,
    generate: (testId?: string) => generation.mutate(testId),
  };
}
