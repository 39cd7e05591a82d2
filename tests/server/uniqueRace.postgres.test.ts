/**
 * A unique value taken by another transaction between the check before a write and the write
 * itself (two people saving the same label at once): PostgreSQL refuses the insert, and the 409
 * names the value, as the check before the write does.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrlFor } from './support/testDatabase';
import { expectRefusal } from './support/refusals';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let other: pg.Client;

beforeAll(async () => {
  server = await startTestServer();
  other = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
  await other.connect();
});

afterAll(async () => {
  await other.end();
  await server.close();
});

/** Until a backend of this database waits for a lock another transaction holds. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rowCount } = await other.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('names the value when another transaction took it between the check and the write', async () => {
  const watcher = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
  await watcher.connect();
  try {
    // Inserted and not yet committed: the API's check before its write does not see it.
    await watcher.query('BEGIN');
    await watcher.query(
      "INSERT INTO hashtags (label, active, created_at, updated_at) VALUES ('course-simultanee', 1, now(), now())",
    );
    const answer = server.api('POST', '/api/hashtags', { label: 'course-simultanee' });
    await someoneWaitsForALock();
    await watcher.query('COMMIT');
    expectRefusal(
      await answer,
      409,
      'La valeur « course-simultanee » du champ « Libellé » est déjà utilisée',
      'label',
    );
  } finally {
    await watcher.end();
  }
});

it('keeps one hashtag of that label', async () => {
  const list = await server.api('GET', '/api/hashtags?q=course-simultanee');
  expect(list.json()).toHaveLength(1);
});
