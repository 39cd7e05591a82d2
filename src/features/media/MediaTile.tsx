/** One thumbnail of the grid: Enter or a click opens (or picks) it, the Delete key asks to delete it. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Card, CardActionArea, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaItem } from './mediaItem';
import { mediaSrc } from './mediaUrls';
import { useMediaFormat } from './useMediaFormat';

export interface MediaItemActions {
  mode: 'manage' | 'pick';
  onOpen: (item: MediaItem) => void;
  onDelete?: (item: MediaItem) => void;
  onToggleSelect?: (item: MediaItem) => void;
  isSelected?: (item: MediaItem) => boolean;
  /** In pick mode, the image currently chosen by the form. */
  pickedUrl?: string | null;
}

/** The Delete key on a focused image asks to delete it (manage mode only). */
export function deleteKeyHandler(item: MediaItem, onDelete?: (item: MediaItem) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Delete' || !onDelete) return;
    event.preventDefault();
    onDelete(item);
  };
}

export function MediaTile({ item, ...actions }: { item: MediaItem } & MediaItemActions) {
  const translate = useTranslate();
  const format = useMediaFormat();
  const { mode, onOpen, onDelete, onToggleSelect, isSelected, pickedUrl } = actions;
  const selected = isSelected?.(item) ?? false;
  const picked = mode === 'pick' && pickedUrl === item.url;
  const manage = mode === 'manage';

  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        borderColor: selected || picked ? 'primary.main' : undefined,
        borderWidth: selected || picked ? 2 : 1,
      }}
    >
      <CardActionArea
        aria-label={translate(manage ? 'media.item.open' : 'media.item.pick', { name: item.name })}
        aria-pressed={manage ? undefined : picked}
        onClick={() => onOpen(item)}
        onKeyDown={manage ? deleteKeyHandler(item, onDelete) : undefined}
      >
        <Box
          component="img"
          src={mediaSrc(item.url)}
          alt={item.name}
          loading="lazy"
          decoding="async"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            bgcolor: 'grey.100',
          }}
        />
        <Box component="span" sx={{ display: 'block', p: 1 }}>
          <Typography component="span" variant="body2" noWrap title={item.name} sx={{ display: 'block' }}>
            {item.name}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {format.size(item.size)} · {format.dimensions(item)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {format.date(item.modified_at)}
          </Typography>
        </Box>
      </CardActionArea>
      {manage && onToggleSelect && (
        <Checkbox
          size="small"
          checked={selected}
          onChange={() => onToggleSelect(item)}
          slotProps={{ input: { 'aria-label': translate('media.item.select', { name: item.name }) } }}
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            bgcolor: 'background.paper',
            p: 0.5,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      )}
      {manage && onDelete && (
        <Tooltip title={translate('media.item.delete', { name: item.name })}>
          <IconButton
            size="small"
            aria-label={translate('media.item.delete', { name: item.name })}
            onClick={() => onDelete(item)}
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Card>
  );
}
