/** Screenshots of the main screens, kept in test-results/screens/ for a reviewer to look at. */
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const SCREENS_DIR = fileURLToPath(new URL('../../../test-results/screens/', import.meta.url));

export async function saveScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS_DIR}${name}.png`, fullPage: true });
}
