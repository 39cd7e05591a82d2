import AssessmentIcon from '@mui/icons-material/Assessment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CoverageBar } from './CoverageBar';
import { CoverageTable } from './CoverageTable';
import { useFormatDate, useTestName } from './format';
import type { TestsApi } from './testsApi';
import { COVERAGE_METRICS, type TestDefinition } from './types';
import { useCoverage } from './useCoverage';

interface Props {
  api: TestsApi;
  /** Tests that can be measured alone (configured Vitest entries). */
  scopes: TestDefinition[];
}

/** Generate a V8 coverage report (whole suite or one entry) and show totals and per-file bars. */
export function CoveragePanel({ api, scopes }: Props) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const testName = useTestName();
  const { report, loading, generating, error, generate } = useCoverage(api);
  const [scope, setScope] = useState('');

  return (
    <section aria-label={translate('testDashboard.coverage.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('testDashboard.coverage.intro')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('testDashboard.coverage.scope')}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          sx={{ minWidth: 260 }}
          disabled={generating}
        >
          <MenuItem value="">{translate('testDashboard.coverage.scopeAll')}</MenuItem>
          {scopes.map((test) => (
            <MenuItem key={test.id} value={test.id}>
              {testName(test.id, test.name)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AssessmentIcon />}
          disabled={generating}
          onClick={() => generate(scope || undefined)}
        >
          {translate('testDashboard.actions.generateCoverage')}
        </Button>
      </Stack>
      {generating && (
        <Stack spacing={1} sx={{ mb: 2 }} role="status">
          <Typography variant="body2">{translate('testDashboard.coverage.generating')}</Typography>
          <LinearProgress aria-label={translate('testDashboard.coverage.generating')} />
        </Stack>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {loading && <LinearProgress aria-label={translate('app.loading')} sx={{ mb: 2 }} />}
      {!report && !loading && !generating && !error && (
        <Typography color="text.secondary">{translate('testDashboard.coverage.none')}</Typography>
      )}
      {report && (
        <>
          {report.generated_at && (
            <Typography variant="subtitle2" gutterBottom>
              {translate('testDashboard.coverage.generatedAt', { date: formatDate(report.generated_at) })}
            </Typography>
          )}
          {report.status && report.status !== 'passed' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('testDashboard.coverage.testsFailed')}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mb: 1 }}>
            {COVERAGE_METRICS.map((metric) => (
              <Grid key={metric} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined">
                  <CardContent>
                    <Typography variant="subtitle2">
                      {translate(`testDashboard.columns.${metric}`)}
                    </Typography>
                    <CoverageBar
                      metric={report.totals[metric]}
                      label={translate(`testDashboard.columns.${metric}`)}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {translate('testDashboard.coverage.ratio', {
                        covered: report.totals[metric].covered,
                        total: report.totals[metric].total,
                      })}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          {report.html_report && (
            <Typography variant="body2" color="text.secondary">
              {translate('testDashboard.coverage.htmlReport', { path: report.html_report })}
            </Typography>
          )}
          <CoverageTable files={Array.isArray(report.files) ? report.files : []} />
        </>
      )}
    </section>
  );
}
