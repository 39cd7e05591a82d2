/** The outcome of a multiple delete, one line per file with the server's detail for failures. */
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeleteResult } from './useMediaDeletion';

export function DeleteResultsAlert({
  results,
  onClose,
}: {
  results: readonly DeleteResult[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const failed = results.filter((r) => !r.ok).length;
  return (
    <Alert severity={failed === 0 ? 'success' : 'warning'} onClose={onClose}>
      <AlertTitle>{translate('media.delete.resultsTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {results.map((result) => (
          <li key={result.name}>
            {result.ok
              ? translate('media.delete.resultOk', { name: result.name })
              : translate('media.delete.resultFailed', { name: result.name, detail: result.message ?? '' })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
