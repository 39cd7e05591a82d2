/** What buildServer adds to Fastify's instance and requests. */
import type { Database } from './db/database';
import type { AdminAccount } from './auth/ensureAdmin';
import type { PendingSession } from './auth/sessionCheck';
import type { AuthUser } from './auth/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store of every instance sharing it (SQLite file or PostgreSQL). */
    db: Database;
    /** Who can sign in after the start (the start banner names it). */
    adminAccount: AdminAccount | undefined;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, set by the authentication hook on every /api route (on a route that
     * checks the session itself, once its pendingSession is settled).
     */
    user: AuthUser | null;
    /** The session a route with `checksSessionItself` must settle before it answers. */
    pendingSession: PendingSession | null;
  }
  interface FastifyContextConfig {
    /** The route checks the session in its own query (PendingSession), not the hook before it. */
    checksSessionItself?: boolean;
  }
}

export {};
