/** What buildServer adds to Fastify's instance and requests. */
import type { Db } from './db/openDatabase';
import type { AuthUser } from './auth/users';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the authentication hook on every /api route. */
    user: AuthUser | null;
  }
}

export {};
