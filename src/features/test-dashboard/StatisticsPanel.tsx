import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { TestStatistics } from './types';

// The charts library is only fetched with this (already lazy) page, after the figures show.
const StatisticsCharts = lazy(() => import('./StatisticsCharts'));

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StatisticsPanel({ statistics, running }: { statistics: TestStatistics; running: number }) {
  const translate = useTranslate();
  const figures: [string, number][] = [
    ['testDashboard.statistics.total', statistics.total],
    ['testDashboard.statistics.configured', statistics.configured],
    ['testDashboard.statistics.notConfigured', statistics.not_configured],
    ['testDashboard.statistics.running', running],
  ];
  return (
    <section aria-label={translate('testDashboard.statistics.title')}>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {figures.map(([key, value]) => (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Figure label={translate(key)} value={value} />
          </Grid>
        ))}
      </Grid>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={220}
            aria-label={translate('testDashboard.statistics.loadingCharts')}
          />
        }
      >
        <StatisticsCharts statistics={statistics} />
      </Suspense>
    </section>
  );
}
