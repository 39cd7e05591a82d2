/** /tests: the test dashboard on an allowed host; anywhere else the user is sent to / (spec 2). */
import { Navigate } from 'react-admin';
import { TestDashboardPage } from './lazyPages';

export function TestDashboardRoute({ allowed }: { allowed: boolean }) {
  return allowed ? <TestDashboardPage /> : <Navigate to="/" replace />;
}
