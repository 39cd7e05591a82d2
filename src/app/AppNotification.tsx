/**
 * The notification area, which <Admin> mounts once beside every route and inside the router: it
 * shows messages for 5 s unless a message says otherwise, and hosts the session-expiry watcher,
 * which must live as long as the app whatever the page.
 */
import { Notification } from 'react-admin';
import { SessionExpiryWatcher } from './session/SessionExpiryWatcher';

export const NOTIFICATION_DURATION = 5000;

export function AppNotification() {
  return (
    <>
      <Notification autoHideDuration={NOTIFICATION_DURATION} />
      <SessionExpiryWatcher />
    </>
  );
}
