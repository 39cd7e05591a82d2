/** Search by name, sort, order, grid/list switch and refresh, above the images. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GridViewIcon from '@mui/icons-material/GridView';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MEDIA_SORT_FIELDS, type MediaSortField } from './mediaSorting';
import type { MediaBrowserState, MediaViewMode } from './useMediaBrowserState';

export function MediaToolbar({
  browser,
  total,
  onRefresh,
}: {
  browser: MediaBrowserState;
  total: number;
  onRefresh: () => void;
}) {
  const translate = useTranslate();
  const orderLabel = translate(
    browser.order === 'asc' ? 'media.toolbar.switchToDescending' : 'media.toolbar.switchToAscending',
  );
  const shown = browser.visible.length;

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={translate('media.toolbar.search')}
        value={browser.search}
        onChange={(event) => browser.setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={translate('media.toolbar.sortBy')}
        value={browser.sort}
        onChange={(event) => browser.setSort(event.target.value as MediaSortField)}
        sx={{ minWidth: 140 }}
      >
        {MEDIA_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`media.toolbar.sort.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={orderLabel}>
        <IconButton
          aria-label={orderLabel}
          onClick={() => browser.setSort(browser.sort, browser.order === 'asc' ? 'desc' : 'asc')}
        >
          {browser.order === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Tooltip>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={browser.view}
        aria-label={translate('media.toolbar.view')}
        onChange={(_, view: MediaViewMode | null) => {
          if (view) browser.setView(view);
        }}
      >
        <ToggleButton value="grid" aria-label={translate('media.toolbar.grid')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label={translate('media.toolbar.list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Tooltip title={translate('media.toolbar.refresh')}>
        <IconButton aria-label={translate('media.toolbar.refresh')} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: 'auto' }}>
        {shown === total
          ? translate('media.toolbar.count', { smart_count: total })
          : translate('media.toolbar.countFiltered', { count: shown, total })}
      </Typography>
    </Stack>
  );
}
