/**
 * Ends a session on the server's side, as an expiry or a revocation would: the token's row is
 * removed from the server's database (tokens are stored as SHA-256 hashes, server/auth/tokenStore.ts).
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { dataDir } from './fixtures';

const DATABASE_FILE = 'eduadmin.db';

/** Removes one token; returns how many rows went (1 when the token was live). */
export function revokeTokenInDatabase(token: string): number {
  const db = new Database(join(dataDir(), DATABASE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    const hash = createHash('sha256').update(token).digest('hex');
    return db.prepare('DELETE FROM "_tokens" WHERE token_hash = ?').run(hash).changes;
  } finally {
    db.close();
  }
}
