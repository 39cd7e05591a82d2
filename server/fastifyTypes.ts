/** What buildServer adds to Fastify's instance and requests. */
import type { Database } from './db/database';
import type { ApiRoute } from './auth/declaredRoutes';
import type { AdminAccount } from './auth/ensureAdmin';
import type { AppAbility } from './auth/permissions/ability';
import type { RoutePermission } from './auth/permissions/routePermission';
import type { AuthUser } from './auth/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store of every instance sharing it (SQLite file or PostgreSQL). */
    db: Database;
    /** Who can sign in after the start (the start banner names it). */
    adminAccount: AdminAccount | undefined;
    /** Every route under /api with the permission it declares (auth/declaredRoutes.ts). */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, set by the authentication hook on every /api route. */
    user: AuthUser | null;
    /** What the signed-in person may do, set by the permissions hook on every /api route. */
    ability: AppAbility;
  }
  interface FastifyContextConfig {
    /** What the route needs (server/auth/permissions/routePermission.ts); checked before the handler. */
    permission?: RoutePermission;
  }
}

export {};
