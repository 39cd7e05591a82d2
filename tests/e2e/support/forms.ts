/** How a person fills the generated forms: by the labels they read. */
import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The main area of the screen (the menu and the top bar left out). */
export const content = (page: Page): Locator => page.locator('#main-content');

export function textbox(page: Page, label: string): Locator {
  return content(page).getByRole('textbox', { name: label, exact: true });
}

/** A closed list of choices (a select): opens it and picks the option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  // A select's accessible name is its label followed by the current value.
  await content(page)
    .getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( |$)`) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * A record picked by typing part of its name (an autocomplete): takes the first matching suggestion
 * among the demo data, never a record another browser test is creating and about to delete.
 */
export async function pickReference(page: Page, label: string, typed: string): Promise<string> {
  const input = content(page).getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  const first = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(escapeRegExp(typed), 'i') })
    .filter({ hasNotText: /e2e/ })
    .first();
  await expect(first).toBeVisible();
  const chosen = (await first.textContent()) ?? '';
  await first.click();
  return chosen;
}

/**
 * Types a word in the list's search box and waits until the list shows exactly one record: the
 * search is debounced, and until its answer arrives the list still shows the previous page.
 */
export async function searchForOne(page: Page, word: string): Promise<void> {
  await content(page).getByRole('textbox', { name: 'Rechercher' }).fill(word);
  // The header row and the one record.
  await expect(content(page).getByRole('row')).toHaveCount(2);
}
