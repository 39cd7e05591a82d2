/**
 * The running list and the statistics (GET /api/tests/status). The status is read once when the
 * page opens, then polled every 5000 ms only while the running list is not empty (spec 4, 9): an
 * idle page makes no further call, and polling stops as soon as the list empties.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, type TestsApi } from './testsApi';
import type { RunningTest, TestStatistics } from './types';

export const STATUS_POLL_INTERVAL_MS = 5000;

export function useRunningTests(api: TestsApi, onFinished: () => void) {
  const translate = useTranslate();
  const [running, setRunning] = useState<RunningTest[]>([]);
  const [statistics, setStatistics] = useState<TestStatistics | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped when runs are added by hand: an answer asked for before that no longer tells the truth.
  const generation = useRef(0);
  const finishedListener = useRef(onFinished);
  useEffect(() => {
    finishedListener.current = onFinished;
  }, [onFinished]);

  const refresh = useCallback(async () => {
    const asked = generation.current;
    try {
      const answer = await api.status();
      if (asked !== generation.current) return;
      setRunning(answer.running_tests_details);
      if (answer.statistics) setStatistics(answer.statistics);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, translate('testDashboard.errors.status')));
    }
  }, [api, translate]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const active = running.length > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void refresh(), STATUS_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, refresh]);

  // A run that left the list has ended: its result is in the history now.
  const known = useRef<Set<string>>(new Set());
  useEffect(() => {
    const now = new Set(running.map((test) => test.execution_id));
    const ended = [...known.current].some((id) => !now.has(id));
    known.current = now;
    if (ended) finishedListener.current();
  }, [running]);

  /** Adds runs just started (before the next status answer lists them), which starts polling. */
  const track = useCallback((started: RunningTest[]) => {
    generation.current += 1;
    setRunning((previous) => {
      const ids = new Set(previous.map((test) => test.execution_id));
      return [...previous, ...started.filter((test) => !ids.has(test.execution_id))];
    });
  }, []);

  return { running, statistics, error, refresh, track };
}
