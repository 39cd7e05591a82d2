/**
 * The column chooser's button and its menu, as react-admin's ColumnsButton draws them (the table's
 * column list, ColumnsSelector, renders itself into the menu's box by its id). Its own because
 * react-admin's mounts its menu (a portal) and, on a phone, a tooltip from the first render, and
 * their first commit holds the page's first paint back (src/engine/afterFirstCommit.tsx). Here the
 * button is there from the first render, so the toolbar has its width at once and nothing beside it
 * moves, and the menu and tooltip come one render later: well within the half second the column
 * list spends looking for the menu's box.
 */
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { LateTooltip, useAfterFirstCommit } from '../afterFirstCommit';

const Root = styled('span', { name: 'RaColumnsButton', overridesResolver: (_props, styles) => styles.root })({
  // react-admin's fix for the icon's alignment on small buttons.
  '& .MuiButton-sizeSmall': { lineHeight: 1.5 },
});

export function ColumnsChooserButton() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const committed = useAfterFirstCommit();
  const [opened, setOpened] = useState(false);
  // On a phone the button is replaced once, when its tooltip arrives after the first commit
  // (LateTooltip): the popover asks for the button in place, not for the one that was clicked.
  const button = useRef<HTMLButtonElement>(null);
  const title = translate('ra.action.select_columns');
  const open = () => setOpened(true);
  return (
    <Root>
      {isXSmall ? (
        <LateTooltip title={title}>
          <IconButton ref={button} aria-label={title} color="primary" onClick={open} size="large">
            <ViewWeekIcon />
          </IconButton>
        </LateTooltip>
      ) : (
        <Button ref={button} size="small" onClick={open} startIcon={<ViewWeekIcon />}>
          {title}
        </Button>
      )}
      {committed && (
        <Popover
          open={opened}
          keepMounted
          anchorEl={() => button.current as HTMLButtonElement}
          onClose={() => setOpened(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <Box id={`${resource}.datatable-columnsSelector`} sx={{ px: 1, my: 0, minWidth: 200 }} />
        </Popover>
      )}
    </Root>
  );
}
