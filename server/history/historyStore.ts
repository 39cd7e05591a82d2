/**
 * The `_history` table: one row per change of one record, written by the caller inside the
 * transaction of that change, so a change and its entry exist together or not at all.
 */
import type { Statement } from 'better-sqlite3';
import type { HistoryAction, HistoryEntry } from '../../resources/contracts/historyContract';
import type { Db } from '../db/openDatabase';

export const HISTORY_TABLE = '_history';

/** An entry before it is stored (the table assigns the id). */
export type NewHistoryEntry = Omit<HistoryEntry, 'id'>;

export interface HistoryQuery {
  where: string[];
  args: unknown[];
  skip: number;
  limit: number;
}

interface HistoryRow {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string;
  resource: string;
  record_key: string;
  record_label: string;
  action: string;
  changes: string;
  snapshot: string;
  batch_id: string | null;
}

export function ensureHistoryTable(db: Db): void {
  // record_key is NOCASE because text keys (hashtag labels) are compared case-insensitively everywhere.
  db.exec(
    `CREATE TABLE IF NOT EXISTS "${HISTORY_TABLE}" (` +
      'id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, user_id INTEGER, user_name TEXT NOT NULL, ' +
      'resource TEXT NOT NULL, record_key TEXT COLLATE NOCASE NOT NULL, record_label TEXT NOT NULL, ' +
      'action TEXT NOT NULL, changes TEXT NOT NULL, snapshot TEXT NOT NULL, batch_id TEXT)',
  );
  // Each journal filter reads one index; id rides along for the newest-first order.
  const indexes: Record<string, string> = {
    ix__history_record: 'resource, record_key, id',
    ix__history_at: 'at',
    ix__history_user: 'user_id, id',
    ix__history_action: 'action, id',
    ix__history_batch: 'batch_id',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON "${HISTORY_TABLE}" (${columns})`);
  }
}

function toEntry(row: HistoryRow): HistoryEntry {
  return {
    ...row,
    action: row.action as HistoryAction,
    changes: JSON.parse(row.changes) as HistoryEntry['changes'],
    snapshot: JSON.parse(row.snapshot) as HistoryEntry['snapshot'],
  };
}

export class HistoryStore {
  private readonly insertStatement: Statement;
  private readonly byId: Statement;
  private readonly lastLabel: Statement;

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare(
      `INSERT INTO "${HISTORY_TABLE}" (at, user_id, user_name, resource, record_key, record_label, action, changes, snapshot, batch_id) ` +
        'VALUES (@at, @user_id, @user_name, @resource, @record_key, @record_label, @action, @changes, @snapshot, @batch_id)',
    );
    this.byId = db.prepare(`SELECT * FROM "${HISTORY_TABLE}" WHERE id = ?`);
    this.lastLabel = db.prepare(
      `SELECT record_label FROM "${HISTORY_TABLE}" WHERE resource = ? AND record_key = ? ORDER BY id DESC LIMIT 1`,
    );
  }

  insert(entry: NewHistoryEntry): number {
    const result = this.insertStatement.run({
      ...entry,
      changes: JSON.stringify(entry.changes),
      snapshot: JSON.stringify(entry.snapshot),
    });
    return Number(result.lastInsertRowid);
  }

  get(id: number): HistoryEntry | undefined {
    const row = this.byId.get(id) as HistoryRow | undefined;
    return row ? toEntry(row) : undefined;
  }

  /** The label a record had when last seen (names a deleted record in messages). */
  lastLabelOf(resource: string, key: string): string | undefined {
    return (this.lastLabel.get(resource, key) as { record_label: string } | undefined)?.record_label;
  }

  /** Newest first; `where` comes from historyQuery.ts (fixed column names, values as parameters). */
  list(query: HistoryQuery): { entries: HistoryEntry[]; total: number } {
    const whereSql = query.where.length ? ` WHERE ${query.where.join(' AND ')}` : '';
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM "${HISTORY_TABLE}"${whereSql}`).get(...query.args) as {
        n: number;
      }
    ).n;
    const rows = this.db
      .prepare(`SELECT * FROM "${HISTORY_TABLE}"${whereSql} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...query.args, query.limit, query.skip) as HistoryRow[];
    return { entries: rows.map(toEntry), total };
  }
}
