/**
 * The default messages of spec 8 and the built-in list follow the chosen language: in English the
 * page never shows the French texts.
 */
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { TestDashboardPage } from '../../../src/features/test-dashboard';
import { failure, mockApi } from './dashboardTestKit';

function renderInEnglish() {
  render(
    <AdminContext
      i18nProvider={polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }])}
      store={memoryStore()}
    >
      <TestDashboardPage />
    </AdminContext>,
  );
}

describe('the test dashboard in English', () => {
  it('shows the English defaults when the list and the status cannot be read', async () => {
    mockApi({ tests: failure(503), status: failure(502) });
    renderInEnglish();
    expect(await screen.findByText('Error while loading the tests')).toBeInTheDocument();
    expect(await screen.findByText('Error while fetching the status')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^test-row-/)).toHaveLength(5);
    expect(
      within(screen.getByTestId('test-row-server-suite')).getByText(
        en.testDashboard.defaults['server-suite'].name,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Erreur/)).not.toBeInTheDocument();
  });
});
