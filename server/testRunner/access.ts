/**
 * Who may reach the test runner: it starts processes on the machine, so only the machine itself
 * (loopback) or addresses listed in TEST_RUNNER_ALLOWED_IPS, and never a production server unless
 * ENABLE_TEST_RUNNER=1 says so explicitly.
 */

/** `::ffff:10.0.0.1` and `10.0.0.1` are the same client. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

export function isLoopback(ip: string): boolean {
  const address = normalizeIp(ip);
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

export function parseAllowedIps(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean)
    .map(normalizeIp);
}

/**
 * The socket's address must be allowed, and so must every client named by a forwarding header: a
 * reverse proxy on the same machine would otherwise make every visitor look local.
 */
export function isAllowedClient(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  allowedIps: readonly string[],
): boolean {
  const allowed = (ip: string) => isLoopback(ip) || allowedIps.includes(normalizeIp(ip));
  if (!socketAddress || !allowed(socketAddress)) return false;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  return forwarded.every(allowed);
}

export function isRunnerEnabled(production: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return !production || env.ENABLE_TEST_RUNNER === '1';
}
