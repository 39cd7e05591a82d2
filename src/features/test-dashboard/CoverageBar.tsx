import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CoverageMetric } from './types';

/** Thresholds as coverage tools colour them: red below 50 %, orange below 80 %. */
const colorOf = (pct: number) => (pct >= 80 ? 'success' : pct >= 50 ? 'warning' : 'error');

export function CoverageBar({ metric, label }: { metric: CoverageMetric; label: string }) {
  const translate = useTranslate();
  if (metric.pct === null || metric.pct === undefined) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('testDashboard.history.none')}
      </Typography>
    );
  }
  const pct = Math.max(0, Math.min(100, metric.pct));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={pct}
        color={colorOf(pct)}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ minWidth: 52, textAlign: 'right' }}>
        {translate('testDashboard.coverage.percent', { value: pct.toFixed(1) })}
      </Typography>
    </Box>
  );
}
