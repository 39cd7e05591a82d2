/**
 * The first page a cold load of a list asked for early (app/coldStart.ts), put in the query cache
 * under the key react-admin's list reads (and the records its reference cells name, where
 * react-admin's reference hooks look), so the list's first render shows its rows instead of
 * rendering once empty and again when the page comes in.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { firstPageParams, listedReferences, referencedIds } from '../engine/list/listDefaults';
import type { EduDataProvider } from '../providers/data/dataProvider';
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
 * The records the page's reference cells name, where react-admin's reference hooks look before they
 * ask (one entry per record, as its getMany leaves them): the cells show their labels from the
 * first render, and the rows do not grow when the labels come in. One call per referenced area.
 */
async function prefillReferences(
  queryClient: QueryClient,
  dataProvider: EduDataProvider,
  declaration: ResourceDeclaration,
  rows: readonly RaRecord[],
): Promise<void> {
  const reads = listedReferences(declaration).map(async ({ name, target }) => {
    const ids = referencedIds(rows, name);
    if (ids.length === 0) return;
    const { data } = await dataProvider.getMany(target, { ids });
    for (const record of data)
      queryClient.setQueryData([target, 'getOne', { id: String(record.id), meta: undefined }], record);
  });
  await Promise.all(reads);
}

/**
 * Reads the first page of the list the address shows, through the data provider (which takes
 * the early answer), into the cache; undefined when the address shows no generated list. A list
 * that asks for other parameters (a saved sort, a page size) reads its own page as usual; a list
 * mounted while this read is under way waits for it rather than asking again.
 */
export function prefillFirstPage(
  queryClient: QueryClient,
  dataProvider: EduDataProvider,
  declarations: readonly ResourceDeclaration[],
): Promise<void> | undefined {
  const declaration = coldStartedArea(currentHashPath(), declarations);
  if (!declaration) return undefined;
  const params = firstPageParams(declaration);
  const queryKey = listQueryKey(declaration.name, params);
  const read = queryClient
    .fetchQuery({
      queryKey,
      queryFn: async (): Promise<GetListResult> => {
        const { data, total, pageInfo, meta } = await dataProvider.getList(declaration.name, params);
        return { data, total, pageInfo, meta };
      },
    })
    .then((page) => {
      queryClient.setQueryData(queryKey, page, { updatedAt: Date.now() + EARLY_PAGE_FRESH_MS });
      return prefillReferences(queryClient, dataProvider, declaration, page.data);
    })
    .catch(() => {
      // The list's own read reports what went wrong, where the user sees it.
    });
  return read;
}
