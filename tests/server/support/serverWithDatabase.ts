/**
 * A test server and a handle on its database (openTestDatabase), started before a file's tests and
 * closed after them: for tests that look at what the server left in the database.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ServerOptions } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { openTestDatabase } from './testDatabase';
import { startTestServer, type TestServer } from './testServer';

export interface ServerWithDatabase {
  server: TestServer;
  database: Database;
}

/** Registers the file's start and close; the fields are there once its tests run. */
export function serverWithDatabase(options: Partial<ServerOptions> = {}): ServerWithDatabase {
  const held: Partial<ServerWithDatabase> = {};
  beforeAll(async () => {
    held.server = await startTestServer(options);
    held.database = await openTestDatabase(held.server.dataDir);
  });
  afterAll(async () => {
    await held.database?.close();
    await held.server?.close();
  });
  return {
    get server() {
      if (!held.server) throw new Error('The test server starts in beforeAll');
      return held.server;
    },
    get database() {
      if (!held.database) throw new Error('The test database opens in beforeAll');
      return held.database;
    },
  };
}
