/** The coverage report: the last one on the server, and generating a new one (POST /api/tests/coverage). */
import { useCallback, useRef, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { errorMessage, type TestsApi } from './testsApi';
import type { CoverageReport } from './types';

export function useCoverage(api: TestsApi) {
  const translate = useTranslate();
  const [report, setReport] = useState<CoverageReport | null>(null);
  const [loading, setLoading] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastLoaded = useRef(false);

  /** Reads the last report once; a 404 only means none was generated yet. */
  const loadLast = useCallback(async () => {
    if (lastLoaded.current) return;
    lastLoaded.current = true;
    setLoading(true);
    try {
      setReport(await api.lastCoverage());
    } catch (failure) {
      if (!(failure instanceof HttpError && failure.status === 404)) {
        setError(errorMessage(failure, translate('testDashboard.errors.lastReport')));
      }
    } finally {
      setLoading(false);
    }
  }, [api, translate]);

  const generate = useCallback(
    async (testId?: string) => {
      setGenerating(true);
      setError(null);
      try {
        setReport(await api.generateCoverage(testId));
      } catch (failure) {
        setError(errorMessage(failure, translate('testDashboard.errors.report')));
      } finally {
        setGenerating(false);
      }
    },
    [api, translate],
  );

  return { report, loading, generating, error, loadLast, generate };
}
