import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, renderDashboard } from './dashboardTestKit';

const metric = (covered: number, total: number) => ({
  total,
  covered,
  skipped: 0,
  pct: (covered / total) * 100,
});
const REPORT = {
  execution_id: 'c1',
  status: 'passed',
  generated_at: '2026-03-02T10:00:00.000Z',
  totals: {
    statements: metric(80, 100),
    branches: metric(30, 60),
    functions: metric(9, 10),
    lines: metric(79, 100),
  },
  files: [
    {
      file: 'server/testRunner/runner.ts',
      statements: metric(45, 50),
      branches: metric(10, 20),
      functions: metric(5, 5),
      lines: metric(44, 50),
    },
    {
      file: 'src/features/test-dashboard/testsApi.ts',
      statements: metric(35, 50),
      branches: metric(20, 40),
      functions: metric(4, 5),
      lines: metric(35, 50),
    },
  ],
  html_report: '/srv/eduadmin/data/coverage/index.html',
};

async function openCoverage(
  lastReport: unknown = failure(404, 'Aucun rapport de couverture n’a encore été généré'),
) {
  const api = mockApi();
  api.on('get', '/api/tests/coverage', lastReport as never);
  renderDashboard();
  await screen.findByTestId('test-row-server-suite');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Couverture' }));
  return { api, user };
}

describe('the coverage report', () => {
  it('says there is no report yet when the server has none', async () => {
    await openCoverage();
    expect(await screen.findByText('Aucun rapport pour le moment')).toBeInTheDocument();
  });

  it('generates a report and shows the totals and a bar per file and measure', async () => {
    const { api, user } = await openCoverage();
    api.on('post', '/api/tests/coverage', REPORT);
    await user.click(await screen.findByRole('button', { name: 'Générer le rapport' }));

    expect(
      await screen.findByText('Rapport HTML complet : /srv/eduadmin/data/coverage/index.html'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/tests/coverage')[0].body).toEqual({});
    expect(screen.getByRole('progressbar', { name: 'Instructions' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('progressbar', { name: 'Branches' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('80 sur 100')).toBeInTheDocument();

    const rows = screen.getAllByTestId('coverage-file');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'server/testRunner/runner.ts',
      'src/features/test-dashboard/testsApi.ts',
    ]);
    expect(
      within(rows[0]).getByRole('progressbar', { name: 'Instructions de server/testRunner/runner.ts' }),
    ).toHaveAttribute('aria-valuenow', '90');
    expect(within(rows[1]).getAllByText('70.0 %')).toHaveLength(2);
    expect(
      within(rows[1]).getByRole('progressbar', {
        name: 'Branches de src/features/test-dashboard/testsApi.ts',
      }),
    ).toHaveAttribute('aria-valuenow', '50');

    await user.type(screen.getByLabelText('Filtrer les fichiers'), 'runner');
    expect(screen.getAllByTestId('coverage-file')).toHaveLength(1);
  });

  it('measures one entry when a scope is chosen', async () => {
    const { api, user } = await openCoverage();
    api.on('post', '/api/tests/coverage', REPORT);
    await user.click(await screen.findByLabelText('Périmètre'));
    await user.click(screen.getByRole('option', { name: 'Tests du serveur' }));
    await user.click(screen.getByRole('button', { name: 'Générer le rapport' }));
    await waitFor(() => expect(api.calls('POST', '/api/tests/coverage')).toHaveLength(1));
    expect(api.calls('POST', '/api/tests/coverage')[0].body).toEqual({ test_id: 'server-suite' });
  });

  it('shows the last report when the tab opens', async () => {
    await openCoverage(REPORT);
    expect(await screen.findAllByTestId('coverage-file')).toHaveLength(2);
  });

  it.each([
    [
      failure(409, 'Un rapport de couverture est déjà en cours de génération'),
      'Un rapport de couverture est déjà en cours de génération',
    ],
    [failure(500), 'Erreur lors de la génération du rapport'],
  ])('shows why the report could not be generated (%#)', async (answer, message) => {
    const { api, user } = await openCoverage();
    api.on('post', '/api/tests/coverage', answer);
    await user.click(await screen.findByRole('button', { name: 'Générer le rapport' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the default message when the last report cannot be read', async () => {
    await openCoverage(failure(500));
    expect(await screen.findByText('Erreur lors du chargement du dernier rapport')).toBeInTheDocument();
  });
});
