import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TESTS } from '../../../src/features/test-dashboard/defaultTests';
import { CATALOGUE, failure, mockApi, renderDashboard } from './dashboardTestKit';

const rows = () => screen.getAllByTestId(/^test-row-/);

describe('the list of tests', () => {
  it('shows the catalogue with category, type, priority, duration and status', async () => {
    mockApi();
    renderDashboard();
    const row = await screen.findByTestId('test-row-server-suite');
    expect(within(row).getByText('Tests du serveur')).toBeInTheDocument();
    expect(within(row).getByText('Serveur')).toBeInTheDocument();
    expect(within(row).getByText('Unitaire')).toBeInTheDocument();
    expect(within(row).getByText('Haute')).toBeInTheDocument();
    expect(within(row).getByText('3 min')).toBeInTheDocument();
    expect(within(row).getByText('Configuré')).toBeInTheDocument();
    const gamification = screen.getByTestId('test-row-gamification');
    expect(within(gamification).getByText('Non configuré')).toBeInTheDocument();
    expect(within(gamification).getByRole('button', { name: 'Lancer « Gamification »' })).toBeDisabled();
    expect(screen.getByText('3 tests')).toBeInTheDocument();
  });

  it('sends category, type, priority and "configured only" to the server as query parameters', async () => {
    const api = mockApi();
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Catégorie'));
    await user.click(screen.getByRole('option', { name: 'Interface' }));
    await user.click(screen.getByLabelText('Type'));
    await user.click(screen.getByRole('option', { name: 'Unitaire' }));
    await user.click(screen.getByLabelText('Priorité'));
    await user.click(screen.getByRole('option', { name: 'Moyenne' }));
    await user.click(screen.getByLabelText('Configurés seulement'));

    await waitFor(() => {
      const last = api.calls('GET', '/api/tests').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        category: 'frontend',
        test_type: 'unit',
        priority: 'medium',
        configured_only: 'true',
      });
    });
    // The first call asked for everything: no empty parameter is sent.
    expect([...api.calls('GET', '/api/tests')[0].query.keys()]).toEqual([]);
  });

  it('searches by name, description and tag in the page', async () => {
    mockApi();
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    await userEvent.setup().type(screen.getByLabelText('Rechercher'), 'interface');
    expect(rows().map((row) => row.dataset.testid)).toEqual(['test-row-frontend-suite']);
    expect(screen.getByText('1 test')).toBeInTheDocument();
  });

  it('says when no test matches', async () => {
    mockApi();
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    await userEvent.setup().type(screen.getByLabelText('Rechercher'), 'introuvable');
    expect(screen.getByText('Aucun test ne correspond à ces critères')).toBeInTheDocument();
  });

  it('shows the server detail and the five built-in tests when the list cannot be loaded', async () => {
    mockApi({ tests: failure(500, 'Base de données indisponible') });
    renderDashboard();
    expect(await screen.findByText('Base de données indisponible')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    const durations = rows().map((row) => within(row).getAllByRole('cell')[4].textContent);
    expect(durations.sort()).toEqual(['1 min', '1 min 30 s', '2 min', '2 min', '45 s'].sort());
  });

  it('shows the default message of spec 8 when the failure has no detail', async () => {
    mockApi({ tests: failure(503) });
    renderDashboard();
    expect(await screen.findByText('Erreur lors du chargement des tests')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(DEFAULT_TESTS.map((test) => test.estimated_duration)).toEqual([120, 60, 90, 45, 120]);
  });

  it('treats an answer that is not a list as an empty list', async () => {
    mockApi({ tests: { tests: CATALOGUE } });
    renderDashboard();
    expect(await screen.findByText('Aucun test ne correspond à ces critères')).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des tests')).not.toBeInTheDocument();
  });
});
