/** Opens the SQLite file of a data directory, tuned for one server process with many readers. */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { foldText } from '../../resources/contracts/listQuery';

export type Db = Database.Database;

export const DATABASE_FILE = 'eduadmin.db';

/** SQL function registered on every connection: `fold_text(x)` is resources/contracts' foldText. */
export const FOLD_TEXT = 'fold_text';

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL lets readers (the test runner, a backup) work while the server writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // 64 MB of page cache: list pages and index updates of a large table stay in memory.
  db.pragma('cache_size = -65536');
  // The triggers that keep the folded copies of the search columns call it on every write
  // (server/resources/searchTables.ts): a search of fewer than three characters compares folded
  // text (no case, no accents), as the trigram index does for longer ones.
  db.function(FOLD_TEXT, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  return db;
}

/** Quotes an SQL identifier. Names are checked by server/resources/model.ts before they get here. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
