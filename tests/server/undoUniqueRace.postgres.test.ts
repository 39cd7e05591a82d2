/**
 * Undoing a batch while another transaction takes a value the undo writes back, between the undo's
 * checks and its write: PostgreSQL refuses the write once that transaction commits, and the undo
 * answers the same 409 as when the value was already taken, with nothing of the batch undone.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrlFor } from './support/testDatabase';
import { expectRefusal } from './support/refusals';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let watcher: pg.Client;

beforeAll(async () => {
  server = await startTestServer();
  watcher = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
  await watcher.connect();
});

afterAll(async () => {
  await watcher.end();
  await server.close();
});

/** Until a backend of this database waits for a lock another transaction holds. */
async function someoneWaitsForALock(): Promise<void> {
  for (;;) {
    const { rowCount } = await watcher.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nameOf = async (id: unknown) =>
  ((await server.api('GET', `/api/themes/${String(id)}`)).json() as { name: string }).name;

it('refuses with the 409 of a value taken since, and undoes nothing, when another transaction takes it meanwhile', async () => {
  const first = await createRecord(server.api, 'themes', { name: 'Premier d’origine', color: '#111111' });
  const second = await createRecord(server.api, 'themes', { name: 'Second d’origine', color: '#222222' });
  const imported = await server.api('POST', '/api/themes/import', {
    mode: 'all',
    rows: [
      { id: String(first.id), name: 'Premier importé' },
      { id: String(second.id), name: 'Second importé' },
    ],
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const batch = imported.json().batch_id as string;

  const racer = new pg.Client({ connectionString: await databaseUrlFor(server.dataDir) });
  await racer.connect();
  try {
    // Inserted and not yet committed: the undo's checks do not see it, its write waits for it.
    await racer.query('BEGIN');
    await racer.query(
      "INSERT INTO themes (name, color, position, active, created_at, updated_at) VALUES ('Second d’origine', '#333333', 0, 1, now(), now())",
    );
    const answer = server.api('POST', `/api/history/batches/${batch}/undo`, {});
    await someoneWaitsForALock();
    await racer.query('COMMIT');
    expectRefusal(
      await answer,
      409,
      'Annulation impossible : Thèmes « Second importé » : la valeur « Second d’origine » du champ « Nom » est prise depuis par « Second d’origine ». Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.',
      'name',
    );
  } finally {
    await racer.end();
  }

  expect([await nameOf(first.id), await nameOf(second.id)]).toEqual(['Premier importé', 'Second importé']);
  const journal = (await server.api('GET', `/api/themes/${String(first.id)}/history`)).json() as {
    batch_id: string;
  }[];
  expect(journal[0].batch_id).toBe(batch);
});
