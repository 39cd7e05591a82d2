/**
 * The test object of the browser tests: the app's address from the global setup, and a page
 * signed in as the demo administrator (a fresh session of its own per test, so that one test
 * ending its session never signs another one out).
 */
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { E2E_BASE_URL, E2E_DATA_DIR, SERVER_LOG } from './globalSetup';

export const ADMIN = { email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' } as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup did not start the server`);
  return value;
}

export const appUrl = (): string => required(E2E_BASE_URL);
export const dataDir = (): string => required(E2E_DATA_DIR);

interface SignIn {
  token: string;
  user: unknown;
}

/** Signs in through POST /login, as the login page does. */
export async function signInThroughApi(): Promise<SignIn> {
  const response = await fetch(new URL('/login', appUrl()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`POST /login answered ${response.status}`);
  return (await response.json()) as SignIn;
}

interface Fixtures {
  /** Where the app is, with its base path: http://127.0.0.1:{port}/EduAdmin/ */
  appBase: string;
  /** false: the test starts as a signed-out visitor. */
  signedIn: boolean;
  /**
   * What the page met that a screenshot does not show: API answers of 400 and more, slow,
   * failed or unanswered requests, uncaught errors and console errors. Printed and attached when the test
   * fails, so a failure seen once in CI says what the server answered.
   */
  pageLog: void;
}

export const test = base.extend<Fixtures>({
  signedIn: [true, { option: true }],
  // Playwright reads fixture names from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  appBase: async ({}, provide) => provide(appUrl()),
  baseURL: async ({ appBase }, provide) => provide(appBase),
  pageLog: [
    async ({ page }, provide, testInfo) => {
      const lines: string[] = [];
      const start = Date.now();
      const serverLogFrom = existsSync(SERVER_LOG) ? statSync(SERVER_LOG).size : 0;
      const at = () => `${((Date.now() - start) / 1000).toFixed(1)} s`;
      const pending = new Map<Request, number>();
      page.on('request', (request) => pending.set(request, Date.now()));
      page.on('response', (response) => {
        const request = response.request();
        const took = Date.now() - (pending.get(request) ?? Date.now());
        pending.delete(request);
        if (took > 2000) lines.push(`${at()} ${request.method()} ${request.url()} answered after ${took} ms`);
        if (response.status() >= 400) {
          lines.push(`${at()} ${request.method()} ${response.url()} → ${response.status()}`);
        }
      });
      page.on('requestfailed', (request) => {
        pending.delete(request);
        lines.push(`${at()} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
      });
      page.on('pageerror', (error) => lines.push(`${at()} page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') lines.push(`${at()} console error: ${message.text()}`);
      });
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) {
        const server = existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG).subarray(serverLogFrom) : '';
        for (const [request, since] of pending) {
          lines.push(`${request.method()} ${request.url()} still unanswered after ${Date.now() - since} ms`);
        }
        const log = [...lines, `server log meanwhile:\n${server.toString() || '(nothing)'}`].join('\n');
        console.log(`What the page met during "${testInfo.title}":\n${log}`);
        await testInfo.attach('page-log', { body: log, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  storageState: async ({ appBase, signedIn }, provide) => {
    if (!signedIn) return provide({ cookies: [], origins: [] });
    const { token, user } = await signInThroughApi();
    await provide({
      cookies: [],
      origins: [
        {
          origin: new URL(appBase).origin,
          localStorage: [
            { name: 'token', value: token },
            { name: 'user', value: JSON.stringify(user) },
          ],
        },
      ],
    });
  },
});

export { expect };

/** Opens a route of the hash router, as typing the address would. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`#${route}`);
}
