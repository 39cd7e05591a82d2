/**
 * An expired session (a 401 on any call, react-admin's or a feature's own) is handled here once:
 * the token is cleared, the user reads "Session expirée, veuillez vous reconnecter" at the top of
 * the screen for 3 s, and is sent to the login page with the path to come back to, unless already
 * there. Calls failing together find the token already gone and change nothing (spec 4, 8, 9).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useLogout, useNotify } from 'react-admin';
import { isLoginPath, loginPathFor } from '../../providers/auth/loginRedirect';
import { expireSession } from '../../providers/auth/session';
import { onUnauthorized } from '../../providers/http/httpClient';

export const SESSION_EXPIRED_MESSAGE = 'app.errors.sessionExpired';
export const SESSION_EXPIRED_DURATION = 3000;

export function SessionExpiryWatcher() {
  const notify = useNotify();
  const logout = useLogout();
  const location = useLocation();
  // The listener is installed once; it reads the current location when a 401 arrives.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (!expireSession()) return;
        notify(SESSION_EXPIRED_MESSAGE, {
          type: 'error',
          autoHideDuration: SESSION_EXPIRED_DURATION,
          anchorOrigin: { vertical: 'top', horizontal: 'center' },
        });
        const { pathname, search } = locationRef.current;
        // logout() also drops the previous user's cached data; `false` = stay where we are.
        void logout({}, isLoginPath(pathname) ? false : loginPathFor(pathname + search), false);
      }),
    [notify, logout],
  );
  return null;
}
