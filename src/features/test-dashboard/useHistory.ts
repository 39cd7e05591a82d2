/** The execution history (GET /api/tests/history, limit 50 by default). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { testDashboardKeys } from './queryKeys';
import { errorMessage, HISTORY_DEFAULT_LIMIT, type TestsApi } from './testsApi';
import type { TestExecution } from './types';

const NO_ENTRIES: TestExecution[] = [];

export function useHistory(api: TestsApi) {
  const translate = useTranslate();
  const [limit, setLimit] = useState(HISTORY_DEFAULT_LIMIT);
  const query = useQuery({
    queryKey: testDashboardKeys.history(limit),
    queryFn: () => api.history(limit),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return {
    entries: query.data ?? NO_ENTRIES,
    loading: query.isFetching,
    error: query.error ? errorMessage(query.error, translate('testDashboard.errors.history')) : null,
    limit,
    setLimit,
  };
}
