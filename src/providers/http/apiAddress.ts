/**
 * Where an API call goes and what it carries, without the rest of the HTTP client: the boot path's
 * early reads (src/boot/earlyReads.ts) build the same address and headers as the data provider
 * before react-admin has loaded, so this module imports nothing from it.
 */
import { config } from '../../config';
import { readToken } from './tokenStorage';

export type QueryParams = Record<string, unknown>;

/** Query string where null and undefined values are skipped (spec 7); arrays repeat the key. */
export function buildQuery(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && item !== undefined) search.append(name, String(item));
    } else if (typeof value === 'object') {
      search.append(name, JSON.stringify(value));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The API path of an area or of another API resource (`config/languages`), with a suffix. */
export function resourcePath(resource: string, suffix = ''): string {
  return `/api/${resource.replace(/^\/+/, '')}${suffix}`;
}

/**
 * Absolute address of an API path. With the default same-origin base the page's origin is used,
 * so the address is also valid where fetch refuses relative URLs (Node, which runs the tests).
 */
export function apiUrl(path: string): string {
  const base = config.apiUrl || pageOrigin();
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

let origin: string | undefined;

/** The page's origin, read once: it never changes, and a list asks for it once per image cell. */
function pageOrigin(): string {
  origin ??= typeof window !== 'undefined' ? window.location.origin : '';
  return origin;
}

export function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The headers of a call that sends no body: JSON asked for, and the session's token unless anonymous. */
export function readHeaders(anonymous = false): Record<string, string> {
  return { Accept: 'application/json', ...(anonymous ? {} : authHeaders()) };
}
