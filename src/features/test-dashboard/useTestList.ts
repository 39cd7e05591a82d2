/**
 * The catalogue as the server filters it (category, type, priority, configured only). When it
 * cannot be loaded the page falls back to the built-in five tests (spec 8), filtered alike.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { defaultTests } from './defaultTests';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, type TestsApi } from './testsApi';
import type { TestDefinition, TestFilters } from './types';

export interface TestListState {
  tests: TestDefinition[];
  loading: boolean;
  error: string | null;
  usingDefaults: boolean;
}

const matches = (test: TestDefinition, filters: TestFilters) =>
  (!filters.category || test.category === filters.category) &&
  (!filters.test_type || test.type === filters.test_type) &&
  (!filters.priority || test.priority === filters.priority) &&
  (!filters.configured_only || test.status === 'configured');

export function useTestList(api: TestsApi, filters: TestFilters): TestListState {
  const translate = useTranslate();
  const { category, test_type, priority, configured_only } = filters;
  const current = useMemo(
    () => ({ category, test_type, priority, configured_only }),
    [category, test_type, priority, configured_only],
  );
  const query = useQuery({
    queryKey: testDashboardKeys.tests(current),
    queryFn: () => api.listTests(current),
    // The list on screen stays while other filters load.
    placeholderData: keepPreviousData,
    // The built-in list is shown at once rather than after retries (spec 8).
    retry: false,
  });
  const { data, error, isFetching } = query;

  return useMemo(() => {
    if (error) {
      return {
        tests: defaultTests(translate).filter((test) => matches(test, current)),
        loading: isFetching,
        error: errorMessage(error, translate('testDashboard.errors.loadTests')),
        usingDefaults: true,
      };
    }
    return { tests: data ?? [], loading: isFetching, error: null, usingDefaults: false };
  }, [data, error, isFetching, translate, current]);
}
