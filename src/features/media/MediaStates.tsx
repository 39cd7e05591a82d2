/** What the image area shows while loading, when empty, when nothing matches and when loading failed. */
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function MediaLoading() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-label={translate('media.states.loading')} />
      <Typography>{translate('media.states.loading')}</Typography>
    </Box>
  );
}

export function MediaEmpty({ showHint }: { showHint: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
      <ImageNotSupportedIcon fontSize="large" />
      <Typography>{translate('media.states.empty')}</Typography>
      {showHint && <Typography variant="body2">{translate('media.states.emptyHint')}</Typography>}
    </Box>
  );
}

export function MediaNoMatch({ search }: { search: string }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
      {translate('media.states.noMatch', { search })}
    </Typography>
  );
}

export function MediaLoadError({
  detail,
  inPicker,
  onRetry,
}: {
  detail: string;
  inPicker: boolean;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity={inPicker ? 'warning' : 'error'}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('media.states.retry')}
        </Button>
      }
    >
      {translate(inPicker ? 'media.states.loadErrorPicker' : 'media.states.loadError', { detail })}
    </Alert>
  );
}
