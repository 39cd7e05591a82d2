/**
 * A head start for a cold load of a list address (`#/activities`) by a signed-in user: the list
 * screen's code and its first page are requested while React and react-admin start, instead of
 * after the shell has rendered. The page is handed to the list's own first call when that call
 * asks for exactly the same thing (saved sort, filters or page size ask for something else and go
 * to the server as usual), and only for a short while, so nothing stale is ever shown.
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { firstPageParams, preloadListScreen } from '../engine';
import { isSignedIn } from '../providers/auth/session';
import type { EduDataProvider } from '../providers/data/dataProvider';

/** How long a page fetched ahead waits for the list to ask for it. */
const HEAD_START_MS = 10_000;

/** The area whose generated list the path shows (`/activities`, not `/activities/3` nor `?page=2`). */
function listedArea(path: string, declarations: readonly ResourceDeclaration[]) {
  const match = /^\/([^/?]+)\/?$/.exec(path);
  if (!match) return undefined;
  const name = decodeURIComponent(match[1]);
  return declarations.find(
    (declaration) => declaration.name === name && declaration.screens?.list === undefined,
  );
}

/** What decides a list page's content, in a fixed order so equal requests compare equal. */
function requestKey(resource: string, params: GetListParams): string | undefined {
  const filter = params.filter ?? {};
  const meta = params.meta ?? {};
  if (Object.keys(filter).length > 0 || Object.keys(meta).length > 0) return undefined;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 0 };
  const { field, order } = params.sort ?? { field: '', order: '' };
  return JSON.stringify([resource, page, perPage, field, order]);
}

/**
 * Returns the data provider to give react-admin: the same one, except that the first matching
 * getList of the area at `path` is answered by the page already requested.
 */
export function withListHeadStart(
  dataProvider: EduDataProvider,
  declarations: readonly ResourceDeclaration[],
  path: string,
): EduDataProvider {
  const declaration = isSignedIn() ? listedArea(path, declarations) : undefined;
  if (!declaration) return dataProvider;
  const params = firstPageParams(declaration);
  const key = requestKey(declaration.name, params);
  // The page first: the browser opens a handful of connections per server, and the screen's
  // chunks would otherwise hold them all while the page waits behind them.
  let ahead: Promise<GetListResult> | undefined = dataProvider.getList(declaration.name, params);
  preloadListScreen();
  // A failure reaches the list when it asks; until then it is not an unhandled rejection.
  ahead.catch(() => undefined);
  const expiry = setTimeout(() => {
    ahead = undefined;
  }, HEAD_START_MS);
  return {
    ...dataProvider,
    getList: <R extends RaRecord>(resource: string, listParams: GetListParams) => {
      const page = ahead;
      if (page && requestKey(resource, listParams) === key) {
        ahead = undefined;
        clearTimeout(expiry);
        // The page was fetched for this resource by the same provider: its records are this call's.
        return page as Promise<GetListResult<R>>;
      }
      return dataProvider.getList<R>(resource, listParams);
    },
  };
}
