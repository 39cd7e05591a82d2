/**
 * The test object of the browser tests: the app's address from the global setup, and a page
 * signed in as the demo administrator (a fresh session of its own per test, so that one test
 * ending its session never signs another one out).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from './globalSetup';

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
}

export const test = base.extend<Fixtures>({
  signedIn: [true, { option: true }],
  // Playwright reads fixture names from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  appBase: async ({}, provide) => provide(appUrl()),
  baseURL: async ({ appBase }, provide) => provide(appBase),
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
