/**
 * The details panel: a large preview, the image's facts, its public address with a copy button,
 * previous/next (buttons or arrow keys) through the images of the current search and order.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { CopyUrlButton } from './CopyUrlButton';
import type { MediaItem } from './mediaItem';
import { mediaSrc, publicMediaUrl } from './mediaUrls';
import { useMediaFormat } from './useMediaFormat';

export interface MediaDetailsDialogProps {
  items: readonly MediaItem[];
  /** The name of the image shown, or null when the panel is closed. */
  openName: string | null;
  onNavigate: (name: string) => void;
  onClose: () => void;
  onDelete?: (item: MediaItem) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function MediaDetailsDialog({
  items,
  openName,
  onNavigate,
  onClose,
  onDelete,
}: MediaDetailsDialogProps) {
  const translate = useTranslate();
  const format = useMediaFormat();
  const titleId = useId();
  const index = openName === null ? -1 : items.findIndex((item) => item.name === openName);
  const item = index >= 0 ? items[index] : null;
  const previous = index > 0 ? items[index - 1] : null;
  const next = index >= 0 && index < items.length - 1 ? items[index + 1] : null;

  const paperRef = useRef<HTMLDivElement>(null);
  const previousName = previous?.name;
  const nextName = next?.name;

  // Listened on the window: the button just used may turn disabled (first or last image) and
  // drop the focus to the page body, where a dialog's own key handler would no longer hear.
  useEffect(() => {
    if (!openName) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      // Arrow keys inside the address field move the caret, not the image.
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      // Keys meant for another dialog above this one (the delete confirmation) are left alone.
      if (target instanceof Node && target !== document.body && !paperRef.current?.contains(target)) return;
      if (event.key === 'ArrowLeft' && previousName) onNavigate(previousName);
      if (event.key === 'ArrowRight' && nextName) onNavigate(nextName);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openName, previousName, nextName, onNavigate]);

  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { ref: paperRef } }}
    >
      {item && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 6, wordBreak: 'break-all' }}>
            {item.name}
          </DialogTitle>
          <IconButton
            aria-label={translate('media.details.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center', minWidth: 0 }}>
                <IconButton
                  aria-label={translate('media.details.previous')}
                  disabled={!previous}
                  onClick={() => previous && onNavigate(previous.name)}
                >
                  <ChevronLeftIcon />
                </IconButton>
                <Box sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
                  <Box
                    component="img"
                    src={mediaSrc(item.url)}
                    alt={item.name}
                    sx={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', bgcolor: 'grey.100' }}
                  />
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {translate('media.details.position', { index: index + 1, count: items.length })}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={translate('media.details.next')}
                  disabled={!next}
                  onClick={() => next && onNavigate(next.name)}
                >
                  <ChevronRightIcon />
                </IconButton>
              </Stack>
              <Stack component="dl" spacing={1.5} sx={{ width: { md: 320 }, m: 0 }}>
                <Fact label={translate('media.details.name')} value={item.name} />
                <Fact label={translate('media.details.size')} value={format.size(item.size)} />
                <Fact label={translate('media.details.dimensions')} value={format.dimensions(item)} />
                <Fact label={translate('media.details.type')} value={item.type} />
                <Fact label={translate('media.details.modified')} value={format.date(item.modified_at)} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={translate('media.details.url')}
                    value={publicMediaUrl(item.url)}
                    slotProps={{ htmlInput: { readOnly: true } }}
                    onFocus={(event) => event.target.select()}
                  />
                  <CopyUrlButton url={publicMediaUrl(item.url)} />
                </Stack>
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            {onDelete && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(item)}>
                {translate('media.details.delete')}
              </Button>
            )}
            <Button onClick={onClose}>{translate('media.details.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
