/**
 * Change history and CSV import as staff use them: change a record, read the difference, restore
 * the earlier version; import a roster with mistakes, see them, fix the file, import again.
 */
import type { Page } from '@playwright/test';
import { expect, openRoute, signInThroughApi, test } from './support/fixtures';
import { content, textbox } from './support/forms';
import { saveScreen } from './support/screens';

const stamp = () => Date.now().toString(36);

async function createTheme(appBase: string, name: string): Promise<number> {
  const { token } = await signInThroughApi();
  const response = await fetch(new URL('/api/themes', appBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, color: '#336699', position: 5 }),
  });
  if (response.status !== 201) throw new Error(`POST /api/themes answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

async function openHistory(page: Page): Promise<void> {
  await content(page).getByRole('button', { name: 'Historique' }).click();
}

test('Historique : modifier un thème, voir la différence, restaurer la version d’origine', async ({
  page,
  appBase,
}) => {
  const original = `Thème e2e ${stamp()}`;
  const renamed = `${original} renommé`;
  const id = await createTheme(appBase, original);

  await openRoute(page, `/themes/${id}`);
  await expect(textbox(page, 'Nom')).toHaveValue(original);
  await textbox(page, 'Nom').fill(renamed);
  await content(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Les modifications de « ${renamed} » ont été enregistrées`)).toBeVisible();
  // Saving leads back to the list; leaving the form before that would meet its unsaved-changes guard.
  await expect(page).toHaveURL(/#\/themes(\?.*)?$/);

  await openRoute(page, `/themes/${id}`);
  await expect(textbox(page, 'Nom')).toHaveValue(renamed);
  await openHistory(page);
  const update = content(page).getByRole('listitem', { name: /^Modification par / });
  await expect(update).toBeVisible();
  const nameRow = update.getByRole('row').filter({ hasText: 'Nom' });
  await expect(nameRow).toContainText(original);
  await expect(nameRow).toContainText(renamed);
  await saveScreen(page, '40-historique-theme');

  const creation = content(page).getByRole('listitem', { name: /^Création par / });
  await creation.getByRole('button', { name: 'Restaurer cette version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('La version a été restaurée')).toBeVisible();
  await expect(textbox(page, 'Nom')).toHaveValue(original);
  await expect(content(page).getByRole('listitem', { name: /^Restauration par / })).toBeVisible();
});

/** A users roster as a school sends it: French headers, semicolons. */
function roster(mark: string, mistakes: boolean): string {
  const lines = ['Prénom;Nom;Adresse e-mail;Rôle'];
  for (let i = 1; i <= 200; i += 1) {
    let email = `eleve${i}.${mark}@ecole-e2e.fr`;
    let last = `Martin${i}`;
    let role = i % 20 === 0 ? 'Enseignant' : 'Élève';
    if (mistakes && i === 17) email = 'pas-une-adresse';
    if (mistakes && i === 99) last = '';
    if (mistakes && i === 150) role = 'Directeur';
    lines.push(`Léa${i};${last};${email};${role}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('Import : 200 utilisateurs dont 3 lignes fausses, corriger le fichier, importer à nouveau', async ({
  page,
}) => {
  const mark = stamp();
  await openRoute(page, '/users');
  await content(page).getByRole('button', { name: 'Importer' }).click();
  const dialog = page.getByRole('dialog');

  await chooseFile(page, `eleves-${mark}.csv`, roster(mark, true));
  await expect(dialog.getByText('200 lignes lues')).toBeVisible();
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog.getByText('En erreur : 3')).toBeVisible();
  await expect(dialog.getByText('À créer : 197')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Seulement les lignes en erreur' }).check();
  await expect(dialog.getByText('Adresse e-mail invalide')).toBeVisible();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await saveScreen(page, '41-import-apercu-erreurs');

  // All or nothing (the default): nothing is written while a row is wrong.
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(dialog.getByText(/^Rien n’a été importé : 3 lignes sont en erreur/)).toBeVisible();

  // The school sends a corrected file.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await content(page).getByRole('button', { name: 'Importer' }).click();
  await chooseFile(page, `eleves-${mark}-corrige.csv`, roster(mark, false));
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog.getByText('À créer : 200')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importer' }).click();
  // The dialog's one alert: the summary's, or the failure's, whose text a failing run then shows.
  await expect(dialog.getByRole('alert')).toHaveText('Import terminé');
  await expect(dialog.getByText('Créés : 200')).toBeVisible();
  await saveScreen(page, '42-import-resultat');

  await dialog.getByRole('link', { name: 'Voir ces modifications dans le journal' }).click();
  await expect(page).toHaveURL(/#\/history\?.*batch_id=/);
  await expect(content(page).getByText('Léa200 Martin200', { exact: true })).toBeVisible();
  await saveScreen(page, '43-journal-import');
});

test('Export puis import : le fichier exporté revient sans rien changer', async ({ page }) => {
  await openRoute(page, '/themes');
  await expect(content(page).getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await content(page).getByRole('button', { name: 'Exporter' }).click();
  await page.getByRole('menuitem', { name: 'Libellés, à lire (CSV)' }).click();
  const file = await download;
  const path = await file.path();
  expect(file.suggestedFilename()).toBe('themes.csv');

  await content(page).getByRole('button', { name: 'Importer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Vérifier' }).click();
  await expect(dialog.getByText(/^Inchangées : [1-9]\d*$/)).toBeVisible();
  await expect(dialog.getByText('En erreur : 0')).toBeVisible();
  await expect(dialog.getByText('À créer : 0')).toBeVisible();
  await expect(dialog.getByText('À mettre à jour : 0')).toBeVisible();
});
