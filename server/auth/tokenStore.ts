/**
 * Sign-in tokens: random, handed out once, stored only as a SHA-256 hash (a leaked database does
 * not leak sessions), and expiring.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/openDatabase';

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export class TokenStore {
  // Every authenticated request looks its token up: the statement is compiled once.
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {
    db.exec(
      'CREATE TABLE IF NOT EXISTS "_tokens" (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, ' +
        'created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    );
    db.exec('CREATE INDEX IF NOT EXISTS "ix__tokens_expires_at" ON "_tokens" (expires_at)');
    this.lookup = db.prepare<[string, number], { user_id: number }>(
      'SELECT user_id FROM "_tokens" WHERE token_hash = ? AND expires_at > ?',
    );
  }

  issue(userId: number): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    this.db.prepare('DELETE FROM "_tokens" WHERE expires_at <= ?').run(now);
    this.db
      .prepare('INSERT INTO "_tokens" (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(digest(token), userId, now, now + this.ttlMs);
    return token;
  }

  /** The user id of a valid, unexpired token. */
  userIdOf(token: string): number | undefined {
    return this.lookup.get(digest(token), this.now())?.user_id;
  }

  /** Ends every session of a user but the one holding `keep`; returns how many ended. */
  revokeUser(userId: number, keep?: string): number {
    const kept = keep === undefined ? null : digest(keep);
    return this.db
      .prepare('DELETE FROM "_tokens" WHERE user_id = ? AND token_hash IS NOT ?')
      .run(userId, kept).changes;
  }

  revoke(token: string): void {
    this.db.prepare('DELETE FROM "_tokens" WHERE token_hash = ?').run(digest(token));
  }
}
