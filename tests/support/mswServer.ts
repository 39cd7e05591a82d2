/**
 * msw stands in for the API in front-end tests. Import `server` and add handlers per test with
 * server.use(...); every request without a handler fails the test (onUnhandledRequest: 'error').
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
