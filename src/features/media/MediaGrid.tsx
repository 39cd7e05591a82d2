import { Box } from '@mui/material';
import type { MediaItem } from './mediaItem';
import { MediaTile, type MediaItemActions } from './MediaTile';

/** The thumbnails of one page, as many per row as the width allows. */
export function MediaGrid({ items, ...actions }: { items: readonly MediaItem[] } & MediaItemActions) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
      }}
    >
      {items.map((item) => (
        <li key={item.name}>
          <MediaTile item={item} {...actions} />
        </li>
      ))}
    </Box>
  );
}
