/** The list view: one row per image, sortable columns, the same keyboard as the grid. */
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Checkbox,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaItem } from './mediaItem';
import type { MediaSortField } from './mediaSorting';
import { mediaSrc } from './mediaUrls';
import { deleteKeyHandler, type MediaItemActions } from './MediaTile';
import type { MediaBrowserState } from './useMediaBrowserState';
import { useMediaFormat } from './useMediaFormat';

function SortHeader({
  field,
  label,
  browser,
}: {
  field: MediaSortField;
  label: string;
  browser: MediaBrowserState;
}) {
  const active = browser.sort === field;
  return (
    <TableSortLabel
      active={active}
      direction={active ? browser.order : 'asc'}
      onClick={() => browser.setSort(field, active ? (browser.order === 'asc' ? 'desc' : 'asc') : undefined)}
    >
      {label}
    </TableSortLabel>
  );
}

export function MediaTable({
  items,
  browser,
  ...actions
}: { items: readonly MediaItem[]; browser: MediaBrowserState } & MediaItemActions) {
  const translate = useTranslate();
  const format = useMediaFormat();
  const { mode, onOpen, onDelete, onToggleSelect, isSelected, pickedUrl } = actions;
  const manage = mode === 'manage';

  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {manage && onToggleSelect && <TableCell padding="checkbox" />}
            <TableCell>{translate('media.columns.preview')}</TableCell>
            <TableCell sortDirection={browser.sort === 'name' ? browser.order : false}>
              <SortHeader field="name" label={translate('media.columns.name')} browser={browser} />
            </TableCell>
            <TableCell sortDirection={browser.sort === 'size' ? browser.order : false}>
              <SortHeader field="size" label={translate('media.columns.size')} browser={browser} />
            </TableCell>
            <TableCell>{translate('media.columns.dimensions')}</TableCell>
            <TableCell>{translate('media.columns.type')}</TableCell>
            <TableCell sortDirection={browser.sort === 'date' ? browser.order : false}>
              <SortHeader field="date" label={translate('media.columns.date')} browser={browser} />
            </TableCell>
            {manage && onDelete && <TableCell>{translate('media.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const selected = isSelected?.(item) ?? false;
            return (
              <TableRow key={item.name} selected={selected || (!manage && pickedUrl === item.url)} hover>
                {manage && onToggleSelect && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={selected}
                      onChange={() => onToggleSelect(item)}
                      slotProps={{
                        input: { 'aria-label': translate('media.item.select', { name: item.name }) },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Box
                    component="img"
                    src={mediaSrc(item.url)}
                    alt={item.name}
                    loading="lazy"
                    decoding="async"
                    sx={{ display: 'block', width: 48, height: 36, objectFit: 'cover', bgcolor: 'grey.100' }}
                  />
                </TableCell>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    aria-label={translate(manage ? 'media.item.open' : 'media.item.pick', {
                      name: item.name,
                    })}
                    onClick={() => onOpen(item)}
                    onKeyDown={manage ? deleteKeyHandler(item, onDelete) : undefined}
                    sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                  >
                    {item.name}
                  </Link>
                </TableCell>
                <TableCell>{format.size(item.size)}</TableCell>
                <TableCell>{format.dimensions(item)}</TableCell>
                <TableCell>{item.type}</TableCell>
                <TableCell>{format.date(item.modified_at)}</TableCell>
                {manage && onDelete && (
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={translate('media.item.delete', { name: item.name })}
                      onClick={() => onDelete(item)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
