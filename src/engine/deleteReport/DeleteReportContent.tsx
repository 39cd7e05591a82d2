/**
 * The body of a delete confirmation: what the delete does (to the trash), then what it will touch
 * as the server computes it from the declarations (links other records lose) and what forbids it
 * (records whose required reference points here).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchDeleteReport } from './deleteReportApi';

export interface DeleteReportContentProps {
  resource: string;
  ids: readonly (string | number)[];
  /** The confirmation's own sentence (i18n key), given `smart_count`. */
  message: string;
}

export function DeleteReportContent({ resource, ids, message }: DeleteReportContentProps) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['deleteReport', resource, [...ids].map(String)],
    queryFn: () => fetchDeleteReport(resource, ids),
    retry: false,
    gcTime: 0,
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>{translate(message, { smart_count: ids.length })}</Typography>
      {query.isPending && (
        <Box role="status">
          <LinearProgress aria-label={translate('engine.deleteReport.loading')} />
        </Box>
      )}
      {query.isError && <Alert severity="warning">{translate('engine.deleteReport.failed')}</Alert>}
      {query.data && query.data.blockers.length > 0 && (
        <Alert severity="error">
          <Typography variant="body2">{translate('engine.deleteReport.refused')}</Typography>
          <ul>
            {query.data.blockers.map((blocker) => (
              <li key={`${blocker.resource}.${blocker.field}`}>{blocker.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {query.data && query.data.effects.length > 0 && (
        <Box>
          <Typography variant="body2">{translate('engine.deleteReport.touches')}</Typography>
          <ul aria-label={translate('engine.deleteReport.touches')}>
            {query.data.effects.map((effect) => (
              <li key={`${effect.resource}.${effect.field}`}>{effect.message}</li>
            ))}
          </ul>
        </Box>
      )}
      {query.data && query.data.effects.length === 0 && query.data.blockers.length === 0 && (
        <Typography variant="body2">{translate('engine.deleteReport.nothing')}</Typography>
      )}
    </Box>
  );
}
