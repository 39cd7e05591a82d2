/** The files being sent or just sent, one line each, with a summary. */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaItem } from './mediaItem';
import { UploadLine } from './UploadLine';
import type { UploadQueueApi } from './useUploadQueue';

export function UploadQueueList({
  queue,
  onUse,
}: {
  queue: UploadQueueApi;
  onUse?: (item: MediaItem) => void;
}) {
  const translate = useTranslate();
  const { entries } = queue;
  if (entries.length === 0) return null;
  const count = (statuses: string[]) => entries.filter((e) => statuses.includes(e.status)).length;
  const pending = count(['queued', 'uploading']);

  return (
    <Box component="section" aria-label={translate('media.upload.title')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" role="status">
          {translate('media.upload.summary', {
            done: count(['done']),
            failed: count(['error', 'refused']),
            pending,
          })}
        </Typography>
        <Button size="small" onClick={queue.clearFinished} disabled={pending === entries.length}>
          {translate('media.upload.clearFinished')}
        </Button>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <UploadLine
            key={entry.id}
            entry={entry}
            onRetry={queue.retry}
            onCancel={queue.cancel}
            onDismiss={queue.dismiss}
            onUse={onUse}
          />
        ))}
      </Box>
    </Box>
  );
}
