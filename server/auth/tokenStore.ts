/**
 * Sign-in tokens: random, handed out once, stored only as a SHA-256 hash (a leaked database does
 * not leak sessions), and expiring. They live in the database, so every server sharing it accepts
 * a token another one issued, and a sign-out or a revocation is seen by all.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { UserRow } from './users';

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const TOKEN_TABLE = '_tokens';

// Only the hash is stored: a copy of the database opens no session. Hashing costs microseconds,
// so the raw tokens are not kept in memory to spare it.
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

/**
 * Deletes the tokens a database kept for accounts that are gone or may not sign in, as an older
 * version left them when an account was deleted or demoted: they must not come back with it.
 */
export async function dropOrphanTokens(database: Database, roles: readonly string[]): Promise<void> {
  const allowed = roles.map(() => '?').join(', ');
  await database.run(
    `DELETE FROM "${TOKEN_TABLE}" WHERE user_id NOT IN (SELECT id FROM users WHERE role IN (${allowed}))`,
    roles,
  );
}

/** The `users` columns a UserRow holds; those after `role` only when the area declares them. */
const USER_COLUMNS = [
  'id',
  'email',
  'role',
  'password',
  'first_name',
  'last_name',
  'active',
  'etablissement_id',
];

export class TokenStore {
  /** The signed-in user of a token: one query, the first of every signed-in request. */
  private readonly readOwner: (args: readonly unknown[]) => Promise<UserRow[]>;

  /** `userColumns`: the columns the `users` table has (its declared fields and `id`). */
  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
    private readonly now: () => number,
    userColumns: readonly string[],
  ) {
    // Named, not `u.*`: the query is prepared once (Database.query).
    const columns = USER_COLUMNS.filter((name, index) => index < 3 || userColumns.includes(name));
    const from =
      `FROM "${TOKEN_TABLE}" k JOIN "users" u ON u.id = k.user_id ` +
      'WHERE k.token_hash = ? AND k.expires_at > ?';
    this.readOwner = database.query<UserRow>(
      `SELECT ${columns.map((name) => `u."${name}"`).join(', ')} ${from}`,
      { prepared: true },
    );
  }

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

  /** The `users` row of the owner of a valid, unexpired token. */
  async ownerOf(token: string): Promise<UserRow | undefined> {
    const rows = await this.readOwner([digest(token), this.now()]);
    return rows[0];
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
