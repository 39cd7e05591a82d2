/**
 * The first page a cold load of a list asked for early (app/coldStart.ts), put in the query cache
 * under the key react-admin's list reads, so the list's first render shows its rows instead of
 * rendering once empty and again when the page comes in.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { firstPageParams } from '../engine/list/listDefaults';
import { currentHashPath } from '../providers/auth/loginRedirect';
import { coldStartedArea } from './coldStart';

/**
 * How long the early page counts as just read. React-query refetches a page on mount once it is
 * stale, and a page read a moment before the list mounts would otherwise be asked for twice.
 */
const EARLY_PAGE_FRESH_MS = 3000;

/** The key of useGetList (ra-core) for these parameters. */
function listQueryKey(resource: string, params: ReturnType<typeof firstPageParams>) {
  const { pagination, sort, filter } = params;
  return [resource, 'getList', { pagination, sort, filter, meta: undefined }] as const;
}

/**
 * Reads the first page of the list the address shows, through the data provider (which takes
 * the early answer), into the cache; undefined when the address shows no generated list. A list
 * that asks for other parameters (a saved sort, a page size) reads its own page as usual; a list
 * mounted while this read is under way waits for it rather than asking again.
 */
export function prefillFirstPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  declarations: readonly ResourceDeclaration[],
): Promise<void> | undefined {
  const declaration = coldStartedArea(currentHashPath(), declarations);
  if (!declaration) return undefined;
  const params = firstPageParams(declaration);
  const queryKey = listQueryKey(declaration.name, params);
  return queryClient
    .fetchQuery({
      queryKey,
      queryFn: async (): Promise<GetListResult> => {
        const { data, total, pageInfo, meta } = await dataProvider.getList(declaration.name, params);
        return { data, total, pageInfo, meta };
      },
    })
    .then((page) => {
      queryClient.setQueryData(queryKey, page, { updatedAt: Date.now() + EARLY_PAGE_FRESH_MS });
    })
    .catch(() => {
      // The list's own read reports what went wrong, where the user sees it.
    });
}
