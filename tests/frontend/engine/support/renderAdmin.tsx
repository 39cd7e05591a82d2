/**
 * The one helper that renders screens in react-admin: an app made of the given declarations (none
 * by default) at a route, with the real data provider (against msw), the real French i18n provider
 * and an in-memory store; pages that are not areas (the journal, the media manager, the test
 * dashboard) are given as custom routes. The whole EduAdmin shell is tests/support/renderApp.tsx.
 */
// Imported first so that its handler reset runs after the unmount below (after-hooks run last-in first).
import '../../../support/mswServer';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, expect } from 'vitest';
import {
  Admin,
  CustomRoutes,
  memoryStore,
  type AuthProvider,
  TestMemoryRouter,
  type DashboardComponent,
  type I18nProvider,
  type TranslationMessages,
} from 'react-admin';
import { fr } from '../../../../i18n/fr';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { renderResources, type EngineComponents } from '../../../../src/engine';
import { createDataProvider } from '../../../../src/providers/data/dataProvider';
import { createI18nProvider, polyglotProvider } from '../../../../src/providers/i18n/i18nProvider';

/** Keys asked for under the render's `messagesUnder` prefix that have no French message. */
const missingKeys: string[] = [];

// Unmount before msw forgets the handlers, so no late refetch of a mounted app hits "no handler".
afterEach(() => {
  cleanup();
  const missing = missingKeys.splice(0);
  expect(missing, 'messages missing from i18n/fr').toEqual([]);
});

type Tree = { [key: string]: string | Tree };

function merged(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return out;
}

function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
}

/** The app's French provider, or the same messages plus a fixture's own labels. */
function i18nProvider(messages?: Tree, messagesUnder?: string): I18nProvider {
  const provider = messages
    ? // French only, as before: one language offers no language menu in the layout.
      polyglotProvider(
        () => merged(fr as unknown as Tree, messages) as TranslationMessages,
        [{ locale: 'fr', name: fr.app.languages.fr }],
      )
    : createI18nProvider();
  if (!messagesUnder) return provider;
  const known = merged(fr as unknown as Tree, messages ?? {});
  return {
    ...provider,
    translate: (key, options) => {
      if (key.startsWith(messagesUnder) && !has(known, key)) missingKeys.push(key);
      return provider.translate(key, options);
    },
  };
}

/** The screens without the app bar and menu: less to render on busy machines. */
function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <main>
      <h1 id="react-admin-title" />
      {children}
    </main>
  );
}

export interface AdminRender {
  location: () => string;
  /** The app's react-query client: tests wait on it to settle (tests/support/settled.ts). */
  queryClient: QueryClient;
}

export function renderAdmin(options: {
  /** The areas (default: none). */
  declarations?: readonly ResourceDeclaration[];
  /** Where the app starts (default: `/`). */
  route?: string;
  /** Pages that are not areas, by path. */
  pages?: Record<string, ReactElement>;
  /** Route by the window's address (`#/media?dir=…`, as the app does) rather than in memory. */
  addressBar?: boolean;
  /** A key under this prefix without a French message fails the test (e.g. `media.`). */
  messagesUnder?: string;
  components?: EngineComponents;
  dashboard?: DashboardComponent;
  messages?: Tree;
  /** Render react-admin's own layout, with its menu (default: screens only). */
  withMenu?: boolean;
  /** Who is signed in (default: no auth provider, no identity). */
  authProvider?: AuthProvider;
  /** The language chosen before the app starts (default: French); needs the app's provider (no `messages`). */
  locale?: 'fr' | 'en';
}): AdminRender {
  const { declarations = [], route = '/' } = options;
  let pathname = route;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const admin = (
    <Admin
      dataProvider={createDataProvider(declarations)}
      authProvider={options.authProvider}
      i18nProvider={i18nProvider(options.messages, options.messagesUnder)}
      store={memoryStore(options.locale ? { locale: options.locale } : {})}
      queryClient={queryClient}
      dashboard={options.dashboard}
      layout={options.withMenu ? undefined : BareLayout}
    >
      {renderResources(declarations, options.components)}
      {options.pages && (
        <CustomRoutes>
          {Object.entries(options.pages).map(([path, page]) => (
            <Route key={path} path={path} element={page} />
          ))}
        </CustomRoutes>
      )}
    </Admin>
  );
  if (options.addressBar) {
    if (options.route) window.location.hash = `#${options.route}`;
    render(admin);
    return { location: () => window.location.hash.replace(/^#/, '') || '/', queryClient };
  }
  render(
    <TestMemoryRouter
      initialEntries={[route]}
      locationCallback={(location) => {
        pathname = `${location.pathname}${location.search}`;
      }}
    >
      {admin}
    </TestMemoryRouter>,
  );
  return { location: () => pathname, queryClient };
}
