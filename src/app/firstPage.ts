/**
 * The first page a cold load of a list asked for early (app/coldStart.ts), put in the query cache
 * under the key react-admin's list reads (and the records its reference cells name and the option
 * lists its enum cells read their labels from, where the cells' hooks look), so the list's first
 * render shows its rows as they stay instead of rendering once empty (or with raw codes) and again
 * when the rest comes in.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import {
  firstPageParams,
  listedOptionLists,
  listedReferences,
  referencedIds,
} from '../engine/list/listDefaults';
import { remoteOptionsQuery } from '../engine/options/useRemoteOptions';
import type { EduDataProvider } from '../providers/data/dataProvider';
import { currentHashPath } from '../providers/auth/loginRedirect';
import { isPhoneScreen } from '../engine/list/phoneScreen';
import { coldStartedArea, earlyReferencesSent } from './coldStart';

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
 * The records the page's reference cells name, where react-admin's reference hooks look (one call
 * per referenced area): under the key a label cell reads (getMany of its one id) and the key a
 * list of references reads (getMany of the row's ids), fresh for a moment so neither asks again
 * as it mounts, and one entry per record, as its getMany leaves them. The cells show their labels
 * from the first render, and the rows do not grow when the labels come in.
 */
async function prefillReferences(
  queryClient: QueryClient,
  dataProvider: EduDataProvider,
  declaration: ResourceDeclaration,
  rows: readonly RaRecord[],
): Promise<void> {
  await earlyReferencesSent();
  const updatedAt = Date.now() + EARLY_PAGE_FRESH_MS;
  const reads = listedReferences(declaration).map(async ({ name, target }) => {
    const ids = referencedIds(rows, name);
    if (ids.length === 0) return;
    const { data } = await dataProvider.getMany(target, { ids });
    const byId = new Map(data.map((record) => [String(record.id), record]));
    const getMany = (named: readonly unknown[]) => {
      const keyIds = named.map(String);
      const found = keyIds.flatMap((id) => byId.get(id) ?? []);
      queryClient.setQueryData([target, 'getMany', { ids: keyIds, meta: undefined }], found, { updatedAt });
    };
    for (const record of data)
      queryClient.setQueryData([target, 'getOne', { id: String(record.id), meta: undefined }], record);
    for (const row of rows) {
      const value: unknown = row[name];
      if (Array.isArray(value)) getMany(value);
      else if (value !== null && value !== undefined && value !== '') getMany([value]);
    }
  });
  await Promise.all(reads);
}

/** The option lists the list's enum cells read their labels from, as those cells read them. */
function prefillOptionLists(
  queryClient: QueryClient,
  dataProvider: EduDataProvider,
  declaration: ResourceDeclaration,
): Promise<void>[] {
  return listedOptionLists(declaration).map((path) =>
    queryClient.prefetchQuery(remoteOptionsQuery(dataProvider, path)),
  );
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
  // A phone's list shows each record's name only (ResourceList): no option list, no reference.
  const phone = isPhoneScreen();
  const optionLists = phone ? [] : prefillOptionLists(queryClient, dataProvider, declaration);
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
      return phone ? undefined : prefillReferences(queryClient, dataProvider, declaration, page.data);
    })
    .catch(() => {
      // The list's own read reports what went wrong, where the user sees it.
    });
  return Promise.all([read, ...optionLists]).then(() => undefined);
}
