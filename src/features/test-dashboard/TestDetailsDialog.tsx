import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ExecutionStatusChip } from './ExecutionStatusChip';
import { useFormatDate, useFormatSeconds, useTestName } from './format';
import type { TestsApi } from './testsApi';
import type { TestDefinition } from './types';
import { useTestDetails } from './useTestDetails';

interface Props {
  api: TestsApi;
  /** The row clicked; its details and status are read fresh from the server. */
  test: TestDefinition | null;
  onClose: () => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** GET /api/tests/{id} and GET /api/tests/{id}/status, shown side by side. */
export function TestDetailsDialog({ api, test, onClose }: Props) {
  const translate = useTranslate();
  const formatSeconds = useFormatSeconds();
  const formatDate = useFormatDate();
  const testName = useTestName();
  const loaded = useTestDetails(api, test?.id);

  if (!test) return null;
  const shown = loaded?.details ?? test;
  const state = loaded?.status?.state ?? loaded?.status?.current_execution?.status ?? 'idle';
  const last = loaded?.status?.last_execution ?? shown.last_execution ?? null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="test-details-title">
      <DialogTitle id="test-details-title">{testName(shown.id, shown.name)}</DialogTitle>
      <DialogContent>
        {!loaded ? (
          <Stack direction="row" spacing={1} alignItems="center">
            <CircularProgress size={20} aria-label={translate('testDashboard.details.loading')} />
            <Typography>{translate('testDashboard.details.loading')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            {loaded.detailsError && <Alert severity="error">{loaded.detailsError}</Alert>}
            {loaded.statusError && <Alert severity="error">{loaded.statusError}</Alert>}
            <Line label={translate('testDashboard.details.description')}>
              {translate(`testDashboard.catalog.${shown.id}.description`, { _: shown.description })}
            </Line>
            <Line label={translate('testDashboard.columns.category')}>
              {translate(`testDashboard.categories.${shown.category}`, { _: shown.category })} ·{' '}
              {translate(`testDashboard.types.${shown.type}`, { _: shown.type })} ·{' '}
              {translate(`testDashboard.priorities.${shown.priority}`, { _: shown.priority })}
            </Line>
            <Line label={translate('testDashboard.columns.estimated')}>
              {formatSeconds(shown.estimated_duration)}
            </Line>
            {shown.timeout !== undefined && (
              <Line label={translate('testDashboard.details.timeout')}>{formatSeconds(shown.timeout)}</Line>
            )}
            <Line label={translate('testDashboard.columns.status')}>
              {translate(`testDashboard.testStatus.${shown.status}`, { _: shown.status })}
            </Line>
            {shown.tags.length > 0 && (
              <Line label={translate('testDashboard.columns.tags')}>
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                  {shown.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
              </Line>
            )}
            {shown.command && (
              <Line label={translate('testDashboard.details.command')}>
                <code>{shown.command}</code>
              </Line>
            )}
            {loaded.status && (
              <Line label={translate('testDashboard.details.state')}>
                {state === 'idle' ? (
                  translate('testDashboard.details.idle')
                ) : (
                  <ExecutionStatusChip status={state} />
                )}
              </Line>
            )}
            <Line label={translate('testDashboard.details.lastExecution')}>
              {last ? (
                <Stack direction="row" spacing={1} alignItems="center">
                  <ExecutionStatusChip status={last.status} />
                  <span>
                    {formatDate(last.completed_at ?? last.started_at)} · {formatSeconds(last.duration)}
                  </span>
                </Stack>
              ) : (
                translate('testDashboard.details.never')
              )}
            </Line>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('testDashboard.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
