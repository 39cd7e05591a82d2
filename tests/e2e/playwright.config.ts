/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real server, started
 * by the global setup as `npm start` starts it, on a fresh data directory and a free port.
 * Screenshots of the main screens go to test-results/screens/ for a reviewer.
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  outputDir: `${resultsDir}e2e`,
  // Two cores: one browser per core; the tests of one file run in order in one worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test runs once more and, if it then passes, is reported as flaky (never
  // silently green): its first attempt still prints what the page and the server met.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${resultsDir}e2e-report` }]],
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
