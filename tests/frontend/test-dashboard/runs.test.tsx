import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, renderDashboard, STATISTICS } from './dashboardTestKit';

const runningRegion = () => screen.findByRole('region', { name: 'Tests en cours' });

async function openPage(answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(answers);
  renderDashboard();
  await screen.findByTestId('test-row-server-suite');
  return { api, user: userEvent.setup() };
}

describe('running tests', () => {
  it('runs one test and shows it running with its elapsed time against the estimate', async () => {
    const { api, user } = await openPage();
    api.on('post', '/api/tests/server-suite/run', { execution_id: 'e1', estimated_duration: 180 });
    await user.click(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' }));

    const region = await runningRegion();
    expect(within(region).getByText('Tests du serveur')).toBeInTheDocument();
    expect(within(region).getByText(/^\d s \/ 3 min estimées$/)).toBeInTheDocument();
    expect(within(region).getByRole('progressbar', { name: 'Tests du serveur' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/tests/server-suite/run')).toHaveLength(1);
    // Running already: it cannot be started a second time.
    expect(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' })).toBeDisabled();
  });

  it('shows the server detail when a run is refused', async () => {
    const { api, user } = await openPage();
    api.on(
      'post',
      '/api/tests/server-suite/run',
      failure(400, 'Le test « Tests du serveur » n’est pas configuré'),
    );
    await user.click(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' }));
    expect(await screen.findByText('Le test « Tests du serveur » n’est pas configuré')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tests en cours' })).not.toBeInTheDocument();
  });

  it('shows the default run message when the failure has no detail', async () => {
    const { api, user } = await openPage();
    api.on('post', '/api/tests/server-suite/run', failure(500));
    await user.click(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' }));
    expect(await screen.findByText("Erreur lors de l'exécution du test")).toBeInTheDocument();
  });

  it('runs a category and then follows what the server says is running', async () => {
    let started = false;
    const { api, user } = await openPage({
      status: () => ({
        running_tests_details: started
          ? [
              {
                execution_id: 'e2',
                test_id: 'frontend-suite',
                test_name: 'Tests de l’interface',
                status: 'queued',
              },
            ]
          : [],
        statistics: STATISTICS,
      }),
    });
    api.on('post', '/api/tests/category/frontend/run', () => {
      started = true;
      return { execution_ids: ['e2'] };
    });
    await user.click(screen.getByRole('button', { name: 'Lancer une catégorie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Interface (1 test)' }));

    const region = await runningRegion();
    expect(within(region).getByText('Tests de l’interface')).toBeInTheDocument();
    expect(
      within(region).getByText('En attente d’un emplacement (deux exécutions à la fois)'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/tests/category/frontend/run')).toHaveLength(1);
  });

  it.each([
    [
      failure(400, 'Aucun test configuré dans la catégorie « gamification »'),
      'Aucun test configuré dans la catégorie « gamification »',
    ],
    [failure(500), "Erreur lors de l'exécution de la catégorie"],
  ])('shows why a category could not run (%#)', async (answer, message) => {
    const { api, user } = await openPage();
    api.on('post', '/api/tests/category/gamification/run', answer);
    await user.click(screen.getByRole('button', { name: 'Lancer une catégorie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Gamification (1 test)' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('runs all the tests after a confirmation that says how many', async () => {
    const { api, user } = await openPage();
    api.on('post', '/api/tests/run-all', { execution_ids: ['e1', 'e2'] });
    await user.click(screen.getByRole('button', { name: 'Tout lancer' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Lancer tous les tests ?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Les 2 tests configurés vont être lancés, deux à la fois/),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/tests/run-all')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(api.calls('POST', '/api/tests/run-all')).toHaveLength(1));
    // The answer holds ids only: the running list is asked for at once.
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(2));
  });

  it('does nothing when "run all" is not confirmed', async () => {
    const { api, user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Tout lancer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/tests/run-all')).toHaveLength(0);
  });

  it.each([
    [failure(409, 'Aucun test configuré dans ce projet'), 'Aucun test configuré dans ce projet'],
    [failure(500), "Erreur lors de l'exécution de tous les tests"],
  ])('shows why "run all" failed (%#)', async (answer, message) => {
    const { api, user } = await openPage();
    api.on('post', '/api/tests/run-all', answer);
    await user.click(screen.getByRole('button', { name: 'Tout lancer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('cancels a running test', async () => {
    let cancelled = false;
    const running = {
      execution_id: 'e1',
      test_id: 'server-suite',
      test_name: 'Tests du serveur',
      status: 'running',
      started_at: new Date().toISOString(),
      estimated_duration: 180,
    };
    const { api, user } = await openPage({
      status: () => ({ running_tests_details: cancelled ? [] : [running], statistics: STATISTICS }),
    });
    api.on('post', '/api/tests/executions/e1/cancel', () => {
      cancelled = true;
      return { execution_id: 'e1', status: 'cancelled' };
    });
    const region = await runningRegion();
    await user.click(within(region).getByRole('button', { name: 'Annuler « Tests du serveur »' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tests en cours' })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST', '/api/tests/executions/e1/cancel')).toHaveLength(1);
  });

  it('shows the default message when cancelling fails without detail', async () => {
    const running = { execution_id: 'e1', test_id: 'server-suite', status: 'running', started_at: null };
    const { api, user } = await openPage({
      status: { running_tests_details: [running], statistics: STATISTICS },
    });
    api.on('post', '/api/tests/executions/e1/cancel', failure(500));
    await user.click(
      within(await runningRegion()).getByRole('button', { name: 'Annuler « Tests du serveur »' }),
    );
    expect(await screen.findByText('Erreur lors de l’annulation de l’exécution')).toBeInTheDocument();
  });
});
