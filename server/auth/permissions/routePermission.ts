/**
 * What a route under /api declares it needs (`config: { permission }`), which the permissions
 * hook (permissionsHook.ts) checks before the handler runs.
 */
import type { FastifyRequest } from 'fastify';

/** An action on a subject: an area (`users`) or a page subject (`tests`, `rights`, …). */
export interface PermissionNeed {
  subject: string;
  action: string;
}

/**
 * `'signedIn'`: any signed-in person (logout, GET /api/permissions); a need; or, for routes whose
 * subject is in the URL, a function of the request giving one.
 */
export type RoutePermission =
  'signedIn' | PermissionNeed | ((request: FastifyRequest) => PermissionNeed | 'signedIn');

/** The need of a request, or undefined when any signed-in person may call the route. */
export function needOf(
  declared: RoutePermission | undefined,
  request: FastifyRequest,
): PermissionNeed | undefined {
  if (declared === undefined || declared === 'signedIn') return undefined;
  const need = typeof declared === 'function' ? declared(request) : declared;
  return need === 'signedIn' ? undefined : need;
}
