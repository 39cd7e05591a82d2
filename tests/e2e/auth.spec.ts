/**
 * Signing in and out as a person does: the guarded address, a wrong password, a session that the
 * server ends, an address that does not exist.
 */
import { ADMIN, expect, openRoute, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { revokeTokenInDatabase } from './support/sessions';
import type { Page } from '@playwright/test';

async function signIn(page: Page, password: string = ADMIN.password): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(password);
  await page.getByRole('button', { name: 'Connexion' }).click();
}

const activitiesList = (page: Page) => page.getByRole('table').getByRole('row').nth(1);

test.describe('sans session', () => {
  test.use({ signedIn: false });

  test('ouvrir les activités sans session mène à la connexion, puis aux activités', async ({ page }) => {
    await openRoute(page, '/activities');
    await expect(page.getByRole('heading', { name: 'Connexion à EduAdmin' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/login?redirect=%2Factivities');
    await saveScreen(page, '01-connexion');

    await signIn(page);

    await expect(page).toHaveURL(/#\/activities$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Activités' })).toBeVisible();
    await expect(activitiesList(page)).toBeVisible();
  });

  test('de la connexion à l’accueil, l’application ne contacte aucun autre serveur que le sien', async ({
    page,
    appBase,
  }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(appBase).origin) elsewhere.push(request.url());
    });
    await openRoute(page, '/');
    await signIn(page);
    await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(elsewhere).toEqual([]);
  });

  test('un mauvais mot de passe affiche le message du serveur et reste sur la connexion', async ({
    page,
  }) => {
    await openRoute(page, '/');
    await expect(page.getByRole('heading', { name: 'Connexion à EduAdmin' })).toBeVisible();

    await signIn(page, 'pas-le-bon-mot-de-passe');

    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connexion à EduAdmin' })).toBeVisible();
    await saveScreen(page, '02-connexion-refusee');
  });

  test('une session close par le serveur affiche « Session expirée » en haut et ramène à la connexion', async ({
    page,
  }) => {
    // The theme filter's choices (react-admin's reference input: 25 themes by id) are asked for
    // once its field is drawn, and on a busy machine more than networkidle's 500 ms after the
    // page's other calls: ended before they came, the session was met by them instead of by the
    // menu's call (a fresh-clone CI, 8fbdb1a).
    const themeChoices = page.waitForResponse(
      (response) => response.url().includes('/api/themes?') && response.url().includes('sort=id'),
    );
    await openRoute(page, '/activities');
    await signIn(page);
    await expect(activitiesList(page)).toBeVisible();
    // The list's filters come and load their choices just after its rows: the session ends once
    // they are in and the page has settled, so that the call meeting it is the one the menu makes.
    await expect(page.locator('.filter-field')).toHaveCount(6);
    await expect(page.locator('.filter-field [aria-hidden="true"].MuiBox-root')).toHaveCount(0);
    expect((await themeChoices).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    expect(revokeTokenInDatabase(token as string)).toBe(1);
    // The next call the app makes meets the ended session.
    await page.getByRole('menuitem', { name: 'Thèmes' }).click();

    const message = page.getByText('Session expirée, veuillez vous reconnecter');
    await expect(message).toBeVisible();
    const box = await message.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height < viewport.height / 3).toBe(true);
    await expect(page.getByRole('heading', { name: 'Connexion à EduAdmin' })).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/login\?redirect=/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('une adresse inconnue affiche la page introuvable avec un retour à l’accueil', async ({ page }) => {
  await openRoute(page, '/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable', level: 1 })).toBeVisible();
  await saveScreen(page, '20-page-introuvable');

  await page.getByRole('link', { name: /^Retour à l.accueil$/ }).click();
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible();
});
