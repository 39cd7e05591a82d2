/**
 * Step 3: the dry run's verdicts (with progress while the chunks are checked), the counts, the
 * choice between all-or-nothing and valid rows only (above the long preview, so it is seen before
 * "Importer"), and the import itself.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportMode } from '../../../resources/contracts/importContract';
import { PreviewTable } from './PreviewTable';
import type { ImportWizard } from './useImportWizard';

const COUNTS = [
  ['create', 'created'],
  ['update', 'updated'],
  ['unchanged', 'unchanged'],
  ['error', 'errors'],
] as const;

/** The write's estimated duration, in seconds up to a minute and a half, in minutes beyond. */
function estimateText(seconds: number, translate: ReturnType<typeof useTranslate>): string {
  return seconds < 90
    ? translate('csvImport.preview.estimate.seconds', { smart_count: Math.max(1, seconds) })
    : translate('csvImport.preview.estimate.minutes', { smart_count: Math.round(seconds / 60) });
}

function Progress({ wizard }: { wizard: ImportWizard }) {
  const translate = useTranslate();
  if (wizard.busy === 'importing') {
    return <LinearProgress aria-label={translate('csvImport.preview.importing')} sx={{ my: 2 }} />;
  }
  if (wizard.busy !== 'checking' || !wizard.progress) return null;
  const { done, total } = wizard.progress;
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        aria-label={translate('csvImport.preview.checking')}
      />
      <Typography variant="body2">{translate('csvImport.preview.progress', { done, total })}</Typography>
    </Box>
  );
}

export function PreviewStep({ wizard }: { wizard: ImportWizard }) {
  const translate = useTranslate();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const report = wizard.preview;
  const csv = wizard.csv;
  return (
    <Box>
      <Progress wizard={wizard} />
      {wizard.requestError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {translate(wizard.requestError.key, wizard.requestError.options)}
        </Alert>
      )}
      {report && csv && (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {COUNTS.map(([verdict, count]) => (
              <Chip
                key={verdict}
                color={verdict === 'error' && report.errors > 0 ? 'error' : 'default'}
                label={translate(`csvImport.preview.counts.${verdict}`, { smart_count: report[count] })}
              />
            ))}
          </Box>
          {report.estimated_seconds !== undefined && (
            <Typography variant="body2" sx={{ my: 1 }}>
              {estimateText(report.estimated_seconds, translate)}
            </Typography>
          )}
          <FormControl sx={{ my: 1 }}>
            <FormLabel id="csv-import-mode">{translate('csvImport.preview.mode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="csv-import-mode"
              value={wizard.mode}
              onChange={(event) => wizard.setMode(event.target.value as ImportMode)}
            >
              <FormControlLabel
                value="all"
                control={<Radio />}
                label={translate('csvImport.preview.modeAll')}
              />
              <FormControlLabel
                value="valid"
                control={<Radio />}
                label={translate('csvImport.preview.modeValid')}
              />
            </RadioGroup>
          </FormControl>
          {report.errors > 0 && (
            <FormControlLabel
              control={<Checkbox checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
              label={translate('csvImport.preview.onlyErrors')}
            />
          )}
          <PreviewTable
            header={csv.header}
            cells={csv.rows}
            mapping={wizard.mapping}
            reports={onlyErrors ? report.rows.filter((r) => r.verdict === 'error') : report.rows}
          />
        </>
      )}
    </Box>
  );
}
