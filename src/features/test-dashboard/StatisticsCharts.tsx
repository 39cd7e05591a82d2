/** Small charts of the statistics (by category, type and priority), loaded lazily with @mui/x-charts. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { TestStatistics } from './types';

const HEIGHT = 200;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export default function StatisticsCharts({ statistics }: { statistics: TestStatistics }) {
  const translate = useTranslate();
  const entries = (counts: Record<string, number>, prefix: string) =>
    Object.entries(counts).map(([key, value]) => ({
      key,
      label: translate(`testDashboard.${prefix}.${key}`, { _: key }),
      value,
    }));
  const categories = entries(statistics.by_category, 'categories');
  const pie = (counts: Record<string, number>, prefix: string) =>
    entries(counts, prefix)
      .filter((entry) => entry.value > 0)
      .map((entry, id) => ({ id, value: entry.value, label: entry.label }));

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title={translate('testDashboard.statistics.byCategory')}>
          <BarChart
            height={HEIGHT}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: categories.map((entry) => entry.label), width: 120 }]}
            series={[
              {
                data: categories.map((entry) => entry.value),
                label: translate('testDashboard.statistics.total'),
              },
            ]}
            hideLegend
            margin={{ left: 0, right: 8, top: 8, bottom: 8 }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChartCard title={translate('testDashboard.statistics.byType')}>
          <PieChart height={HEIGHT} series={[{ data: pie(statistics.by_type, 'types'), innerRadius: 30 }]} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ChartCard title={translate('testDashboard.statistics.byPriority')}>
          <PieChart
            height={HEIGHT}
            series={[{ data: pie(statistics.by_priority, 'priorities'), innerRadius: 30 }]}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
