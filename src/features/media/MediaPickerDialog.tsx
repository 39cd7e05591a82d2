/**
 * The image picker of resource forms: the directory's images (click or Enter picks one) and an
 * upload zone to add a new image on the spot, for those whose rights allow uploading. A list that
 * cannot be loaded leaves an empty grid.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import { useId } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { MediaBrowser } from './MediaBrowser';
import type { MediaItem } from './mediaItem';
import { UploadQueueList } from './UploadQueueList';
import { UploadZone } from './UploadZone';
import { useMediaBrowserState } from './useMediaBrowserState';
import type { MediaList } from './useMediaList';
import type { UploadQueueApi } from './useUploadQueue';

export interface MediaPickerDialogProps {
  open: boolean;
  directory: string;
  directoryLabel: string;
  list: MediaList;
  uploads: UploadQueueApi;
  pickedUrl: string | null;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}

export function MediaPickerDialog({
  open,
  directory,
  directoryLabel,
  list,
  uploads,
  pickedUrl,
  onPick,
  onClose,
}: MediaPickerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const browser = useMediaBrowserState(list.items, 'media.picker');
  const { canAccess: canUpload } = useCanAccess({ action: 'create', resource: 'media' });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate('media.input.dialogTitle', { directory: directoryLabel })}
      </DialogTitle>
      <IconButton
        aria-label={translate('media.input.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2}>
          {canUpload && (
            <UploadZone
              compact
              directoryLabel={directoryLabel}
              onFiles={(files) => uploads.add(directory, files)}
            />
          )}
          <UploadQueueList queue={uploads} onUse={onPick} />
          <MediaBrowser list={list} browser={browser} mode="pick" onOpen={onPick} pickedUrl={pickedUrl} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('media.input.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
