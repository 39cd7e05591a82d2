import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { HistoryTable } from './HistoryTable';
import type { TestExecution } from './types';
import type { useHistory } from './useHistory';

const HISTORY_LIMITS = [20, 50, 100, 200];

interface Props {
  history: ReturnType<typeof useHistory>;
  onShowOutput: (execution: TestExecution) => void;
  onRerun: (execution: TestExecution) => void;
  canRerun: (testId: string) => boolean;
}

/** The history tab: how many lines, the lines, and why they could not be read. */
export function HistoryPanel({ history, onShowOutput, onRerun, canRerun }: Props) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('testDashboard.history.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('testDashboard.history.limit')}
          value={history.limit}
          onChange={(event) => history.setLimit(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {HISTORY_LIMITS.map((limit) => (
            <MenuItem key={limit} value={limit}>
              {limit}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {history.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {history.error}
        </Alert>
      )}
      {history.loading && (
        <LinearProgress aria-label={translate('testDashboard.history.loading')} sx={{ mb: 1 }} />
      )}
      {history.entries.length > 0 ? (
        <HistoryTable
          entries={history.entries}
          onShowOutput={onShowOutput}
          onRerun={onRerun}
          canRerun={canRerun}
        />
      ) : (
        !history.loading &&
        !history.error && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {translate('testDashboard.history.empty')}
          </Typography>
        )
      )}
    </>
  );
}
