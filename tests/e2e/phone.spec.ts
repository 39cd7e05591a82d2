/**
 * On a phone held upright a list is a column of lines, one per record, that fits the screen: the
 * table it replaces made the page 1,100 px wide, app bar included, and the screen scrolled sideways.
 */
import { expect, openRoute, test } from './support/fixtures';
import { content, textbox } from './support/forms';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('sur un téléphone, une liste tient dans l’écran et ouvre la fiche touchée', async ({ page }) => {
  await openRoute(page, '/activities');
  const lines = content(page).getByRole('list').first().getByRole('link');
  await expect(lines.first()).toContainText(/\S/);
  await expect(content(page).getByRole('table')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  // A line's name: its first line (the second names other columns, a chip marks an inactive record).
  const title = (
    await lines
      .nth(1)
      .locator('.MuiListItemText-primary > div')
      .evaluate((name) => name.firstChild?.textContent ?? '')
  ).trim();
  expect(title).not.toBe('');
  await lines.nth(1).tap();
  await expect(page).toHaveURL(/#\/activities\/\d+$/);
  await expect(textbox(page, 'Titre')).toHaveValue(title);
});

/**
 * Runs before the app: when the list's first line is drawn, notes the scripts downloaded so far
 * (their addresses, as the browser's resource timing lists them).
 */
const NOTE_SCRIPTS_AT_FIRST_LINE = `
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector('.MuiListItemText-primary')) return;
    observer.disconnect();
    window.__scriptsAtFirstLine = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  }).observe(document, { childList: true, subtree: true });
`;

test('sur un téléphone, les premières lignes arrivent sans le code du formulaire de filtres ni du tableau', async ({
  page,
}) => {
  await page.addInitScript(NOTE_SCRIPTS_AT_FIRST_LINE);
  await openRoute(page, '/activities');
  const lines = content(page).getByRole('list').first().getByRole('link');
  await expect(lines.first()).toContainText(/\S/);
  const scripts = await page.waitForFunction(
    () => (window as unknown as { __scriptsAtFirstLine?: string[] }).__scriptsAtFirstLine,
  );
  const before = (await scripts.jsonValue()) ?? [];
  expect(before.filter((path) => /\/(FilterFormParts|ListTable)-[\w-]+\.js$/.test(path))).toEqual([]);
  // The search box comes once the lines are shown, its code with it.
  await expect(content(page).getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
});

test('sur un téléphone, la liste ne télécharge pas le code du tableau ; tournée en large, elle l’affiche', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openRoute(page, '/activities');
  const lines = content(page).getByRole('list').first().getByRole('link');
  await expect(lines.first()).toContainText(/\S/);
  await page.waitForLoadState('networkidle');
  // The lines came without the table's code (react-admin's DataTable, the column heads, the rows):
  // it is downloaded when the screen becomes wide (a tablet turned, a window widened).
  const tableCode = (path: string) => /\/ListTable-[\w-]+\.js$/.test(path);
  expect(scripts.filter(tableCode)).toEqual([]);
  const beforeWide = scripts.length;

  await page.setViewportSize({ width: 1024, height: 768 });
  const rows = content(page).getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText(/\S/);
  expect(scripts.slice(beforeWide).filter(tableCode)).toHaveLength(1);
});
