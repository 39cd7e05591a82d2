/**
 * Answers that arrive late never replace newer ones: a slow list for earlier filters, or a status
 * read asked for before a run started.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesSettled } from '../../support/settled';
import { CATALOGUE, mockApi, renderDashboard, STATISTICS } from './dashboardTestKit';

/** A promise the test resolves when it wants the late answer to arrive. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const rows = () => screen.queryAllByTestId(/^test-row-/).map((row) => row.dataset.testid);

describe('late answers', () => {
  it('keeps the list of the filters chosen last when an earlier, slower list arrives after it', async () => {
    const slow = gate();
    const api = mockApi({
      tests: async ({ query }) => {
        if (query.get('category') === 'frontend') return [CATALOGUE[1]];
        await slow.opened;
        return CATALOGUE;
      },
    });
    const { queryClient } = renderDashboard();
    await waitFor(() => expect(api.calls('GET', '/api/tests')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Catégorie'));
    await user.click(screen.getByRole('option', { name: 'Interface' }));
    await screen.findByTestId('test-row-frontend-suite');

    slow.open();
    await queriesSettled(queryClient);
    expect(rows()).toEqual(['test-row-frontend-suite']);
  });

  it('keeps a run just started when a status read asked for before it answers late', async () => {
    const slow = gate();
    const api = mockApi({
      status: async () => {
        await slow.opened;
        return { running_tests_details: [], statistics: STATISTICS };
      },
    });
    api.on('post', '/api/tests/server-suite/run', { execution_id: 'e1', estimated_duration: 180 });
    const { queryClient } = renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' }));
    const region = await screen.findByRole('region', { name: 'Tests en cours' });

    slow.open();
    await queriesSettled(queryClient);
    expect(within(region).getByText('Tests du serveur')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tests en cours' })).toBe(region);
  });
});
