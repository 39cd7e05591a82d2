/**
 * kill -9 during an undo: `npm start` as a child on its own SQLite folder undoes a large import and
 * is killed once its write transaction writes; started again, the table is wholly as before the
 * undo or wholly as after it, and so are the journal and the trash. SQLite only (vite.config.ts):
 * the probes that see the transaction under way are SQLite's write lock and WAL file.
 */
import Sqlite from 'better-sqlite3';
import { once } from 'node:events';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/db/database';
import { TRASH_TABLE } from '../../server/trash/trashStore';
import { startServerChild, type ServerChild } from './support/serverChild';
import { makeDataDir } from './support/testServer';

const ROWS = 4000;
const dataDir = makeDataDir();
const file = join(dataDir, DATABASE_FILE);
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

/** What the file holds, read by a connection of this process (the server's may be dead). */
function stateOf(): State {
  const db = new Sqlite(file, { readonly: true });
  try {
    const themes = (db.prepare('SELECT * FROM themes ORDER BY id').all() as object[]).map((row) =>
      JSON.stringify(row),
    );
    // Sign-ins are journaled too: only the entries of themes are counted.
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE resource = 'themes'`).get() as { n: number }).n;
    return { themes, history: count('_history'), trash: count(TRASH_TABLE) };
  } finally {
    db.close();
  }
}

/** The WAL file's size and time of last write: a write transaction's pages land there. */
function walState(): string {
  const wal = `${file}-wal`;
  if (!existsSync(wal)) return 'none';
  const { size, mtimeMs } = statSync(wal);
  return `${size} ${mtimeMs}`;
}

/** Whether some connection holds the write lock: this one cannot take it without waiting. */
function writeLocked(probe: Sqlite.Database): boolean {
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  }
}

describe('a server killed (SIGKILL) during the undo of an import', () => {
  it('leaves, once started again, every row as before the undo or every row undone, never a part', async () => {
    child = await startServerChild({ DATA_DIR: dataDir });
    const rows = Array.from({ length: ROWS }, (_, n) => ({ name: `Tué net ${n + 1}`, color: '#101010' }));
    const imported = await child.api('POST', '/api/themes/import', { mode: 'all', rows });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const { batch_id: batch } = (await imported.json()) as { batch_id: string };
    const before = stateOf();
    expect(before.themes).toHaveLength(ROWS);

    const probe = new Sqlite(file);
    probe.pragma('busy_timeout = 0');
    let settled = false;
    const answer = child.api('POST', `/api/history/batches/${batch}/undo`, {}).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    void answer.then(() => (settled = true));
    const poll = () => new Promise((resolve) => setTimeout(resolve, 1));
    // The undo's transaction has begun (nothing else writes meanwhile): the write lock is held.
    while (!settled && !writeLocked(probe)) await poll();
    // It has read and planned, and now writes: its pages reach the WAL file (as its COMMIT writes
    // them, or as they spill). Killed then, mid-write.
    const wal = walState();
    while (!settled && walState() === wal) await poll();
    const exited = once(child.process, 'exit');
    child.process.kill('SIGKILL');
    await exited;
    probe.close();
    const answered = await answer;

    child = await startServerChild({ DATA_DIR: dataDir });
    const after = stateOf();
    const undone = { themes: [], history: before.history + ROWS, trash: ROWS };
    // Answered, the undo was committed; killed before its answer, it may be either, never a part.
    if (answered === 'answered 200' || after.themes.length === 0) expect(after).toEqual(undone);
    else expect({ answered, after }).toEqual({ answered: 'no answer', after: before });
    const listed = await child.api('GET', '/api/themes?limit=1');
    expect(listed.headers.get('x-total-count')).toBe(String(after.themes.length));
  }, 300_000);
});
