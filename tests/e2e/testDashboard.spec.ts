/**
 * The developer test dashboard runs one of this project's real test suites (the quickest entry of
 * the catalogue) and shows the run in its history.
 */
import { expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';
import { saveScreen } from './support/screens';

const QUICK_TEST = 'Catalogue des tests (rapide)';

test('lancer le test rapide du catalogue et le retrouver dans l’historique', async ({ page }) => {
  // The run starts a real Vitest process on a shared two-core machine.
  test.setTimeout(240_000);
  await openRoute(page, '/');
  await page.getByRole('menuitem', { name: 'Tests' }).click();
  await expect(
    content(page).getByRole('heading', { name: 'Tableau de bord des tests', level: 1 }),
  ).toBeVisible();
  const catalogue = content(page).getByRole('table', { name: 'Tests' });
  await content(page).getByRole('searchbox', { name: 'Rechercher' }).fill('rapide');
  const row = catalogue.getByRole('row').filter({ hasText: QUICK_TEST });
  await expect(row).toHaveCount(1);
  await saveScreen(page, '40-tableau-de-bord-des-tests');

  await row.getByRole('button', { name: `Lancer « ${QUICK_TEST} »` }).click();
  const running = content(page).getByRole('region', { name: 'Tests en cours' });
  await expect(running.getByText(QUICK_TEST)).toBeVisible();
  await saveScreen(page, '41-test-en-cours');
  // The page polls the server every 5 s while a test runs; the run itself takes seconds to a minute.
  await expect(running).toBeHidden({ timeout: 180_000 });

  await content(page).getByRole('tab', { name: 'Historique' }).click();
  const history = content(page).getByRole('tabpanel');
  const line = history.getByRole('row').filter({ hasText: QUICK_TEST }).first();
  await expect(line).toBeVisible();
  await expect(line).toContainText('Réussi');
  await expect(line.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await saveScreen(page, '42-historique-des-tests');
});
