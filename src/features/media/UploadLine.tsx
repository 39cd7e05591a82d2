/** One file of the upload queue: its progress, its own success or error, and what can be done. */
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaItem } from './mediaItem';
import type { UploadEntry } from './uploadQueue';
import { useMediaFormat } from './useMediaFormat';

const ICONS: Record<UploadEntry['status'], ReactNode> = {
  queued: <HourglassEmptyIcon color="action" fontSize="small" />,
  uploading: <UploadIcon color="primary" fontSize="small" />,
  done: <CheckCircleIcon color="success" fontSize="small" />,
  error: <ErrorIcon color="error" fontSize="small" />,
  refused: <ErrorIcon color="error" fontSize="small" />,
  cancelled: <CancelIcon color="action" fontSize="small" />,
};

export interface UploadLineProps {
  entry: UploadEntry;
  onRetry: (id: number) => void;
  onCancel: (id: number) => void;
  onDismiss: (id: number) => void;
  /** In the form's picker: use the freshly sent image. */
  onUse?: (item: MediaItem) => void;
}

export function UploadLine({ entry, onRetry, onCancel, onDismiss, onUse }: UploadLineProps) {
  const translate = useTranslate();
  const format = useMediaFormat();
  const name = entry.file.name;
  const percent = Math.round(entry.progress * 100);
  const failed = entry.status === 'error' || entry.status === 'refused';

  let status: string;
  if (failed) status = entry.message ?? translate('media.errors.upload');
  else if (entry.status === 'uploading') status = translate('media.upload.uploading', { percent });
  else status = translate(`media.upload.${entry.status}`);

  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      {ICONS[entry.status]}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={name}>
          {name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({format.size(entry.file.size)})
          </Typography>
        </Typography>
        {(entry.status === 'uploading' || entry.status === 'queued') && (
          <LinearProgress
            variant={entry.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={translate('media.upload.progress', { name })}
            sx={{ my: 0.5 }}
          />
        )}
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'}>
          {status}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {entry.status === 'done' && onUse && entry.item && (
          <Button
            size="small"
            aria-label={translate('media.upload.useFile', { name })}
            onClick={() => entry.item && onUse(entry.item)}
          >
            {translate('media.upload.use')}
          </Button>
        )}
        {(entry.status === 'error' || entry.status === 'cancelled') && (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            aria-label={translate('media.upload.retryFile', { name })}
            onClick={() => onRetry(entry.id)}
          >
            {translate('media.upload.retry')}
          </Button>
        )}
        {entry.status === 'queued' || entry.status === 'uploading' ? (
          <IconButton
            size="small"
            aria-label={translate('media.upload.cancelFile', { name })}
            onClick={() => onCancel(entry.id)}
          >
            <CancelIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton
            size="small"
            aria-label={translate('media.upload.dismissFile', { name })}
            onClick={() => onDismiss(entry.id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
