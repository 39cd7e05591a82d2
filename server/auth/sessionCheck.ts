/**
 * Who a request's session belongs to, and the 401 of a session that is over: checked by the /api
 * guard's hook (authPlugin.ts) before any route runs.
 */
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { mayUseBackOffice, toAuthUser, type AuthUser, type UserRow } from './users';

/** The signed-in user of a session's owner, or the 401 of an ended, expired or refused session. */
export function signedInUser(owner: UserRow | undefined): AuthUser {
  // A deactivated or demoted account loses its open sessions at once.
  if (!owner || !mayUseBackOffice(owner)) {
    throw new ApiError(401, t('server.auth.invalidToken'), {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  return toAuthUser(owner);
}
