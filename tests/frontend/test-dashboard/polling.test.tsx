/**
 * GET /api/tests/status is read when the page opens, then polled every 5000 ms only while tests
 * run (spec 4, 9). setInterval and the clock are faked so the test decides when time passes: a
 * run's elapsed time reads the same however long the machine takes to render.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, renderDashboard, STATISTICS } from './dashboardTestKit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const running = (startedSecondsAgo = 42) => ({
  execution_id: 'e1',
  test_id: 'server-suite',
  test_name: 'Tests du serveur',
  status: 'running',
  started_at: new Date(Date.now() - startedSecondsAgo * 1000).toISOString(),
  estimated_duration: 180,
});

/** The status answers in order; the last one repeats. */
function statusSequence(...lists: unknown[][]) {
  let call = 0;
  return () => ({ running_tests_details: lists[Math.min(call++, lists.length - 1)], statistics: STATISTICS });
}

describe('status polling', () => {
  it('never polls an idle page', async () => {
    const api = mockApi();
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(1));
    await advance(60_000);
    expect(api.calls('GET', '/api/tests/status')).toHaveLength(1);
  });

  it('polls every 5000 ms while a test runs and stops when the running list empties', async () => {
    const api = mockApi({ status: statusSequence([], [running()], []) });
    api.on('post', '/api/tests/server-suite/run', {
      ...running(0),
      status: 'queued',
      started_at: null,
    });
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(1));
    const historyCalls = api.calls('GET', '/api/tests/history').length;

    await userEvent.setup().click(screen.getByRole('button', { name: 'Lancer « Tests du serveur »' }));
    expect(await screen.findByRole('region', { name: 'Tests en cours' })).toHaveTextContent(
      'En attente d’un emplacement',
    );
    expect(api.calls('POST', '/api/tests/server-suite/run')).toHaveLength(1);

    await advance(4_999);
    expect(api.calls('GET', '/api/tests/status')).toHaveLength(1);
    await advance(1);
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(2));
    expect(await screen.findByText(/^47 s \/ 3 min estimées/)).toBeInTheDocument();

    await advance(5_000);
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tests en cours' })).not.toBeInTheDocument(),
    );
    // The finished run is in the history: it is read again.
    await waitFor(() => expect(api.calls('GET', '/api/tests/history').length).toBeGreaterThan(historyCalls));

    await advance(30_000);
    expect(api.calls('GET', '/api/tests/status')).toHaveLength(3);
  });

  it('follows the tests already running when the page opens, until they end', async () => {
    const api = mockApi({ status: statusSequence([running()], [running()], []) });
    renderDashboard();
    expect(await screen.findByRole('region', { name: 'Tests en cours' })).toHaveTextContent(
      'Tests du serveur',
    );
    await advance(5_000);
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(2));
    await advance(5_000);
    await waitFor(() => expect(api.calls('GET', '/api/tests/status')).toHaveLength(3));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Tests en cours' })).not.toBeInTheDocument(),
    );
    await advance(20_000);
    expect(api.calls('GET', '/api/tests/status')).toHaveLength(3);
  });

  it('shows the server detail when a status call fails, and keeps following the run', async () => {
    let call = 0;
    mockApi({
      status: () => {
        call += 1;
        if (call === 2) return failure(500, 'Lanceur indisponible')();
        return { running_tests_details: call < 3 ? [running()] : [], statistics: STATISTICS };
      },
    });
    renderDashboard();
    await screen.findByRole('region', { name: 'Tests en cours' });
    await advance(5_000);
    expect(await screen.findByText('Lanceur indisponible')).toBeInTheDocument();
    await advance(5_000);
    await waitFor(() => expect(screen.queryByText('Lanceur indisponible')).not.toBeInTheDocument());
  });

  it('shows the default status message when the failure has no detail', async () => {
    mockApi({ status: failure(502) });
    renderDashboard();
    expect(await screen.findByText('Erreur lors de la récupération du statut')).toBeInTheDocument();
  });
});
