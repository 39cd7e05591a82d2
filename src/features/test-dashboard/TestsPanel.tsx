import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TestFiltersBar } from './TestFiltersBar';
import { TestTable } from './TestTable';
import type { TestDefinition, TestFilters } from './types';
import type { useTestList } from './useTestList';

interface Props {
  list: ReturnType<typeof useTestList>;
  /** The list after the search. */
  shownTests: TestDefinition[];
  filters: TestFilters;
  onFiltersChange: (filters: TestFilters) => void;
  search: string;
  onSearchChange: (search: string) => void;
  activeTestIds: ReadonlySet<string>;
  onRun: (test: TestDefinition) => void;
  onDetails: (test: TestDefinition) => void;
}

/** The tests tab: filters and search, the list (or the built-in one after a failure), empty state. */
export function TestsPanel({
  list,
  shownTests,
  filters,
  onFiltersChange,
  search,
  onSearchChange,
  ...table
}: Props) {
  const translate = useTranslate();
  return (
    <>
      <TestFiltersBar
        filters={filters}
        onFiltersChange={onFiltersChange}
        search={search}
        onSearchChange={onSearchChange}
      />
      {list.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {list.error}
          {list.usingDefaults && <div>{translate('testDashboard.defaultsNotice')}</div>}
        </Alert>
      )}
      {list.loading && <LinearProgress aria-label={translate('testDashboard.list.loading')} sx={{ mb: 1 }} />}
      {(!list.loading || list.tests.length > 0) && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('testDashboard.list.count', { smart_count: shownTests.length })}
          </Typography>
          {shownTests.length > 0 ? (
            <TestTable tests={shownTests} {...table} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {translate('testDashboard.list.empty')}
            </Typography>
          )}
        </>
      )}
    </>
  );
}
