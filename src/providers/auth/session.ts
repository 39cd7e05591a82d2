/** The signed-in state as the rest of the app sees it: a token in local storage (spec 4). */
import { clearSession, readToken } from '../http/tokenStorage';

export function isSignedIn(): boolean {
  return !!readToken();
}

/**
 * Ends the session after a 401. Returns true only for the call that found a token: when several
 * calls fail at once, the first one ends the session and the others find nothing left to end,
 * so the user is told and redirected once.
 */
export function expireSession(): boolean {
  const hadToken = isSignedIn();
  clearSession();
  return hadToken;
}
