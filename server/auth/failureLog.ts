/**
 * Failed sign-ins kept in the database rather than in the process: every server sharing the
 * database sees the same counts, and a restart does not forgive a guesser.
 */
import type { Database } from '../db/database';
import type { FailureLog } from './signInThrottle';

const TABLE = '_sign_in_failures';

/** `at` is milliseconds since 1970: BIGINT, as PostgreSQL's INTEGER stops at 2^31. */
export async function ensureFailureTable(database: Database): Promise<void> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS "${TABLE}" (key TEXT NOT NULL, at BIGINT NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS "ix__sign_in_failures_key" ON "${TABLE}" (key, at)`,
    `CREATE INDEX IF NOT EXISTS "ix__sign_in_failures_at" ON "${TABLE}" (at)`,
  );
}

export class DatabaseFailureLog implements FailureLog {
  constructor(private readonly database: Database) {}

  async recent(key: string, since: number): Promise<number[]> {
    const { db } = this.database;
    // Failures older than the window count for nobody: dropping them all keeps the table small.
    await db.deleteFrom(TABLE).where('at', '<=', since).execute();
    const rows = (await db
      .selectFrom(TABLE)
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute()) as { at: number }[];
    return rows.map((row) => Number(row.at));
  }

  async add(key: string, at: number): Promise<void> {
    await this.database.db.insertInto(TABLE).values({ key, at }).execute();
  }

  async clear(key: string): Promise<void> {
    await this.database.db.deleteFrom(TABLE).where('key', '=', key).execute();
  }
}
