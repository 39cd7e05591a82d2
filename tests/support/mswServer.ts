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

/** Requests msw has seen but not yet matched to a handler (or found none for). */
const unmatched = new Set<string>();
server.events.on('request:start', ({ requestId }) => unmatched.add(requestId));
for (const settled of ['request:match', 'request:unhandled', 'request:end'] as const)
  server.events.on(settled, ({ requestId }) => unmatched.delete(requestId));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The requests a screen sent before it went are matched against the handlers of the test that
 * made them. A timer already due runs first (react-admin batches the reads of referenced records
 * in one, a part still loading asks once it arrives), then msw matches what it has received;
 * matching never waits on a handler, so this takes a few ticks (bounded all the same).
 */
async function requestsMatched(): Promise<void> {
  await nextTask();
  for (let tick = 0; unmatched.size > 0 && tick < 1000; tick += 1) await nextTask();
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // The screen goes before its handlers: this hook runs before the setup file's cleanup (vitest
  // runs after-hooks last registered first), and a part still loading when a test ends (the home
  // dashboard's lazy chunk) would otherwise ask the API once the test's handlers are gone. On a
  // busy machine a read sent just before the end (a row's referenced record) reached msw after
  // the reset and failed the next test as an unhandled request.
  cleanup();
  await requestsMatched();
  server.resetHandlers();
});
afterAll(() => server.close());
