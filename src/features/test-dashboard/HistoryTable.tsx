import ReplayIcon from '@mui/icons-material/Replay';
import TerminalIcon from '@mui/icons-material/Terminal';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { ExecutionStatusChip } from './ExecutionStatusChip';
import { useFormatDate, useFormatSeconds, useTestName } from './format';
import type { TestExecution } from './types';

interface Props {
  entries: TestExecution[];
  onShowOutput: (execution: TestExecution) => void;
  onRerun: (execution: TestExecution) => void;
  /** Tests that cannot be started again now (running, or not in the catalogue). */
  canRerun: (testId: string) => boolean;
}

export function HistoryTable({ entries, onShowOutput, onRerun, canRerun }: Props) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const formatSeconds = useFormatSeconds();
  const testName = useTestName();
  const none = translate('testDashboard.history.none');

  return (
    <TableContainer>
      <Table size="small" aria-label={translate('testDashboard.history.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('testDashboard.columns.name')}</TableCell>
            <TableCell>{translate('testDashboard.columns.status')}</TableCell>
            <TableCell>{translate('testDashboard.columns.started')}</TableCell>
            <TableCell>{translate('testDashboard.columns.completed')}</TableCell>
            <TableCell align="right">{translate('testDashboard.columns.duration')}</TableCell>
            <TableCell align="right">{translate('testDashboard.columns.returnCode')}</TableCell>
            <TableCell align="right">{translate('testDashboard.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((execution) => {
            const name = testName(execution.test_id, execution.test_name);
            return (
              <TableRow key={execution.execution_id} hover data-testid="history-row">
                <TableCell>{name}</TableCell>
                <TableCell>
                  <ExecutionStatusChip status={execution.status} />
                </TableCell>
                <TableCell>{formatDate(execution.started_at)}</TableCell>
                <TableCell>{formatDate(execution.completed_at)}</TableCell>
                <TableCell align="right">{formatSeconds(execution.duration)}</TableCell>
                <TableCell align="right">{execution.return_code ?? none}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={translate('testDashboard.actions.viewOutput')}>
                    <IconButton
                      aria-label={translate('testDashboard.actions.viewOutputOf', { name })}
                      onClick={() => onShowOutput(execution)}
                    >
                      <TerminalIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('testDashboard.actions.rerun')}>
                    <span>
                      <IconButton
                        aria-label={translate('testDashboard.actions.rerunOf', { name })}
                        disabled={!canRerun(execution.test_id)}
                        onClick={() => onRerun(execution)}
                        color="primary"
                      >
                        <ReplayIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
