import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AnsiText } from './AnsiText';
import { useTestName } from './format';
import type { TestExecution } from './types';

type Stream = 'stdout' | 'stderr' | 'command';

/** stdout, stderr and the command of one execution, colours kept. */
export function OutputDialog({
  execution,
  onClose,
}: {
  execution: TestExecution | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const testName = useTestName();
  const [stream, setStream] = useState<Stream>('stdout');
  if (!execution) return null;
  const text = (execution[stream] ?? '') || translate('testDashboard.output.empty');
  const label = translate(`testDashboard.output.${stream}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="test-output-title">
      <DialogTitle id="test-output-title">
        {translate('testDashboard.output.title', { name: testName(execution.test_id, execution.test_name) })}
      </DialogTitle>
      <DialogContent>
        <Tabs value={stream} onChange={(_event, value: Stream) => setStream(value)} sx={{ mb: 1 }}>
          {(['stdout', 'stderr', 'command'] as const).map((value) => (
            <Tab key={value} value={value} label={translate(`testDashboard.output.${value}`)} />
          ))}
        </Tabs>
        <AnsiText text={text} label={label} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('testDashboard.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
