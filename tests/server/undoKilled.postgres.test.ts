/**
 * kill -9 during an undo, on PostgreSQL: `npm start` as a child on its own database undoes a large
 * import and is killed once its transaction has begun writing; started again, the table, the
 * journal and the trash are wholly as before the undo or wholly as after it, never a part. The
 * probe that sees the write under way is PostgreSQL's own: a row-exclusive lock on the table, held
 * by another backend (the SQLite twin, undoKilled.test.ts, watches the write lock and the WAL).
 */
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TRASH_TABLE } from '../../server/trash/trashStore';
import { startServerChild, type ServerChild } from './support/serverChild';
import { databaseUrlFor } from './support/testDatabase';
import { makeDataDir } from './support/testServer';

const ROWS = 4000;
const dataDir = makeDataDir();
let child: ServerChild | undefined;

afterAll(async () => {
  await child?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface State {
  themes: string[];
  history: number;
  trash: number;
}

async function stateOf(client: pg.Client): Promise<State> {
  const themes = (await client.query('SELECT * FROM themes ORDER BY id')).rows.map((row: object) =>
    JSON.stringify(row),
  );
  // Sign-ins are journaled too: only the entries of themes are counted.
  const count = async (table: string) =>
    Number(
      (await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "${table}" WHERE resource = 'themes'`))
        .rows[0]!.n,
    );
  return { themes, history: await count('_history'), trash: await count(TRASH_TABLE) };
}

/** Whether another backend holds a row-exclusive lock on themes: it has begun writing there. */
async function writing(client: pg.Client): Promise<boolean> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
      WHERE c.relname = 'themes' AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid()`,
  );
  return (rowCount ?? 0) > 0;
}

describe('a server killed (SIGKILL) during the undo of an import, on PostgreSQL', () => {
  it('leaves, once started again, every row as before the undo or every row undone, never a part', async () => {
    const databaseUrl = await databaseUrlFor(dataDir);
    expect(databaseUrl, 'this file runs in the server-postgres project').toBeDefined();
    child = await startServerChild({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl! });
    const rows = Array.from({ length: ROWS }, (_, n) => ({ name: `Tué net ${n + 1}`, color: '#101010' }));
    const imported = await child.api('POST', '/api/themes/import', { mode: 'all', rows });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const { batch_id: batch } = (await imported.json()) as { batch_id: string };

    const probe = new pg.Client({ connectionString: databaseUrl });
    await probe.connect();
    try {
      const before = await stateOf(probe);
      expect(before.themes).toHaveLength(ROWS);
      let settled = false;
      const answer = child.api('POST', `/api/history/batches/${batch}/undo`, {}).then(
        (response) => `answered ${response.status}`,
        () => 'no answer',
      );
      void answer.then(() => (settled = true));
      while (!settled && !(await writing(probe))) {
        /* each probe is one round trip: no sleep needed */
      }
      const exited = once(child.process, 'exit');
      child.process.kill('SIGKILL');
      await exited;
      const answered = await answer;

      child = await startServerChild({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl! });
      const after = await stateOf(probe);
      const undone = { themes: [], history: before.history + ROWS, trash: ROWS };
      // Answered, the undo was committed; killed before its answer, it may be either, never a part.
      if (answered === 'answered 200' || after.themes.length === 0) expect(after).toEqual(undone);
      else expect({ answered, after }).toEqual({ answered: 'no answer', after: before });
      // The list agrees with the table: its last row is the table's last (beyond 1,000 matches
      // PostgreSQL's total is an estimate, so the page, not the total, is what is compared).
      const held = after.themes.length;
      const last = await child.api('GET', `/api/themes?skip=${Math.max(0, held - 1)}&limit=2`);
      expect(((await last.json()) as unknown[]).length).toBe(Math.min(held, 1));
    } finally {
      await probe.end();
    }
  }, 300_000);
});
