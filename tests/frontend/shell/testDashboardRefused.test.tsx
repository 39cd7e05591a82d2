// @vitest-environment-options {"url": "http://intranet.eduadmin.fr/EduAdmin/"}
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';

vi.mock('../../../src/features/test-dashboard', () => ({
  TestDashboardPage: () => <p>Tableau de bord des tests (doublure)</p>,
}));

describe('/tests on a host that is not allowed (spec 2, 6)', () => {
  it('sends the user to / and hides "Tests" from the menu', async () => {
    expect(window.location.hostname).toBe('intranet.eduadmin.fr');
    const app = renderApp('/tests');
    expect(await screen.findByRole('heading', { name: 'Bienvenue, Alice Martin' })).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(screen.queryByText('Tableau de bord des tests (doublure)')).not.toBeInTheDocument();
    const menu = screen.getByRole('menu');
    // The page entries come once the person's rights are read.
    expect(await within(menu).findByRole('menuitem', { name: /Médias/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Tests/ })).not.toBeInTheDocument();
  });
});
