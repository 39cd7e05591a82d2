/**
 * The test server of one test file: started before its tests, closed (its data directory removed)
 * after them. The object given back stands for it from the first test on.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../../../server/app';
import { startTestServer, type TestServer } from './testServer';

export function serverOfTheseTests(options: Partial<ServerOptions> = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestServer => {
    if (!started) throw new Error('the test server is started before the tests');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get dataDir() {
      return current().dataDir;
    },
    get token() {
      return current().token;
    },
    api: (method, url, body) => current().api(method, url, body),
    close: () => current().close(),
  };
}
