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
