/**
 * The main layout of signed-in screens: app bar (AppHeader), side menu and the screen, inside an
 * error boundary. React-admin's <Layout> arranged the same parts, plus the
 * preferences inspector, which this app never opens and which measured the page's width on every
 * render (a forced layout each time a list's rows came in).
 */
import { styled } from '@mui/material/styles';
import { memo, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Error as ErrorView, LayoutClasses, Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { useAfterFirstCommit } from '../engine/afterFirstCommit';
import { AppHeader } from './AppHeader';

/** React-admin's layout classes and sizes, so its theme overrides and our styles keep applying. */
const Frame = styled('div', { name: 'RaLayout', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  // On a phone nothing may widen the page past the screen (the app bar's buttons went off it):
  // a wide table scrolls inside its own container instead.
  [theme.breakpoints.down('sm')]: { minWidth: 0 },
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: { display: 'flex', flexGrow: 1 },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingRight: theme.spacing(1),
    paddingLeft: theme.spacing(1),
    [theme.breakpoints.down('sm')]: { minWidth: 0 },
  },
}));

/**
 * The app bar and the side menu, rendered again only when they change themselves: react-admin
 * renders the layout again with a new screen element just after mount (its router re-reads its
 * routes), and the menu is the costliest part of the frame.
 */
const Header = memo(AppHeader);
const SideMenu = memo(function SideMenu({ menu: Menu }: { menu: ComponentType }) {
  return (
    <Sidebar>
      <Menu />
    </Sidebar>
  );
});

/**
 * React-admin's skip link, from the render after the first: on a phone it is an icon button in a
 * Tooltip, whose node is set while React commits it, and React then rendered the whole first
 * screen again in the same task.
 */
function LateSkipNavigation() {
  return useAfterFirstCommit() ? <SkipNavigationButton /> : null;
}

export function AppLayout({ children, menu }: { children: ReactNode; menu: ComponentType }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Frame className="layout">
      <LateSkipNavigation />
      <div className={LayoutClasses.appFrame}>
        <Header />
        <main className={LayoutClasses.contentWithSidebar}>
          <SideMenu menu={menu} />
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ErrorView
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}
