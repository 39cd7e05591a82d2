/**
 * Several processes on one SQLite file: a second `npm start` on the same folder, and the sqlite3
 * tool holding the write lock. Writes take the lock at BEGIN (BEGIN IMMEDIATE) and wait their
 * turn for the busy timeout; past it they are answered 503 with a French sentence, never 500.
 * SQLite only (vite.config.ts).
 */
import BetterSqlite3 from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/app';
import { DATABASE_FILE, Database } from '../../server/db/database';
import { t } from '../../server/http/messages';
import { startServerChild, type ServerChild } from './support/serverChild';
import { makeDataDir, startTestServer, type TestServer } from './support/testServer';

type Theme = { id: number; name: string; active: boolean };

async function createThemes(server: TestServer, prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const created = await server.api('POST', '/api/themes', { name: `${prefix} ${n}` });
    expect(created.statusCode, created.body).toBe(201);
    ids.push((created.json() as Theme).id);
  }
  return ids;
}

describe('a second npm start on the same SQLite folder', () => {
  let server: TestServer;
  let second: ServerChild;

  beforeAll(async () => {
    server = await startTestServer();
    second = await startServerChild({ DATA_DIR: server.dataDir });
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await server?.close();
  });

  it('lets both toggle records in bulk at once: every toggle of either is answered 200 and stored', async () => {
    const here = await createThemes(server, 'Ici', 6);
    const there = await createThemes(server, 'Là-bas', 6);
    const rounds = 40;
    const statuses: string[] = [];
    const toggleHere = async () => {
      for (let round = 0; round < rounds; round += 1) {
        const answer = await server.api('PUT', '/api/themes/bulk/toggle-active', {
          ids: here,
          active: round % 2 === 1,
        });
        statuses.push(`${answer.statusCode} ${answer.statusCode === 200 ? '' : answer.body}`);
      }
    };
    const toggleThere = async () => {
      for (let round = 0; round < rounds; round += 1) {
        const answer = await second.api('PUT', '/api/themes/bulk/toggle-active', {
          ids: there,
          active: round % 2 === 1,
        });
        statuses.push(`${answer.status} ${answer.status === 200 ? '' : await answer.text()}`);
      }
    };
    await Promise.all([toggleHere(), toggleThere(), toggleThere()]);
    expect(statuses.filter((status) => !status.startsWith('200'))).toEqual([]);
    expect(statuses).toHaveLength(3 * rounds);
    // The last round of each side set active = true (rounds is even: its last index is odd).
    const stored = (await server.api('GET', '/api/themes?limit=100')).json() as Theme[];
    for (const theme of stored) expect(theme.active, theme.name).toBe(true);
    expect(second.alive()).toBe(true);
  });
});

/** The sqlite3 tool's part: a write transaction on the file, held until told to end it. */
class LockHolder {
  private readonly lines: AsyncIterator<string>;

  private constructor(private readonly child: ChildProcess) {
    this.lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  }

  static async take(file: string): Promise<LockHolder> {
    const script = [
      "const db = new (require('better-sqlite3'))(process.argv[1]);",
      "db.exec('BEGIN IMMEDIATE');",
      "console.log('locked');",
      // Told a number of milliseconds, it waits that long first (the test's thread may be blocked then).
      "process.stdin.once('data', (data) => setTimeout(() => { db.exec('COMMIT'); db.close(); console.log('released'); }, Number(String(data)) || 0));",
    ].join('\n');
    const holder = new LockHolder(
      spawn(process.execPath, ['-e', script, file], {
        cwd: PROJECT_ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    await holder.said('locked');
    return holder;
  }

  private async said(word: string): Promise<void> {
    const { value } = await this.lines.next();
    expect(value).toBe(word);
  }

  async release(): Promise<void> {
    await (
      await this.releaseIn(0)
    )();
  }

  /** Tells the holder to end its transaction in `ms`; the promise's function waits until it has. */
  async releaseIn(ms: number): Promise<() => Promise<void>> {
    if (this.child.exitCode !== null) return async () => {};
    const exited = once(this.child, 'exit');
    this.child.stdin?.end(`${ms}\n`);
    // Written before the caller may block its thread.
    await new Promise((resolve) => setImmediate(resolve));
    return async () => {
      await this.said('released');
      await exited;
    };
  }
}

describe('a write while another program holds the SQLite write lock', () => {
  let server: TestServer;
  let holder: LockHolder | undefined;

  beforeAll(async () => {
    server = await startTestServer({ databaseTimeouts: { sqliteBusyTimeoutMs: 200 } });
  });

  afterEach(async () => {
    await holder?.release();
    holder = undefined;
  });

  afterAll(async () => {
    await server.close();
  });

  it('is answered 503 with a French sentence and Retry-After past the busy timeout, and goes through once the lock is free', async () => {
    const [id] = await createThemes(server, 'Verrou', 1);
    holder = await LockHolder.take(join(server.dataDir, DATABASE_FILE));

    const refused = await server.api('PUT', `/api/themes/${id}`, { name: 'Verrou renommé' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: t('server.database.busy') });
    expect(refused.json()).toEqual({
      detail: 'La base de données est occupée par un autre programme : réessayez dans quelques instants',
    });
    expect(refused.headers['retry-after']).toBe('1');
    // Reading does not wait for the lock.
    const read = await server.api('GET', `/api/themes/${id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as Theme).name).toBe('Verrou 1');

    await holder.release();
    const saved = await server.api('PUT', `/api/themes/${id}`, { name: 'Verrou renommé' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await server.api('GET', `/api/themes/${id}`)).json() as Theme).name).toBe('Verrou renommé');
  });
});

describe('a start while another program holds the SQLite write lock', () => {
  it('waits for the lock to put the file in WAL mode, within the busy timeout, instead of failing at once', async () => {
    const dataDir = makeDataDir();
    const file = join(dataDir, DATABASE_FILE);
    // A file not yet in WAL mode, as before a first start or two starts at once.
    const made = new BetterSqlite3(file);
    made.exec('CREATE TABLE made_before (n INTEGER)');
    made.close();
    const holder = await LockHolder.take(file);
    try {
      const released = await holder.releaseIn(300);
      const database = new Database({ dataDir, sqliteBusyTimeoutMs: 5000 });
      try {
        await released();
        expect(await database.first<{ journal_mode: string }>('PRAGMA journal_mode')).toEqual({
          journal_mode: 'wal',
        });
        await database.run('INSERT INTO made_before (n) VALUES (1)');
        expect(await database.first('SELECT COUNT(*) AS n FROM made_before')).toEqual({ n: 1 });
      } finally {
        await database.close();
      }
    } finally {
      await holder.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
