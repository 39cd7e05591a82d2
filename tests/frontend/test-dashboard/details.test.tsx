import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, execution, failure, mockApi, renderDashboard } from './dashboardTestKit';

async function openDetails(details: unknown, status: unknown) {
  const api = mockApi();
  api.on('get', '/api/tests/server-suite', details as never);
  api.on('get', '/api/tests/server-suite/status', status as never);
  renderDashboard();
  await screen.findByTestId('test-row-server-suite');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Détails de « Tests du serveur »' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Tests du serveur' }) };
}

describe('the details of a test', () => {
  it('reads the test and its status from the server', async () => {
    const { api, dialog } = await openDetails(
      { ...CATALOGUE[0], command: 'npx vitest run --project server', timeout: 1200 },
      { test_id: 'server-suite', status: 'configured', state: 'idle', last_execution: execution('e1') },
    );
    expect(await within(dialog).findByText('npx vitest run --project server')).toBeInTheDocument();
    // Catalogue entries are described in the user's language (i18n), by id.
    expect(within(dialog).getByText(/^Tout le projet Vitest « server »/)).toBeInTheDocument();
    expect(within(dialog).getByText('20 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Au repos')).toBeInTheDocument();
    expect(within(dialog).getByText('Réussi')).toBeInTheDocument();
    expect(api.calls('GET', '/api/tests/server-suite')).toHaveLength(1);
    expect(api.calls('GET', '/api/tests/server-suite/status')).toHaveLength(1);
  });

  it('shows the server details of both failures', async () => {
    const { dialog } = await openDetails(
      failure(404, 'Test introuvable : « server-suite »'),
      failure(500, 'Statut perdu'),
    );
    expect(await within(dialog).findByText('Test introuvable : « server-suite »')).toBeInTheDocument();
    expect(within(dialog).getByText('Statut perdu')).toBeInTheDocument();
  });

  it('shows the default messages when the failures have no detail', async () => {
    const { dialog } = await openDetails(failure(500), failure(500));
    expect(
      await within(dialog).findByText('Erreur lors du chargement des détails du test'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Erreur lors de la récupération du statut du test')).toBeInTheDocument();
    // What the list already knew is still shown.
    expect(within(dialog).getByText('3 min')).toBeInTheDocument();
  });
});
