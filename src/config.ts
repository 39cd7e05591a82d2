/**
 * Build-time configuration (Vite env). The API base defaults to the same origin, so the app works
 * as served by the reference server; a deployer points it at the platform's API with VITE_API_URL.
 */

export interface AppConfig {
  /** Base address of the API, without trailing slash ('' = same origin). */
  apiUrl: string;
  /** Host names allowed to open the test dashboard (the spec's "localhost or {ip}"). */
  testDashboardHosts: string[];
}

interface EnvLike {
  VITE_API_URL?: string;
  VITE_TEST_DASHBOARD_HOSTS?: string;
  PROD?: boolean;
}

/** Spec 9: in production the API base address is forced to HTTPS. */
export function forceHttps(url: string, production: boolean): string {
  return production ? url.replace(/^http:\/\//i, 'https://') : url;
}

export function readConfig(env: EnvLike): AppConfig {
  const rawUrl = (env.VITE_API_URL ?? '').trim().replace(/\/+$/, '');
  const hosts = (env.VITE_TEST_DASHBOARD_HOSTS ?? 'localhost,127.0.0.1')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return {
    apiUrl: forceHttps(rawUrl, env.PROD === true),
    testDashboardHosts: hosts,
  };
}

export const config: AppConfig = readConfig(import.meta.env as EnvLike);
