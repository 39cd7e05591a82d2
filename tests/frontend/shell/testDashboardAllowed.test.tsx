import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

// The dashboard itself is another feature's; here only the shell's route to it is under test.
vi.mock('../../../src/features/test-dashboard', () => ({
  TestDashboardPage: () => <p>Tableau de bord des tests (doublure)</p>,
}));

describe('/tests on an allowed host (localhost, the default)', () => {
  it('opens the test dashboard and shows "Tests" in the menu', async () => {
    const app = renderApp('/tests');
    expect(await screen.findByText('Tableau de bord des tests (doublure)')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/tests');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Tests/ })).toHaveAttribute(
      'href',
      '#/tests',
    );
  });
});
