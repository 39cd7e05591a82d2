/**
 * Start-up: build the providers, then mount the app into the page's root element. If anything of
 * that throws (a provider or a declaration that cannot be built, no root element), the error is
 * logged and nothing is mounted (spec 1).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { App } from '../app/App';
import { createAppRouter } from '../app/AppRouter';
import { createAppProviders } from '../app/appProviders';
import { testDashboardAllowedHere } from '../app/routes/testDashboardHost';
import { declarations as declaredAreas } from '../engine/declarations';
import { isPhoneScreen } from '../engine/list/phoneScreen';
import { listScreenOnItsWay } from '../engine/listScreen';
import { currentHashPath } from '../providers/auth/loginRedirect';
import { sessionRights } from '../providers/auth/permissions/rightsSession';
import { isSignedIn } from '../providers/auth/session';
import { startEarlyReads } from './earlyReads';
import { readFirstScreen } from './firstScreen';

/** How long the mount waits, once the code is in, for early answers that are not in yet. */
const FIRST_PAGE_WAIT_MS = 50;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StartOptions {
  declarations?: readonly ResourceDeclaration[];
}

export function startApp(rootElement: HTMLElement | null, options: StartOptions = {}): Root | null {
  try {
    if (!rootElement) throw new Error('EduAdmin: the page has no root element to mount into');
    const declarations = options.declarations ?? declaredAreas;
    const providers = createAppProviders(declarations);
    const root = createRoot(rootElement);
    // Created now, while the list's code and page travel, rather than during the first render.
    const router = createAppRouter();
    const render = () =>
      root.render(
        <StrictMode>
          <App
            providers={providers}
            declarations={declarations}
            testDashboardAllowed={testDashboardAllowedHere()}
            router={router}
          />
        </StrictMode>,
      );
    // The list screen the early reads asked for is about to arrive: mounting once it is in lets the
    // first render show the list itself rather than a fallback whose reveal React would hold back.
    // Its first page, asked for at the same time, is usually in by then too, and the list's own
    // read takes it at once; a slow server is not waited for long, the list shows its loading state.
    const early = startEarlyReads(currentHashPath(), declarations);
    // The person's rights, which the screens wait for, read while the rest starts (a failure is
    // met again, and shown, by the first screen that asks).
    const rights = isSignedIn() ? sessionRights().catch(() => undefined) : undefined;
    const answers = early.area
      ? Promise.all([early.settled, readFirstScreen(providers, early.area)])
      : undefined;
    const listScreen = listScreenOnItsWay();
    // Any other first screen (the sign-in page first of all) is rendered in a transition: React
    // renders it in short slices instead of one long task, and the page answers input meanwhile.
    // Not a cold-started list on a wide screen: in slices its rows showed 40-70 ms later. On a
    // phone's slower processor that render was one task of 300-600 ms (Lighthouse's mobile preset).
    if (!listScreen && !answers) startTransition(render);
    else
      void (listScreen ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => answers && Promise.race([Promise.all([answers, rights]), delay(FIRST_PAGE_WAIT_MS)]))
        .then(() => (isPhoneScreen() ? startTransition(render) : render()));
    return root;
  } catch (error) {
    console.error('EduAdmin could not start:', error);
    return null;
  }
}
