/**
 * axe-core on the main screens: no violation of impact "serious" or "critical". Each screen is
 * checked once it shows its content, and photographed for the reviewer.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';
import { saveScreen } from './support/screens';

const BLOCKING = new Set(['serious', 'critical']);

/** The blocking violations, each with the elements at fault, readable in a failure message. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ` +
        violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('\n    '),
    );
}

test.describe('sans session', () => {
  test.use({ signedIn: false });

  test('la page de connexion', async ({ page }) => {
    await openRoute(page, '/login');
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test('l’accueil', async ({ page }) => {
  await openRoute(page, '/');
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible();
  await expect(content(page).getByRole('region', { name: 'Activités' })).toContainText(/\d+ éléments/);
  await saveScreen(page, '03-accueil');
  expect(await blockingViolations(page)).toEqual([]);
});

test('une liste : les activités', async ({ page }) => {
  await openRoute(page, '/activities');
  await expect(content(page).getByRole('row').nth(1)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('un formulaire : nouvelle activité', async ({ page }) => {
  await openRoute(page, '/activities/create');
  await expect(content(page).getByRole('textbox', { name: 'Titre', exact: true })).toBeVisible();
  await expect(content(page).getByRole('button', { name: 'Choisir une image' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('la médiathèque', async ({ page }) => {
  await openRoute(page, '/media');
  await expect(
    content(page)
      .getByRole('button', { name: /^Ouvrir / })
      .first(),
  ).toBeVisible();
  await saveScreen(page, '32-mediatheque');
  expect(await blockingViolations(page)).toEqual([]);
});

test('le tableau de bord des tests', async ({ page }) => {
  await openRoute(page, '/tests');
  await expect(content(page).getByRole('table', { name: 'Tests' }).getByRole('row').nth(1)).toBeVisible();
  await expect(content(page).getByRole('heading', { name: 'Par catégorie' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
