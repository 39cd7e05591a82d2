/**
 * Start-up: build the providers, then mount the app into the page's root element. If anything of
 * that throws (a provider or a declaration that cannot be built, no root element), the error is
 * logged and nothing is mounted (spec 1).
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { declarations as declaredAreas } from '../engine/declarations';
import { listScreenOnItsWay } from '../engine/listScreen';
import { App } from './App';
import { createAppProviders } from './appProviders';
import { testDashboardAllowedHere } from './routes/testDashboardHost';

export interface StartOptions {
  declarations?: readonly ResourceDeclaration[];
}

export function startApp(rootElement: HTMLElement | null, options: StartOptions = {}): Root | null {
  try {
    if (!rootElement) throw new Error('EduAdmin: the page has no root element to mount into');
    const declarations = options.declarations ?? declaredAreas;
    const providers = createAppProviders(declarations);
    const root = createRoot(rootElement);
    const render = () =>
      root.render(
        <StrictMode>
          <App
            providers={providers}
            declarations={declarations}
            testDashboardAllowed={testDashboardAllowedHere()}
          />
        </StrictMode>,
      );
    // The list screen a cold start asked for is about to arrive: mounting once it is in lets the
    // first render show the list itself rather than a fallback whose reveal React would hold back.
    const listScreen = listScreenOnItsWay();
    if (listScreen) void listScreen.then(render, render);
    else render();
    return root;
  } catch (error) {
    console.error('EduAdmin could not start:', error);
    return null;
  }
}
