/**
 * A session in local storage and the app's real auth provider, whose rights come from the msw
 * answer to GET /api/permissions given with the render.
 */
import { createAuthProvider, type SessionUser } from '../../../../src/providers/auth/authProvider';
import { signIn } from '../../../support/renderApp';

let sessions = 0;

/** A new session each time (a new token): the rights read for an earlier test are not reused. */
export function signedInAs(user: SessionUser) {
  sessions += 1;
  signIn(user, `token-${user.id}-${sessions}`);
  return createAuthProvider();
}
