import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ExecutionStatusChip } from './ExecutionStatusChip';
import { useFormatSeconds, useTestName } from './format';
import type { TestDefinition } from './types';

type SortKey = 'name' | 'category' | 'estimated_duration';

interface Props {
  tests: TestDefinition[];
  /** Ids of tests queued or running now. */
  activeTestIds: ReadonlySet<string>;
  onRun: (test: TestDefinition) => void;
  onDetails: (test: TestDefinition) => void;
}

export function TestTable({ tests, activeTestIds, onRun, onDetails }: Props) {
  const translate = useTranslate();
  const formatSeconds = useFormatSeconds();
  const testName = useTestName();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({
    key: 'category',
    direction: 'asc',
  });

  const rows = useMemo(() => {
    const named = tests.map((test) => ({ test, name: testName(test.id, test.name) }));
    const value = (row: (typeof named)[number]) =>
      sort.key === 'name'
        ? row.name
        : sort.key === 'category'
          ? String(row.test.category)
          : row.test.estimated_duration;
    return [...named].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr');
      return sort.direction === 'asc' ? order : -order;
    });
  }, [tests, sort, testName]);

  const sortable = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key ? sort.direction : 'asc'}
      onClick={() =>
        setSort((previous) => ({
          key,
          direction: previous.key === key && previous.direction === 'asc' ? 'desc' : 'asc',
        }))
      }
    >
      {label}
    </TableSortLabel>
  );

  return (
    <TableContainer>
      <Table size="small" aria-label={translate('testDashboard.tabs.tests')}>
        <TableHead>
          <TableRow>
            <TableCell>{sortable('name', translate('testDashboard.columns.name'))}</TableCell>
            <TableCell>{sortable('category', translate('testDashboard.columns.category'))}</TableCell>
            <TableCell>{translate('testDashboard.columns.type')}</TableCell>
            <TableCell>{translate('testDashboard.columns.priority')}</TableCell>
            <TableCell align="right">
              {sortable('estimated_duration', translate('testDashboard.columns.estimated'))}
            </TableCell>
            <TableCell>{translate('testDashboard.columns.status')}</TableCell>
            <TableCell>{translate('testDashboard.columns.lastRun')}</TableCell>
            <TableCell align="right">{translate('testDashboard.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ test, name }) => {
            const active = activeTestIds.has(test.id);
            const configured = test.status === 'configured';
            return (
              <TableRow key={test.id} hover data-testid={`test-row-${test.id}`}>
                <TableCell>
                  <Typography variant="body2" fontWeight={500}>
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`testDashboard.catalog.${test.id}.description`, { _: test.description })}
                  </Typography>
                </TableCell>
                <TableCell>
                  {translate(`testDashboard.categories.${test.category}`, { _: test.category })}
                </TableCell>
                <TableCell>{translate(`testDashboard.types.${test.type}`, { _: test.type })}</TableCell>
                <TableCell>
                  {translate(`testDashboard.priorities.${test.priority}`, { _: test.priority })}
                </TableCell>
                <TableCell align="right">{formatSeconds(test.estimated_duration)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={configured ? 'success' : 'default'}
                    label={translate(`testDashboard.testStatus.${test.status}`, { _: test.status })}
                  />
                </TableCell>
                <TableCell>
                  {active ? (
                    <ExecutionStatusChip status="running" />
                  ) : test.last_execution ? (
                    <ExecutionStatusChip status={test.last_execution.status} />
                  ) : (
                    translate('testDashboard.history.none')
                  )}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" justifyContent="flex-end">
                    <Tooltip title={translate('testDashboard.actions.runTest', { name })}>
                      <span>
                        <IconButton
                          aria-label={translate('testDashboard.actions.runTest', { name })}
                          disabled={!configured || active}
                          onClick={() => onRun(test)}
                          color="primary"
                        >
                          <PlayArrowIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={translate('testDashboard.actions.details')}>
                      <IconButton
                        aria-label={translate('testDashboard.actions.detailsOf', { name })}
                        onClick={() => onDetails(test)}
                      >
                        <InfoOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
