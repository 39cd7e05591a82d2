/**
 * The journal page inside a react-admin app made of the given declarations (their screens too, so
 * its links lead somewhere), at a route, with the real data and French i18n providers.
 */
import '../../../support/mswServer';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, CustomRoutes, memoryStore, TestMemoryRouter, type TranslationMessages } from 'react-admin';
import { Route } from 'react-router-dom';
import { fr } from '../../../../i18n/fr';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { renderResources } from '../../../../src/engine';
import { JournalPage } from '../../../../src/features/history';
import { createDataProvider } from '../../../../src/providers/data/dataProvider';

export function renderJournal(options: {
  declarations: readonly ResourceDeclaration[];
  route: string;
  messages: Record<string, unknown>;
}) {
  let location = options.route;
  const messages = { ...fr, resources: { ...fr.resources, ...(options.messages.resources as object) } };
  render(
    <TestMemoryRouter
      initialEntries={[options.route]}
      locationCallback={(l) => {
        location = `${l.pathname}${l.search}`;
      }}
    >
      <Admin
        dataProvider={createDataProvider(options.declarations)}
        i18nProvider={polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'fr', {
          allowMissing: true,
        })}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        {renderResources(options.declarations)}
        <CustomRoutes>
          <Route path="/history" element={<JournalPage declarations={options.declarations} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { location: () => location };
}
