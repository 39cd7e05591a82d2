import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  passed: 'success',
  failed: 'error',
  error: 'error',
  timeout: 'warning',
  interrupted: 'warning',
  running: 'info',
  queued: 'default',
  cancelled: 'default',
};

export function ExecutionStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={translate(`testDashboard.executionStatus.${status}`, { _: status })}
    />
  );
}
