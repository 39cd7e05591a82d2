import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, renderDashboard, STATISTICS } from './dashboardTestKit';

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).previousElementSibling?.textContent;

describe('the statistics', () => {
  it('shows the server statistics and their charts', async () => {
    mockApi({
      status: {
        running_tests_details: [],
        statistics: { ...STATISTICS, total: 24, configured: 19, not_configured: 5 },
      },
    });
    renderDashboard();
    const region = await screen.findByRole('region', { name: 'Statistiques' });
    await screen.findByTestId('test-row-server-suite');
    expect(figure(region, 'Tests au catalogue')).toBe('24');
    expect(figure(region, 'Configurés')).toBe('19');
    expect(figure(region, 'Non configurés')).toBe('5');
    expect(figure(region, 'En cours')).toBe('0');
    // The charts arrive with their own chunk.
    expect(within(region).getByLabelText('Chargement des graphiques…')).toBeInTheDocument();
    expect(await within(region).findByText('Par catégorie')).toBeInTheDocument();
    expect(within(region).getByText('Par type')).toBeInTheDocument();
    expect(within(region).getByText('Par priorité')).toBeInTheDocument();
  });

  it('counts the listed tests when the status cannot be read', async () => {
    mockApi({ status: failure(500) });
    renderDashboard();
    await screen.findByTestId('test-row-server-suite');
    const region = screen.getByRole('region', { name: 'Statistiques' });
    expect(figure(region, 'Tests au catalogue')).toBe('3');
    expect(figure(region, 'Non configurés')).toBe('1');
  });
});
