/**
 * Renders a whole react-admin app made of the given declarations at a route, with the real data
 * provider (against msw), the real French i18n provider and an in-memory store.
 */
// Imported first so that its handler reset runs after the unmount below (after-hooks run last-in first).
import '../../../support/mswServer';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import {
  Admin,
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

// Unmount before msw forgets the handlers, so no late refetch of a mounted app hits "no handler".
afterEach(() => cleanup());

type Tree = { [key: string]: string | Tree };

function merged(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return out;
}

/** The app's French provider, or the same messages plus a fixture's own labels. */
function i18nProvider(messages?: Tree): I18nProvider {
  if (!messages) return createI18nProvider();
  // French only, as before: one language offers no language menu in the layout.
  return polyglotProvider(
    () => merged(fr as unknown as Tree, messages) as TranslationMessages,
    [{ locale: 'fr', name: fr.app.languages.fr }],
  );
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
  declarations: readonly ResourceDeclaration[];
  route: string;
  components?: EngineComponents;
  dashboard?: DashboardComponent;
  messages?: Tree;
  /** Render react-admin's own layout, with its menu (default: screens only). */
  withMenu?: boolean;
  /** Who is signed in (default: no auth provider, no identity). */
  authProvider?: AuthProvider;
}): AdminRender {
  let pathname = options.route;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestMemoryRouter
      initialEntries={[options.route]}
      locationCallback={(location) => {
        pathname = `${location.pathname}${location.search}`;
      }}
    >
      <Admin
        dataProvider={createDataProvider(options.declarations)}
        authProvider={options.authProvider}
        i18nProvider={i18nProvider(options.messages)}
        store={memoryStore()}
        queryClient={queryClient}
        dashboard={options.dashboard}
        layout={options.withMenu ? undefined : BareLayout}
      >
        {renderResources(options.declarations, options.components)}
      </Admin>
    </TestMemoryRouter>,
  );
  return { location: () => pathname, queryClient };
}
