/**
 * One directory in the media manager: browse, select, open details, delete. Mounted per directory,
 * so the selection, search and open image never leak from one directory to another. Deleting (one
 * image, the selection, the Delete key) is offered only to those whose rights allow it; the
 * selection serves only to delete, so it goes with it.
 */
import { Stack } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useCanAccess } from 'react-admin';
import { DeleteMediaConfirm } from './DeleteMediaConfirm';
import { DeleteResultsAlert } from './DeleteResultsAlert';
import { useDirectoryLabel } from './DirectoryTabs';
import { MediaBrowser } from './MediaBrowser';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MediaInUseConfirm } from './MediaInUseConfirm';
import type { MediaItem } from './mediaItem';
import { SelectionBar } from './SelectionBar';
import { useMediaBrowserState } from './useMediaBrowserState';
import { useMediaDeletion } from './useMediaDeletion';
import type { MediaList } from './useMediaList';

export function MediaDirectoryView({ directory, list }: { directory: string; list: MediaList }) {
  const directoryLabel = useDirectoryLabel(directory);
  const browser = useMediaBrowserState(list.items, 'media.manager');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [openName, setOpenName] = useState<string | null>(null);

  const onDeleted = useCallback((names: string[]) => {
    setSelected((previous) => new Set([...previous].filter((name) => !names.includes(name))));
  }, []);
  const deletion = useMediaDeletion(directory, onDeleted);

  const selectedItems = useMemo(
    () => list.items.filter((item) => selected.has(item.name)),
    [list.items, selected],
  );
  const selectedOnPage = browser.pageItems.filter((item) => selected.has(item.name)).length;
  const pageState =
    selectedOnPage === 0 ? 'none' : selectedOnPage === browser.pageItems.length ? 'all' : 'some';

  const toggle = useCallback((item: MediaItem) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(item.name)) next.delete(item.name);
      else next.add(item.name);
      return next;
    });
  }, []);
  const togglePage = () => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const item of browser.pageItems) {
        if (pageState === 'all') next.delete(item.name);
        else next.add(item.name);
      }
      return next;
    });
  };
  const isSelected = useCallback((item: MediaItem) => selected.has(item.name), [selected]);
  const askDelete = useCallback((item: MediaItem) => deletion.ask([item]), [deletion]);
  const { canAccess } = useCanAccess({ action: 'delete', resource: 'media' });
  const canDelete = canAccess === true;

  return (
    <Stack spacing={2}>
      {deletion.results && (
        <DeleteResultsAlert results={deletion.results} onClose={deletion.dismissResults} />
      )}
      <MediaBrowser
        list={list}
        browser={browser}
        mode="manage"
        onOpen={(item) => setOpenName(item.name)}
        onDelete={canDelete ? askDelete : undefined}
        onToggleSelect={canDelete ? toggle : undefined}
        isSelected={canDelete ? isSelected : undefined}
        header={
          canDelete &&
          list.items.length > 0 && (
            <SelectionBar
              selectedCount={selectedItems.length}
              pageState={pageState}
              onTogglePage={togglePage}
              onClear={() => setSelected(new Set())}
              onDelete={() => deletion.ask(selectedItems)}
            />
          )
        }
      />
      <MediaDetailsDialog
        items={browser.visible}
        openName={openName}
        onNavigate={setOpenName}
        onClose={() => setOpenName(null)}
        onDelete={canDelete ? askDelete : undefined}
      />
      <DeleteMediaConfirm deletion={deletion} directoryLabel={directoryLabel} />
      <MediaInUseConfirm deletion={deletion} />
    </Stack>
  );
}
