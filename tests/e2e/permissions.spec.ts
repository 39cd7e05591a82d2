/**
 * Roles in the browser (issue 29): a staff session sees only its areas, its controls and its
 * school's users; the demo admin sees everything, and the "Droits" page.
 */
import type { Page } from '@playwright/test';
import { ADMIN, expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';

const STAFF = { email: 'personnel@eduadmin.fr', password: 'EduStaff2026!' } as const;

async function signInAs(page: Page, person: { email: string; password: string }): Promise<void> {
  await openRoute(page, '/');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(person.password);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('menu');

test.describe('une session du personnel', () => {
  test.use({ signedIn: false });

  test('ne voit que ses espaces et ses boutons', async ({ page }) => {
    await signInAs(page, STAFF);
    await expect(menu(page).getByRole('menuitem', { name: 'Activités' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Utilisateurs' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Droits' })).toHaveCount(0);
    await expect(menu(page).getByRole('menuitem', { name: 'Tests' })).toHaveCount(0);

    // Établissements: list and show only.
    await openRoute(page, '/etablissements');
    await expect(content(page).getByRole('row').nth(1)).toBeVisible();
    await expect(content(page).getByRole('button', { name: 'Exporter' })).toHaveCount(0);
    await expect(content(page).getByRole('button', { name: 'Importer' })).toHaveCount(0);
    await expect(content(page).getByRole('link', { name: 'Créer' })).toHaveCount(0);

    // "Droits" by its address: sent home.
    await openRoute(page, '/rights');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('ne voit que les élèves et enseignants de son établissement', async ({ page }) => {
    await signInAs(page, STAFF);
    await openRoute(page, '/users');
    const rows = content(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows.first()).toBeVisible();
    const header = content(page).getByRole('columnheader');
    const headers = await header.allTextContents();
    const schoolColumn = headers.findIndex((text) => text.includes('Établissement'));
    const roleColumn = headers.findIndex((text) => text.includes('Rôle'));
    expect(schoolColumn).toBeGreaterThanOrEqual(0);
    const schools = new Set<string>();
    for (const row of await rows.all()) {
      const cells = row.locator('td');
      schools.add((await cells.nth(schoolColumn).textContent()) ?? '');
      expect(await cells.nth(roleColumn).textContent()).toMatch(/^(Élève|Enseignant)$/);
    }
    expect(schools.size).toBe(1);

    // The role offers only the two roles staff may give.
    await openRoute(page, '/users/create');
    await content(page).getByRole('combobox', { name: /^Rôle/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Élève', 'Enseignant']);
  });
});

test.describe('l’administrateur de démonstration', () => {
  test.use({ signedIn: false });

  test('voit tout, et la page « Droits »', async ({ page }) => {
    await signInAs(page, ADMIN);
    for (const entry of ['Activités', 'Utilisateurs', 'Établissements', 'Journal', 'Corbeille', 'Droits']) {
      await expect(menu(page).getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await menu(page).getByRole('menuitem', { name: 'Droits' }).click();
    await expect(content(page).getByRole('heading', { name: 'Droits', level: 1 })).toBeVisible();
    await expect(content(page).getByRole('row', { name: 'Utilisateurs · Personnel' })).toContainText(
      'Limité',
    );
    await expect(content(page).getByRole('row', { name: 'Utilisateurs · Administrateur' })).toContainText(
      'Tout',
    );
  });
});
