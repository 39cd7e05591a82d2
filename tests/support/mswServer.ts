/**
 * msw stands in for the API in front-end tests. Import `server` and add handlers per test with
 * server.use(...); every request without a handler fails the test (onUnhandledRequest: 'error').
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * GET /api/permissions answers 404 unless a test says otherwise: the app then offers everything,
 * as with an API that does not report permissions, which is what a test about something else
 * expects (tests/frontend/permissions give the rights they test).
 */
const notReportingPermissions = http.get('*/api/permissions', () =>
  HttpResponse.json({ detail: 'Not Found' }, { status: 404 }),
);

export const server = setupServer(notReportingPermissions);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // The screen goes before its handlers: this hook runs before the setup file's cleanup (vitest
  // runs after-hooks last registered first), and a part still loading when a test ends (the home
  // dashboard's lazy chunk) would otherwise ask the API once the test's handlers are gone.
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
