/**
 * Sign-in tokens: random, handed out once, stored only as a SHA-256 hash (a leaked database does
 * not leak sessions), and expiring. They live in the database, so every server sharing it accepts
 * a token another one issued, and a sign-out or a revocation is seen by all.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const TOKEN_TABLE = '_tokens';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Times are milliseconds since 1970: BIGINT, as PostgreSQL's INTEGER stops at 2^31. */
export async function ensureTokenTable(database: Database): Promise<void> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS "${TOKEN_TABLE}" (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, ` +
      'created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)',
    `CREATE INDEX IF NOT EXISTS "ix__tokens_expires_at" ON "${TOKEN_TABLE}" (expires_at)`,
    `CREATE INDEX IF NOT EXISTS "ix__tokens_user_id" ON "${TOKEN_TABLE}" (user_id)`,
  );
}

export class TokenStore {
  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async issue(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const { db } = this.database;
    await db.deleteFrom(TOKEN_TABLE).where('expires_at', '<=', now).execute();
    await db
      .insertInto(TOKEN_TABLE)
      .values({ token_hash: digest(token), user_id: userId, created_at: now, expires_at: now + this.ttlMs })
      .execute();
    return token;
  }

  /** The user id of a valid, unexpired token. */
  async userIdOf(token: string): Promise<number | undefined> {
    const row = (await this.database.db
      .selectFrom(TOKEN_TABLE)
      .select('user_id')
      .where('token_hash', '=', digest(token))
      .where('expires_at', '>', this.now())
      .executeTakeFirst()) as { user_id: number } | undefined;
    return row?.user_id;
  }

  /** Ends every session of a user but the one holding `keep`; returns how many ended. */
  async revokeUser(userId: number, keep?: string): Promise<number> {
    let query = this.database.db.deleteFrom(TOKEN_TABLE).where('user_id', '=', userId);
    if (keep !== undefined) query = query.where('token_hash', '<>', digest(keep));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async revoke(token: string): Promise<void> {
    await this.database.db.deleteFrom(TOKEN_TABLE).where('token_hash', '=', digest(token)).execute();
  }
}
