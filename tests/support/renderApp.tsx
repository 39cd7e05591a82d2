/**
 * Renders the whole EduAdmin app (providers, react-admin context and routes, layout) at a hash route, with msw
 * standing in for the server. For any front-end test that needs the real shell around a screen:
 *
 *   const app = renderApp('/users', { handlers: [http.get('*\/api/users', () => HttpResponse.json(rows))] });
 *   await screen.findByText('Durand');
 *   expect(app.currentPath()).toBe('/users');
 *
 * Signed in as TEST_USER unless `user: false`. By default every other GET /api/* answers an empty
 * list (X-Total-Count: 0) so screens that load side data (the home dashboard, choice lists) render;
 * pass `emptyApi: false` to have unhandled calls fail the test instead. Handlers passed here win
 * over handlers registered with server.use() before the call (msw gives the latest the priority).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { memoryStore } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/AppRouter';
import { createAppProviders, type AppProviders } from '../../src/app/appProviders';
import { testDashboardAllowedHere } from '../../src/app/routes/testDashboardHost';
import { declarations as declaredAreas } from '../../src/engine/declarations';
import type { SessionUser } from '../../src/providers/auth/authProvider';
import { server } from './mswServer';

export const TEST_USER: SessionUser = {
  id: 1,
  email: 'alice.martin@eduadmin.fr',
  first_name: 'Alice',
  last_name: 'Martin',
  full_name: 'Alice Martin',
  role: 'admin',
};

export const TEST_TOKEN = 'test-token';

/** Puts a session in local storage, as a successful sign-in does. */
export function signIn(user: SessionUser = TEST_USER, token = TEST_TOKEN): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** Every GET under /api answers an empty list with its total. */
export const emptyApiHandlers: RequestHandler[] = [
  http.get('*/api/*', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
];

export interface RenderAppOptions {
  /** The signed-in user, or false to start signed out. Default: TEST_USER. */
  user?: SessionUser | false;
  /** msw handlers for this render, with priority over emptyApi and earlier server.use(). */
  handlers?: RequestHandler[];
  /** Answer every other GET /api/* with an empty list. Default: true. */
  emptyApi?: boolean;
  declarations?: readonly ResourceDeclaration[];
  /** Give the app a router created beforehand, as the start-up does (src/app/AppRouter.tsx). */
  startupRouter?: boolean;
  /** Default: what the page's host allows (VITE_TEST_DASHBOARD_HOSTS against window.location). */
  testDashboardAllowed?: boolean;
}

export function renderApp(route = '/', options: RenderAppOptions = {}) {
  const { user = TEST_USER, handlers = [], emptyApi = true, declarations = declaredAreas } = options;
  if (user) signIn(user);
  server.use(...handlers, ...(emptyApi ? emptyApiHandlers : []));
  // The hash router reads the address when the app mounts.
  window.location.hash = `#${route}`;
  const providers: AppProviders = { ...createAppProviders(declarations), store: memoryStore() };
  // As the start-up does: the router created before the first render.
  const router = options.startupRouter ? createAppRouter() : undefined;
  const result = render(
    <App
      providers={providers}
      declarations={declarations}
      testDashboardAllowed={options.testDashboardAllowed ?? testDashboardAllowedHere()}
      router={router}
    />,
  );
  return {
    ...result,
    providers,
    router,
    user: userEvent.setup(),
    /** The app path in the address bar: `#/users?page=2` -> `/users?page=2`. */
    currentPath: () => window.location.hash.replace(/^#/, '') || '/',
  };
}
