/**
 * Every route under /api declares the permission it needs (`config.permission`, issue 29): a route
 * without one is a defect, since the permissions hook lets any signed-in person call it. Each
 * route is noted as it is registered, with what it declares, for the test that walks them all
 * (tests/server/permissions/declaredRoutes.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RoutePermission } from './permissions/routePermission';

export interface ApiRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

/** Call on the root instance before any route is registered. */
export function noteApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    routes.push({ method, url: route.url, permission: route.config?.permission });
  });
  return routes;
}
