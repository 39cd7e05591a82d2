/** The execution history (GET /api/tests/history, limit 50 by default). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, HISTORY_DEFAULT_LIMIT, type TestsApi } from './testsApi';
import type { TestExecution } from './types';

export function useHistory(api: TestsApi) {
  const translate = useTranslate();
  const [limit, setLimit] = useState(HISTORY_DEFAULT_LIMIT);
  const [entries, setEntries] = useState<TestExecution[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const history = await api.history(limit);
      if (call !== latest.current) return;
      setEntries(history);
      setError(null);
    } catch (failure) {
      if (call === latest.current) setError(errorMessage(failure, translate('testDashboard.errors.history')));
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [api, limit, translate]);

  useEffect(() => {
    void load();
  }, [load]);

  return { entries, loading, error, limit, setLimit, reload: load };
}
