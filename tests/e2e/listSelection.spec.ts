/**
 * Selecting rows of a list on a desktop screen (1440×900): the selection toolbar covers none of
 * the filters (react-admin lifted it over the list's top bar, half over a second row of filters),
 * and the selected row stands out from the others.
 */
import { expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';

test.use({ viewport: { width: 1440, height: 900 } });

test('la barre de sélection ne couvre aucun filtre et la ligne choisie se distingue', async ({ page }) => {
  await openRoute(page, '/activities');
  const rows = content(page).getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(/\S/);
  await expect(content(page).locator('.filter-field')).toHaveCount(6);
  await expect(content(page).locator('.filter-field > .MuiBox-root[aria-hidden="true"]')).toHaveCount(0);
  // Row 3 is of the same parity as row 1, should rows ever be striped.
  const unselected = await rows.nth(3).evaluate((row) => getComputedStyle(row).backgroundColor);

  await rows.nth(1).getByRole('checkbox').check();
  const toolbar = content(page).locator('.RaBulkActionsToolbar-toolbar');
  await expect(toolbar.getByRole('button', { name: 'Désactiver' })).toBeVisible();
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');

  const bar = await toolbar.boundingBox();
  expect(bar).not.toBeNull();
  for (const filter of await content(page).locator('.filter-field').all()) {
    const box = await filter.boundingBox();
    if (!bar || !box) continue;
    const overlaps =
      box.x < bar.x + bar.width &&
      bar.x < box.x + box.width &&
      box.y < bar.y + bar.height &&
      bar.y < box.y + box.height;
    expect(overlaps, `${await filter.getAttribute('data-source')} is under the selection toolbar`).toBe(
      false,
    );
  }
  // Away from the row, so that what shows is the selection, not the hover.
  await page.mouse.move(0, 0);
  const selected = await rows.nth(1).evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(selected).not.toBe(unselected);
});

test('la modification groupée se charge quand on vient aux lignes, pas avec elles', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openRoute(page, '/activities');
  const rows = content(page).getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(/\S/);
  await expect(content(page).locator('.filter-field > .MuiBox-root[aria-hidden="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A visit that only reads the list does not download the bulk edit's form and rules.
  expect(scripts.filter((path) => path.includes('BulkEditButton'))).toEqual([]);

  await rows.nth(1).getByRole('checkbox').check();
  const toolbar = content(page).locator('.RaBulkActionsToolbar-toolbar');
  await expect(toolbar.getByRole('button', { name: 'Modifier la sélection' })).toBeVisible();
});
