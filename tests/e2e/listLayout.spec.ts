/**
 * Nothing moves under the reader's eyes while a page loads: the sign-in page replaces the loading
 * line without shifting the page, and a list shows its rows first and its search and filters a
 * moment later in the place kept for them. The browser's own record of layout shifts tells.
 */
import { expect, openRoute, test } from './support/fixtures';
import { content } from './support/forms';

/** Runs before the app: notes every vertical move of the list's table (its paper), and every filter that moves, as the browser reports them. */
const WATCH_TABLE_MOVES = `
  window.__tableMoves = [];
  window.__filterMoves = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      for (const source of entry.sources) {
        const node = source.node;
        if (node && node.matches && node.matches('.RaList-main > .MuiPaper-root')) {
          window.__tableMoves.push(source.currentRect.y - source.previousRect.y);
        }
        if (node && node.matches && node.matches('.filter-field')) {
          window.__filterMoves.push(node.dataset.source);
        }
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Runs before the app: adds up the layout shifts the browser reports (its CLS, for this page). */
const ADD_UP_SHIFTS = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

test.describe('sans session', () => {
  test.use({ signedIn: false });

  test('la page de connexion remplace la ligne de chargement sans que rien ne bouge', async ({ page }) => {
    await page.addInitScript({ content: ADD_UP_SHIFTS });
    await openRoute(page, '/login');
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__shift')).toBe(0);
  });
});

/**
 * Both widths: the app's usual one, and Lighthouse's desktop preset (1,350 px), where a toolbar
 * button that came after the others (« Créer ») pushed two filters onto the next line.
 */
for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1350, height: 940 },
])
  test(`les filtres d’une liste arrivent sans déplacer le tableau (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript({ content: WATCH_TABLE_MOVES });
    await openRoute(page, '/activities');
    await expect(content(page).getByRole('table').getByRole('row').nth(1)).toContainText(/\S/);
    // The declared filters (type, language, theme, difficulty, active) are in, placeholders gone.
    await expect(content(page).locator('.filter-field')).toHaveCount(6);
    await expect(content(page).locator('.filter-field > .MuiBox-root[aria-hidden="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__tableMoves')).toEqual([]);
    // The toolbar's buttons and the filter form come together: no filter is pushed onto the next line.
    expect(await page.evaluate('window.__filterMoves')).toEqual([]);
  });
