/**
 * The developer test dashboard (/tests): the catalogue with filters and search, statistics, runs
 * (one, a category, all) followed live, the execution history with outputs, and coverage.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CoveragePanel } from './CoveragePanel';
import { useTestName } from './format';
import { HistoryPanel } from './HistoryPanel';
import { OutputDialog } from './OutputDialog';
import { RunActions } from './RunActions';
import { RunningTests } from './RunningTests';
import { countStatistics } from './statistics';
import { StatisticsPanel } from './StatisticsPanel';
import { TestDetailsDialog } from './TestDetailsDialog';
import { TestsPanel } from './TestsPanel';
import { testDashboardKeys } from './queryKeys';
import { testsApi } from './testsApi';
import type { TestDefinition, TestExecution, TestFilters } from './types';
import { useHistory } from './useHistory';
import { useRunningTests } from './useRunningTests';
import { useTestList } from './useTestList';
import { useTestRuns } from './useTestRuns';

type TabName = 'tests' | 'history' | 'coverage';

/** The coverage run of our server is not a catalogue entry: it is started from its own tab. */
const COVERAGE_TEST_ID = 'coverage';

/** What the refresh button reads again (the coverage report has its own button). */
const REFRESHED = [testDashboardKeys.allTests, testDashboardKeys.allHistory, testDashboardKeys.status];

export function TestDashboardPage() {
  const translate = useTranslate();
  const testName = useTestName();
  const api = useMemo(() => testsApi(translate), [translate]);

  const [filters, setFilters] = useState<TestFilters>({});
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TabName>('tests');
  const [detailsOf, setDetailsOf] = useState<TestDefinition | null>(null);
  const [outputOf, setOutputOf] = useState<TestExecution | null>(null);

  const list = useTestList(api, filters);
  const history = useHistory(api);
  const status = useRunningTests(api);
  const runs = useTestRuns(api, status.track);
  const queryClient = useQueryClient();

  const activeTestIds = useMemo(() => new Set(status.running.map((test) => test.test_id)), [status.running]);
  const estimates = useMemo(
    () => new Map(list.tests.map((test) => [test.id, test.estimated_duration] as const)),
    [list.tests],
  );
  const statistics = status.statistics ?? countStatistics(list.tests);
  const shownTests = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return list.tests;
    return list.tests.filter((test) =>
      [test.id, test.name, testName(test.id, test.name), test.description, ...(test.tags ?? [])]
        .filter(Boolean)
        .some((text) => String(text).toLowerCase().includes(needle)),
    );
  }, [list.tests, search, testName]);
  const coverageScopes = useMemo(
    () => list.tests.filter((test) => test.status === 'configured' && test.tags?.includes('vitest')),
    [list.tests],
  );

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, minWidth: 0 }}>
      <Title title={translate('testDashboard.title')} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        sx={{ mb: 2 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {translate('testDashboard.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('testDashboard.subtitle')}
          </Typography>
        </div>
        <RunActions
          statistics={statistics}
          busy={runs.starting}
          onRunCategory={runs.runCategory}
          onRunAll={runs.runAll}
          onRefresh={() => {
            for (const queryKey of REFRESHED) void queryClient.invalidateQueries({ queryKey });
          }}
        />
      </Stack>

      {runs.error && (
        <Alert severity="error" onClose={runs.clearError} sx={{ mb: 2 }}>
          {runs.error}
        </Alert>
      )}
      {status.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {status.error}
        </Alert>
      )}

      <StatisticsPanel statistics={statistics} running={status.running.length} />

      <Box sx={{ mt: 2 }}>
        <RunningTests
          running={status.running}
          estimates={estimates}
          onCancel={runs.cancel}
          cancelling={runs.cancelling}
        />
      </Box>

      <Paper variant="outlined" sx={{ mt: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: { xs: 0, sm: 2 } }}
        >
          <Tab value="tests" label={translate('testDashboard.tabs.tests')} />
          <Tab value="history" label={translate('testDashboard.tabs.history')} />
          <Tab value="coverage" label={translate('testDashboard.tabs.coverage')} />
        </Tabs>
        <Box sx={{ p: { xs: 1, sm: 2 } }} role="tabpanel">
          {tab === 'tests' && (
            <TestsPanel
              list={list}
              shownTests={shownTests}
              filters={filters}
              onFiltersChange={setFilters}
              search={search}
              onSearchChange={setSearch}
              activeTestIds={activeTestIds}
              onRun={runs.runTest}
              onDetails={setDetailsOf}
            />
          )}
          {tab === 'history' && (
            <HistoryPanel
              history={history}
              onShowOutput={setOutputOf}
              onRerun={(execution) =>
                runs.runTest({
                  id: execution.test_id,
                  name: execution.test_name,
                  estimated_duration: estimates.get(execution.test_id) ?? 0,
                })
              }
              canRerun={(testId) => testId !== COVERAGE_TEST_ID && !activeTestIds.has(testId)}
            />
          )}
          {tab === 'coverage' && <CoveragePanel api={api} scopes={coverageScopes} />}
        </Box>
      </Paper>

      <TestDetailsDialog api={api} test={detailsOf} onClose={() => setDetailsOf(null)} />
      <OutputDialog execution={outputOf} onClose={() => setOutputOf(null)} />
    </Box>
  );
}
