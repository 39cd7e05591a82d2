/**
 * The `redirect` query parameter of the login page: where a guarded route or an expired session
 * sends the user back after signing in. Only paths inside the app are followed (no open redirect).
 */
export const LOGIN_PATH = '/login';

/** `/login?redirect=<wanted path, with its query>`. */
export function loginPathFor(wantedPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wantedPath || '/')}`;
}

export function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`);
}

/** The place to land after signing in: the redirect parameter when it is an app path, else `/`. */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return '/';
  return isLoginPath(redirect) ? '/' : redirect;
}

/** The app path shown in the address bar (hash routing): `#/users?page=2` -> `/users?page=2`. */
export function currentHashPath(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return hash.startsWith('/') ? hash : `/${hash}`;
}
