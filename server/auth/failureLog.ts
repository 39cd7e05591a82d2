/**
 * Failed sign-ins kept in the database rather than in the process: every server sharing the
 * database sees the same counts, and a restart does not forgive a guesser.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/openDatabase';
import type { FailureLog } from './signInThrottle';

export class DatabaseFailureLog implements FailureLog {
  private readonly forgetBefore: Statement<[number]>;
  private readonly select: Statement<[string, number], number>;
  private readonly insert: Statement<[string, number]>;
  private readonly remove: Statement<[string]>;

  constructor(db: Db) {
    db.exec('CREATE TABLE IF NOT EXISTS "_sign_in_failures" (key TEXT NOT NULL, at INTEGER NOT NULL)');
    db.exec('CREATE INDEX IF NOT EXISTS "ix__sign_in_failures_key" ON "_sign_in_failures" (key, at)');
    db.exec('CREATE INDEX IF NOT EXISTS "ix__sign_in_failures_at" ON "_sign_in_failures" (at)');
    this.forgetBefore = db.prepare('DELETE FROM "_sign_in_failures" WHERE at <= ?');
    this.select = db
      .prepare<[string, number], number>(
        'SELECT at FROM "_sign_in_failures" WHERE key = ? AND at > ? ORDER BY at',
      )
      .pluck();
    this.insert = db.prepare('INSERT INTO "_sign_in_failures" (key, at) VALUES (?, ?)');
    this.remove = db.prepare('DELETE FROM "_sign_in_failures" WHERE key = ?');
  }

  recent(key: string, since: number): number[] {
    // Failures older than the window count for nobody: dropping them all keeps the table small.
    this.forgetBefore.run(since);
    return this.select.all(key, since);
  }

  add(key: string, at: number): void {
    this.insert.run(key, at);
  }

  clear(key: string): void {
    this.remove.run(key);
  }
}
