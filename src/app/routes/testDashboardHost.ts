/** The test dashboard opens only on a local or development host (spec 2, 6). */
import { config } from '../../config';
import { isTestDashboardHost } from '../../features/test-dashboard/hostGuard';

/** For the page as it is served: its host against VITE_TEST_DASHBOARD_HOSTS. */
export function testDashboardAllowedHere(
  allowedHosts: readonly string[] = config.testDashboardHosts,
): boolean {
  return typeof window !== 'undefined' && isTestDashboardHost(window.location.hostname, allowedHosts);
}
