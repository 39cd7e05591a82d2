/** Paths of the shell's own routes, beside the declared areas (`/{resource}`). */
export const HOME_PATH = '/';
export const MEDIA_PATH = '/media';
export const TESTS_PATH = '/tests';
/** The change journal (src/features/history). */
export const HISTORY_PATH = '/history';
/** The trash (src/features/trash). */
export const TRASH_PATH = '/trash';
/** The rights matrix, "Droits" (src/features/rights). */
export const RIGHTS_PATH = '/rights';

/** Whether a path belongs to a signed-in screen (an unknown path shows the not-found page to anyone). */
export function isProtectedPath(pathname: string, resourceNames: readonly string[]): boolean {
  if (pathname === HOME_PATH || pathname === '') return true;
  const first = pathname.split('/')[1] ?? '';
  return [
    MEDIA_PATH.slice(1),
    TESTS_PATH.slice(1),
    HISTORY_PATH.slice(1),
    TRASH_PATH.slice(1),
    RIGHTS_PATH.slice(1),
    ...resourceNames,
  ].includes(decodeURIComponent(first));
}
