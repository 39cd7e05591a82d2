/**
 * /tests: the test dashboard on an allowed host (spec 2), for those the rights allow (admins by
 * default); anyone else is sent to /.
 */
import { Navigate } from 'react-admin';
import { GuardedPage } from './GuardedPage';
import { TestDashboardPage } from './lazyPages';

export function TestDashboardRoute({ allowed }: { allowed: boolean }) {
  return allowed ? (
    <GuardedPage subject="tests">
      <TestDashboardPage />
    </GuardedPage>
  ) : (
    <Navigate to="/" replace />
  );
}
