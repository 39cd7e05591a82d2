/**
 * The test dashboard opens only on a local or development host (spec 2, 6): the shell checks
 * window.location.hostname against the configured hosts (VITE_TEST_DASHBOARD_HOSTS).
 */

/** IPv6 hosts come bracketed in URLs (`[::1]`); host names are case-insensitive. */
const normalize = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');

export function isTestDashboardHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = normalize(hostname);
  return host !== '' && allowedHosts.some((allowed) => normalize(allowed) === host);
}
