/**
 * Puts the signed-in person's ability on every request of a scope (`request.ability`) and refuses,
 * with one 403, a request whose route declares a permission (`config.permission`) the person does
 * not have, or declares none. Record-level checks (scope, fields, values) are the routes' own (recordAccess.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { ApiError } from '../../http/apiError';
import { t } from '../../http/messages';
import { abilityOf } from './ability';
import { needOf } from './routePermission';

export function forbidden(): ApiError {
  return new ApiError(403, t('server.permissions.forbidden'));
}

/** Call in the signed-in scope, after the token check: it reads `request.user`. */
export function enforcePermissions(
  scope: FastifyInstance,
  declarations: readonly ResourceDeclaration[],
): void {
  scope.addHook('preHandler', async (request) => {
    request.ability = abilityOf(request.user, declarations);
    const declared = request.routeOptions.config.permission;
    // A route that says nothing of who may call it is a defect: refused rather than open to all
    // (declaredRoutes.test.ts names it). An unknown address goes on to the not-found answer.
    if (declared === undefined) {
      if (request.routeOptions.url === undefined) return;
      throw forbidden();
    }
    const need = needOf(declared, request);
    if (need && !request.ability.can(need.action, need.subject)) throw forbidden();
  });
}
