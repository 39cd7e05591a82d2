/**
 * For each managed area, what an administrator does with a record: create it, find it by search,
 * edit it, deactivate it with the bulk action, delete it.
 */
import type { Page } from '@playwright/test';
import { AREAS, type AreaRecipe } from './support/areas';
import { expect, openRoute, test } from './support/fixtures';
import { content, searchForOne, textbox } from './support/forms';
import { saveScreen } from './support/screens';

/** A word of this run that no demo record contains. */
const newMark = (area: string) => `e2e${area.slice(0, 3).toLowerCase()}${Date.now().toString(36)}`;

const rowOf = (page: Page, text: string) =>
  content(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });

async function openArea(page: Page, area: AreaRecipe): Promise<void> {
  await page.getByRole('menuitem', { name: area.menu, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${area.route}(\\?.*)?$`));
}

// Each area's journey stands alone: they share the two workers.
test.describe.configure({ mode: 'parallel' });

for (const area of AREAS) {
  test(`${area.menu} : créer, rechercher, modifier, désactiver puis supprimer`, async ({ page }) => {
    const mark = newMark(area.route.slice(1));
    await openRoute(page, '/');
    await openArea(page, area);
    await expect(content(page).getByRole('row').nth(1)).toBeVisible();
    await saveScreen(page, `10-liste${area.route.replace(/\//g, '-')}`);

    // Create
    await content(page).getByRole('link', { name: 'Créer' }).click();
    const shown = await area.create(page, mark);
    await saveScreen(page, `11-creation${area.route.replace(/\//g, '-')}`);
    await content(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(new RegExp(`^« [^»]*${mark}[^»]* » a été créée?$`))).toBeVisible();

    // Find it by search
    await openArea(page, area);
    await searchForOne(page, mark);
    await expect(rowOf(page, shown)).toBeVisible();

    // Edit
    await rowOf(page, shown).getByRole('cell', { name: shown, exact: true }).click();
    // Records open by their key: the id, or the label for hashtags.
    const key = area.route === '/hashtags' ? mark : '\\d+';
    await expect(page).toHaveURL(new RegExp(`#${area.route}/${key}(/edit)?$`));
    const edited = await area.edit(page, mark);
    await content(page).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByText(new RegExp(`^Les modifications de « [^»]*${mark}[^»]* » ont été enregistrées$`)),
    ).toBeVisible();
    await openArea(page, area);
    await searchForOne(page, mark);
    const row = area.route === '/hashtags' ? rowOf(page, shown) : rowOf(page, edited);
    await expect(row).toBeVisible();

    // Deactivate in bulk
    await row.getByRole('checkbox').check();
    await content(page).getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByText('1 élément désactivé')).toBeVisible();
    await row.getByRole('cell').nth(1).click();
    await expect(content(page).getByRole('switch', { name: area.activeLabel })).not.toBeChecked();

    // Delete
    await openArea(page, area);
    await searchForOne(page, mark);
    await row.getByRole('checkbox').check();
    await content(page).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Supprimer 1 élément ?')).toBeVisible();
    await dialog.getByRole('button', { name: /Confirmer|Supprimer/ }).click();
    await expect(row).toBeHidden();
    await expect(content(page).getByText(/Aucun/).first()).toBeVisible();
  });
}

test('un hashtag s’ouvre par son libellé dans l’adresse', async ({ page }) => {
  await openRoute(page, '/hashtags');
  // A demo hashtag: the area journeys create and delete their own meanwhile.
  const demoRow = content(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: /e2e/ });
  const firstLabel = demoRow.first().getByRole('cell').nth(1);
  await expect(firstLabel).toHaveText(/^[a-z0-9à-ÿ_-]+$/);
  const label = (await firstLabel.textContent()) as string;

  await openRoute(page, `/hashtags/${label}/edit`);

  await expect(page.getByRole('banner').getByRole('heading', { name: `Hashtag · ${label}` })).toBeVisible();
  // The label is the key: shown, not editable; the rest of the record is.
  await expect(content(page).getByText(label, { exact: true })).toBeVisible();
  await expect(textbox(page, 'Description')).toBeEditable();
});

test('Domaines de satisfaction : ajouter, retrouver, renommer, supprimer', async ({ page }) => {
  const name = `Domaine ${newMark('dom')}`;
  const renamed = `${name} renommé`;
  const domains = () => content(page).getByRole('list', { name: 'Domaines des modèles de satisfaction' });
  await openRoute(page, '/');
  await page.getByRole('menuitem', { name: 'Domaines de satisfaction' }).click();
  await expect(domains().getByRole('listitem').first()).toBeVisible();

  await textbox(page, 'Nom du nouveau domaine').fill(name);
  await content(page).getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText(`Domaine « ${name} » ajouté`)).toBeVisible();
  const added = domains().getByRole('listitem').filter({ hasText: name });
  await expect(added).toContainText('Aucun modèle');
  await saveScreen(page, '12-domaines-de-satisfaction');

  await added.getByRole('button', { name: `Renommer « ${name} »` }).click();
  await textbox(page, `Nouveau nom de « ${name} »`).fill(renamed);
  await content(page).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Domaine renommé en « ${renamed} »`)).toBeVisible();

  await content(page)
    .getByRole('button', { name: `Supprimer « ${renamed} »` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Supprimer le domaine « ${renamed} » ?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`Domaine « ${renamed} » supprimé`)).toBeVisible();
  await expect(domains().getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
});

test('Activités : la page suivante demande et montre les lignes suivantes', async ({ page }) => {
  await openRoute(page, '/activities');
  const firstRow = content(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  await expect(content(page).getByText(/^1-25 sur \d+$/)).toBeVisible();
  const firstOfPageOne = await firstRow.innerText();

  const nextPage = page.waitForRequest((request) => /\/api\/activities\?.*skip=25/.test(request.url()));
  await content(page).getByRole('button', { name: 'Aller à la prochaine page' }).click();
  await nextPage;
  await expect(content(page).getByText(/^26-50 sur \d+$/)).toBeVisible();
  await expect(firstRow).not.toHaveText(firstOfPageOne);
});
