import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ExecutionStatusChip } from './ExecutionStatusChip';
import { useFormatSeconds, useTestName } from './format';
import type { RunningTest } from './types';
import { useNow } from './useNow';

interface Props {
  running: RunningTest[];
  /** Estimated durations by test id, when the running entry does not carry one. */
  estimates: ReadonlyMap<string, number>;
  onCancel: (execution: RunningTest) => void;
  cancelling: ReadonlySet<string>;
}

/** Each running test with its elapsed time against its estimated duration. */
export function RunningTests({ running, estimates, onCancel, cancelling }: Props) {
  const translate = useTranslate();
  const formatSeconds = useFormatSeconds();
  const testName = useTestName();
  const now = useNow(running.length > 0);
  if (running.length === 0) return null;

  return (
    <Card
      variant="outlined"
      sx={{ mb: 2 }}
      component="section"
      aria-label={translate('testDashboard.running.title')}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('testDashboard.running.title')}
        </Typography>
        <List dense>
          {running.map((execution) => {
            const name = testName(execution.test_id, execution.test_name);
            const estimated = execution.estimated_duration ?? estimates.get(execution.test_id) ?? 0;
            const started = execution.started_at ? Date.parse(execution.started_at) : NaN;
            const queued = execution.status === 'queued' || Number.isNaN(started);
            const elapsed = queued ? 0 : Math.max(0, (now - started) / 1000);
            const progress = estimated > 0 ? Math.min(100, (elapsed / estimated) * 100) : 0;
            return (
              <ListItem key={execution.execution_id} disableGutters divider data-testid="running-test">
                <Box sx={{ flex: 1 }}>
                  <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Typography variant="body2" fontWeight={500}>
                        {name}
                      </Typography>
                      <ExecutionStatusChip status={queued ? 'queued' : 'running'} />
                    </Stack>
                    <Button
                      size="small"
                      color="warning"
                      startIcon={<StopIcon />}
                      disabled={cancelling.has(execution.execution_id)}
                      onClick={() => onCancel(execution)}
                      aria-label={translate('testDashboard.actions.cancelOf', { name })}
                    >
                      {translate('testDashboard.actions.cancel')}
                    </Button>
                  </Stack>
                  {queued ? (
                    <Typography variant="caption" color="text.secondary">
                      {translate('testDashboard.running.queued')}
                    </Typography>
                  ) : (
                    <>
                      <LinearProgress
                        variant="determinate"
                        value={progress}
                        color={elapsed > estimated && estimated > 0 ? 'warning' : 'primary'}
                        aria-label={name}
                        sx={{ my: 0.5 }}
                      />
                      <Typography variant="caption" color="text.secondary">
                        {translate('testDashboard.running.elapsed', {
                          elapsed: formatSeconds(Math.floor(elapsed)),
                          estimated: formatSeconds(estimated),
                        })}
                        {elapsed > estimated && estimated > 0
                          ? ` · ${translate('testDashboard.running.overdue')}`
                          : ''}
                      </Typography>
                    </>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
