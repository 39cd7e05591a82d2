import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execution, failure, mockApi, renderDashboard } from './dashboardTestKit';

async function openHistory(answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(answers);
  renderDashboard();
  await screen.findByTestId('test-row-server-suite');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Historique' }));
  return { api, user };
}

describe('the run history', () => {
  it('asks for the last 50 runs and shows status, times, duration and return code', async () => {
    const { api } = await openHistory({
      history: [execution('e2', { status: 'failed', return_code: 1, duration: 12.5 }), execution('e1')],
    });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(api.calls('GET', '/api/tests/history')[0].query.get('limit')).toBe('50');

    const failed = within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(failed.slice(0, 2)).toEqual(['Tests du serveur', 'Échoué']);
    expect(failed[2]).toMatch(/02\/03\/2026/);
    expect(failed.slice(4, 6)).toEqual(['12,5 s', '1']);
    const passed = within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(passed.slice(1, 2).concat(passed.slice(4, 6))).toEqual(['Réussi', '1 min 5 s', '0']);
  });

  it('asks for more lines when the limit changes', async () => {
    const { api, user } = await openHistory();
    await screen.findByText('Aucune exécution pour le moment');
    await user.click(screen.getByLabelText('Nombre de lignes'));
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() =>
      expect(api.calls('GET', '/api/tests/history').at(-1)!.query.get('limit')).toBe('100'),
    );
  });

  it('shows stdout with its colours as text, never as HTML, then stderr and the command', async () => {
    const stdout =
      '\u001b[31mFAIL\u001b[39m tests/a.test.ts <img src=x onerror="alert(1)">\n\u001b[32m✓ ok\u001b[39m';
    const { user } = await openHistory({
      history: [
        execution('e1', { stdout, stderr: 'Arrêté : délai de 120 s dépassé', command: 'npx vitest run' }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Voir la sortie de « Tests du serveur »' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sortie de « Tests du serveur »' });
    const output = within(dialog).getByLabelText('Sortie standard');
    expect(output).toHaveTextContent('FAIL tests/a.test.ts <img src=x onerror="alert(1)">');
    expect(output.querySelector('img')).toBeNull();
    expect(within(output).getByText('FAIL')).toHaveStyle({ color: 'rgb(187, 0, 0)' });
    expect(within(output).getByText('✓ ok')).toHaveStyle({ color: 'rgb(0, 187, 0)' });
    expect(output.textContent).not.toContain('\u001b');

    await user.click(within(dialog).getByRole('tab', { name: 'Sortie d’erreur' }));
    expect(within(dialog).getByLabelText('Sortie d’erreur')).toHaveTextContent(
      'Arrêté : délai de 120 s dépassé',
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Commande' }));
    expect(within(dialog).getByLabelText('Commande')).toHaveTextContent('npx vitest run');
  });

  it('runs a test again from its history line', async () => {
    const { api, user } = await openHistory({ history: [execution('e1')] });
    api.on('post', '/api/tests/server-suite/run', { execution_id: 'e9', estimated_duration: 180 });
    await user.click(await screen.findByRole('button', { name: 'Relancer « Tests du serveur »' }));
    expect(await screen.findByRole('region', { name: 'Tests en cours' })).toHaveTextContent(
      'Tests du serveur',
    );
    expect(api.calls('POST', '/api/tests/server-suite/run')).toHaveLength(1);
  });

  it.each([
    [failure(500, 'Historique illisible'), 'Historique illisible'],
    [failure(500), "Erreur lors du chargement de l'historique"],
  ])('shows why the history could not be loaded (%#)', async (answer, message) => {
    await openHistory({ history: answer });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('treats a history that is not a list as empty', async () => {
    await openHistory({ history: { detail: 'pas une liste' } });
    expect(await screen.findByText('Aucune exécution pour le moment')).toBeInTheDocument();
  });
});
