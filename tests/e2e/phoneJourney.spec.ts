/**
 * A day's path on a phone held upright (390×844): home, a list, a record, the menu, the journal,
 * the test dashboard, sign-out. At each step nothing is wider than the screen: the Tests and
 * Journal pages were 961 and 659 px wide, and pushed the app bar's buttons, sign-out included,
 * off it.
 */
import type { Page } from '@playwright/test';
import { expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function fitsTheScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  // The app bar's last button (the account menu) is on the screen.
  const account = page.getByRole('banner').getByRole('button', { name: 'Profil' });
  const box = await account.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
}

test('sur un téléphone, rien n’est plus large que l’écran, de l’accueil à la déconnexion', async ({
  page,
}) => {
  await openRoute(page, '/');
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible();
  // The area cards' create buttons stay in their cards: no floating button.
  await expect(page.locator('.MuiFab-root')).toHaveCount(0);
  await fitsTheScreen(page);

  await content(page).getByRole('link', { name: 'Ouvrir « Activités »' }).tap();
  await expect(page).toHaveURL(/#\/activities$/);
  const lines = content(page).getByRole('list').first().getByRole('link');
  await expect(lines.first()).toContainText(/\S/);
  await fitsTheScreen(page);

  await lines.first().tap();
  await expect(page).toHaveURL(/#\/activities\/\d+$/);
  await fitsTheScreen(page);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
  await page.getByRole('menuitem', { name: 'Journal' }).tap();
  await expect(page).toHaveURL(/#\/history/);
  await expect(content(page).getByRole('heading', { name: 'Journal des modifications' })).toBeVisible();
  await fitsTheScreen(page);

  await openRoute(page, '/tests');
  await expect(page.getByRole('banner')).toContainText('Tableau de bord des tests');
  await expect(content(page).getByRole('table').first()).toBeVisible();
  await fitsTheScreen(page);

  await page.getByRole('banner').getByRole('button', { name: 'Profil' }).tap();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).tap();
  await expect(page.getByRole('heading', { name: 'Connexion à EduAdmin' })).toBeVisible();
});
