/**
 * The catalogue as the server filters it (category, type, priority, configured only). When it
 * cannot be loaded the page falls back to the built-in five tests (spec 8), filtered alike.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { defaultTests } from './defaultTests';
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

export function useTestList(api: TestsApi, filters: TestFilters) {
  const translate = useTranslate();
  const [state, setState] = useState<TestListState>({
    tests: [],
    loading: true,
    error: null,
    usingDefaults: false,
  });
  const latest = useRef(0);
  const { category, test_type, priority, configured_only } = filters;

  const load = useCallback(async () => {
    const call = ++latest.current;
    const current = { category, test_type, priority, configured_only };
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const tests = await api.listTests(current);
      if (call === latest.current) setState({ tests, loading: false, error: null, usingDefaults: false });
    } catch (error) {
      if (call !== latest.current) return;
      setState({
        tests: defaultTests(translate).filter((test) => matches(test, current)),
        loading: false,
        error: errorMessage(error, translate('testDashboard.errors.loadTests')),
        usingDefaults: true,
      });
    }
  }, [api, translate, category, test_type, priority, configured_only]);

  useEffect(() => {
    void load();
  }, [load]);

  return { ...state, reload: load };
}
