/** The test dashboard opens only on a local or development host (spec 2, 6). */
import { config } from '../../config';

export function canOpenTestDashboard(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return allowedHosts.some(
    (allowed) =>
      allowed
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, '$1') === host,
  );
}

/** For the page as it is served: its host against VITE_TEST_DASHBOARD_HOSTS. */
export function testDashboardAllowedHere(
  allowedHosts: readonly string[] = config.testDashboardHosts,
): boolean {
  return typeof window !== 'undefined' && canOpenTestDashboard(window.location.hostname, allowedHosts);
}
