/**
 * The app bar: menu toggle, page title, language and theme switches, refresh and user menu, as
 * react-admin's <AppBar> lays them out (its classes, so theme overrides keep applying). Its own
 * because every button of react-admin's has a tooltip from its first render, and a tooltip's
 * first commit holds the page's first paint back (src/engine/afterFirstCommit.tsx): here the
 * tooltip, and the buttons on the right, come one render later (their code too: AppBarButtons.tsx).
 * Nothing moves when they come: the title keeps its place after the toggle, the buttons fill the
 * right end.
 */
import MenuIcon from '@mui/icons-material/Menu';
import MuiAppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import { styled, type Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { HideOnScroll, TitlePortal, useSidebarState, useTranslate } from 'react-admin';
import { LateTooltip, useAfterFirstCommit } from '../engine/afterFirstCommit';

const AppBarButtons = lazy(async () => ({ default: (await import('./AppBarButtons')).AppBarButtons }));

const Bar = styled(MuiAppBar, { name: 'RaAppBar', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    '& .RaAppBar-toolbar': {
      padding: `0 ${theme.spacing(1)}`,
      [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
    },
    '& .RaAppBar-menuButton': { marginRight: '0.2em' },
  }),
);

const ToggleButton = styled(IconButton, {
  name: 'RaSidebarToggleButton',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => {
  const transition = theme.transitions.create(['transform'], {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  });
  return {
    '& .RaSidebarToggleButton-menuButtonIconClosed': { transition, transform: 'rotate(0deg)' },
    '& .RaSidebarToggleButton-menuButtonIconOpen': { transition, transform: 'rotate(180deg)' },
  };
});

function MenuToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <LateTooltip title={label} enterDelay={500}>
      <ToggleButton
        color="inherit"
        aria-label={label}
        className="RaAppBar-menuButton"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon
          classes={{
            root: open
              ? 'RaSidebarToggleButton-menuButtonIconOpen'
              : 'RaSidebarToggleButton-menuButtonIconClosed',
          }}
        />
      </ToggleButton>
    </LateTooltip>
  );
}

export function AppHeader() {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const committed = useAfterFirstCommit();
  return (
    <HideOnScroll>
      <Bar className="RaAppBar-appBar" color="secondary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className="RaAppBar-toolbar">
          <MenuToggle />
          <TitlePortal className="RaAppBar-title" />
          {committed && (
            <Suspense fallback={null}>
              <AppBarButtons />
            </Suspense>
          )}
        </Toolbar>
      </Bar>
    </HideOnScroll>
  );
}
