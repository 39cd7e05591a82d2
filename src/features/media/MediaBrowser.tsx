/**
 * A directory's images with their toolbar, states and pages; shared by the media manager and the
 * image picker of resource forms.
 */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { MediaGrid } from './MediaGrid';
import { MediaPagination } from './MediaPagination';
import { MediaEmpty, MediaLoadError, MediaLoading, MediaNoMatch } from './MediaStates';
import { MediaTable } from './MediaTable';
import type { MediaItemActions } from './MediaTile';
import { MediaToolbar } from './MediaToolbar';
import type { MediaBrowserState } from './useMediaBrowserState';
import type { MediaList } from './useMediaList';

export interface MediaBrowserProps extends MediaItemActions {
  list: MediaList;
  browser: MediaBrowserState;
  /** Shown between the toolbar and the images (the selection bar of the manager). */
  header?: ReactNode;
}

export function MediaBrowser({ list, browser, header, ...actions }: MediaBrowserProps) {
  const inPicker = actions.mode === 'pick';
  let content: ReactNode = null;
  if (list.items.length === 0) {
    if (list.status === 'loading') content = <MediaLoading />;
    else if (list.status === 'ready' || inPicker) content = <MediaEmpty showHint={!inPicker} />;
  } else if (browser.visible.length === 0) {
    content = <MediaNoMatch search={browser.search} />;
  } else if (browser.view === 'grid') {
    content = <MediaGrid items={browser.pageItems} {...actions} />;
  } else {
    content = <MediaTable items={browser.pageItems} browser={browser} {...actions} />;
  }

  return (
    <Stack spacing={2}>
      <MediaToolbar browser={browser} total={list.items.length} onRefresh={list.reload} />
      {list.status === 'error' && (
        <MediaLoadError detail={list.error ?? ''} inPicker={inPicker} onRetry={list.reload} />
      )}
      {header}
      {content}
      {browser.visible.length > 0 && <MediaPagination browser={browser} />}
    </Stack>
  );
}
