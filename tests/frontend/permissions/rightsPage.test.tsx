/** "Droits": the admins' page generated from GET /api/permissions/matrix, and closed to everyone else. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_USER } from '../../support/renderApp';
import { queriesSettled } from '../../support/settled';
import {
  adminAnswer,
  permissionsHandler,
  rightsMatrix,
  STAFF_USER,
  staffAnswer,
} from './support/permissionsAnswers';

// The dashboard itself is another feature's; here only who may reach it is under test.
vi.mock('../../../src/features/test-dashboard', () => ({
  TestDashboardPage: () => <p>Tableau de bord des tests (doublure)</p>,
}));

describe('the "Droits" page', () => {
  it('shows an admin the role × area × action matrix, the scopes and the field rules', async () => {
    renderApp('/rights', {
      user: TEST_USER,
      handlers: [
        permissionsHandler(adminAnswer()).handler,
        http.get('*/api/permissions/matrix', () => HttpResponse.json(rightsMatrix())),
      ],
    });
    const staffUsers = await screen.findByRole('row', { name: 'Utilisateurs · Personnel' });
    const cells = within(staffUsers).getAllByRole('cell');
    // Lister … Importer … then the scope, in the server's words.
    expect(cells[1]).toHaveTextContent('Limité');
    expect(cells[7]).toHaveTextContent('Tout');
    expect(cells.at(-1)).toHaveTextContent('son établissement, rôles élève et enseignant');
    const staffSchools = screen.getByRole('row', { name: 'Établissements · Personnel' });
    expect(
      within(staffSchools)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Personnel', 'Tout', 'Tout', 'Non', 'Non', 'Non', 'Non', 'Non', 'Non', 'Non', '']);
    expect(screen.getByRole('columnheader', { name: 'Restaurer' })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Règles sur les champs' });
    const roleRule = within(fields)
      .getByText('Valeurs permises : Élève, Enseignant')
      .closest('tr') as HTMLElement;
    expect(
      within(roleRule)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Utilisateurs', 'Rôle', 'Personnel', 'Valeurs permises : Élève, Enseignant']);
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Droits/ })).toBeInTheDocument();
  });
});

describe('a staff session', () => {
  for (const path of ['/rights', '/tests']) {
    it(`is sent home from ${path}, which its menu never offers`, async () => {
      let matrixAsked = false;
      const app = renderApp(path, {
        user: STAFF_USER,
        testDashboardAllowed: true,
        handlers: [
          permissionsHandler(staffAnswer()).handler,
          http.get('*/api/permissions/matrix', () => {
            matrixAsked = true;
            return HttpResponse.json({ detail: 'Accès réservé aux administrateurs' }, { status: 403 });
          }),
        ],
      });
      expect(await screen.findByRole('heading', { name: /Bienvenue/ })).toBeInTheDocument();
      expect(app.currentPath()).toBe('/');
      await queriesSettled(app.providers.queryClient);
      const menu = screen.getByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: /Activités/ })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: /Droits/ })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: /Tests/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Tableau de bord des tests (doublure)')).not.toBeInTheDocument();
      expect(matrixAsked).toBe(false);
    });
  }
});
