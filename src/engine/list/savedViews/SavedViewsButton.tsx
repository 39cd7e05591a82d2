/**
 * « Vues » in a list's toolbar: the person's saved views of the area and those shared with their
 * role (marked with who shared them), each applied by a click; their own deleted after a
 * confirmation; and « Enregistrer la vue actuelle… ». The views are asked for when the menu opens,
 * not with the list: a list's first paint waits for nothing more.
 */
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../resources/contracts/savedViewContract';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { LateTooltip } from '../../afterFirstCommit';
import { useListView } from './listViewParams';
import { deleteSavedView, fetchSavedViews, savedViewsKey } from './savedViewsApi';
import { SaveViewDialog } from './SaveViewDialog';

export function SavedViewsButton({ declaration }: { declaration: ResourceDeclaration }) {
  const resource = declaration.name;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { current, apply } = useListView(declaration);
  const [opened, setOpened] = useState(false);
  // The button is replaced once, when its tooltip arrives after the first commit (LateTooltip): the
  // menu asks for the button in place when it positions itself, not for the one that was clicked.
  const button = useRef<HTMLButtonElement>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const views = useQuery({
    queryKey: savedViewsKey(resource),
    queryFn: () => fetchSavedViews(resource),
    enabled: opened,
    retry: false,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteSavedView(view.id),
    onSuccess: async (_, view) => {
      notify('engine.savedViews.deleted', { type: 'success', messageArgs: { name: view.name } });
      await queryClient.invalidateQueries({ queryKey: savedViewsKey(resource) });
    },
    onError: (error) => notify(error.message || 'engine.savedViews.failed', { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  const title = translate('engine.savedViews.button');
  const open = () => setOpened(true);
  const close = () => setOpened(false);
  const choose = (view: SavedView) => {
    apply(view.params);
    close();
    notify('engine.savedViews.applied', { type: 'info', messageArgs: { name: view.name } });
  };
  const sharing = (view: SavedView) => {
    if (!view.mine) return translate('engine.savedViews.shared', { name: view.owner_name });
    return view.shared_role ? translate('engine.savedViews.sharedByMe') : undefined;
  };

  return (
    <>
      {/* An icon, named by its tooltip: a word more in the toolbar pushed the filters onto more lines. */}
      <LateTooltip title={title}>
        <IconButton
          ref={button}
          aria-label={title}
          color="primary"
          onClick={open}
          size={isXSmall ? 'large' : 'small'}
        >
          <BookmarksIcon />
        </IconButton>
      </LateTooltip>
      {/* Mounted only while open: the list's first commit holds the button alone. */}
      {opened && (
        <Menu
          open
          anchorEl={() => button.current as HTMLButtonElement}
          onClose={close}
          slotProps={{ list: { 'aria-label': translate('engine.savedViews.menu') } }}
        >
          {views.isPending && <MenuItem disabled>{translate('engine.savedViews.loading')}</MenuItem>}
          {views.isError && <MenuItem disabled>{translate('engine.savedViews.loadFailed')}</MenuItem>}
          {views.data?.length === 0 && <MenuItem disabled>{translate('engine.savedViews.none')}</MenuItem>}
          {views.data?.map((view) => (
            <MenuItem key={view.id} onClick={() => choose(view)}>
              <ListItemText primary={view.name} secondary={sharing(view)} />
              {view.mine && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('engine.savedViews.delete', { name: view.name })}
                  onClick={(event) => {
                    // Deleting is not applying.
                    event.stopPropagation();
                    setDeleting(view);
                    close();
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            onClick={() => {
              setSaving(true);
              close();
            }}
          >
            <ListItemIcon>
              <SaveIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('engine.savedViews.save')} />
          </MenuItem>
        </Menu>
      )}
      {saving && <SaveViewDialog resource={resource} params={current} onClose={() => setSaving(false)} />}
      {deleting !== null && (
        <Confirm
          isOpen
          loading={remove.isPending}
          title="engine.savedViews.deleteTitle"
          titleTranslateOptions={{ name: deleting.name }}
          content="engine.savedViews.deleteContent"
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
