/**
 * The generated list's first page, when the boot path read it early and its answer is in: given to
 * react-admin's list as its query's initial data (react-query's `initialData`, through the list's
 * `queryOptions`), its first render shows the rows; without it, a second render came once
 * getList's promise settled (first row cold 477 -> 428 ms, warm 475 -> 405 ms, 21 loads of each
 * version in turn, 29 November, 69de629). Only when the list asks for its first page as nothing else chose it: no
 * parameters in the address, none or the same kept in react-admin's store (under its documented
 * default key, `{resource}.listParams`); otherwise the initial data would be another page's.
 */
import { useCallback } from 'react';
import { useLocation, useStoreContext, type GetListResult } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { earlyListPage } from '../../providers/data/earlyListPage';
import { useAllDeclarations } from '../related/allDeclarations';
import { DEFAULT_PAGE_SIZE, defaultSortOf, firstPageParams } from './listDefaults';

interface StoredListParams {
  page?: unknown;
  perPage?: unknown;
  sort?: unknown;
  order?: unknown;
  filter?: unknown;
}

function isFirstPage(stored: StoredListParams | undefined, declaration: ResourceDeclaration): boolean {
  if (stored === undefined) return true;
  const sort = defaultSortOf(declaration);
  const filter = stored.filter ?? {};
  return (
    (stored.page === undefined || Number(stored.page) === 1) &&
    (stored.perPage === undefined || Number(stored.perPage) === (declaration.perPage ?? DEFAULT_PAGE_SIZE)) &&
    (stored.sort === undefined || stored.sort === sort.field) &&
    (stored.order === undefined || stored.order === sort.order) &&
    typeof filter === 'object' &&
    filter !== null &&
    Object.keys(filter).length === 0
  );
}

/** The list's `initialData`: its first page as read early, or nothing. */
export function useFirstPageSeed(
  declaration: ResourceDeclaration,
  meta: { prefetch: string[] } | undefined,
): () => GetListResult | undefined {
  const declarations = useAllDeclarations();
  const store = useStoreContext();
  const { search } = useLocation();
  return useCallback(() => {
    if (search !== '') return undefined;
    if (!isFirstPage(store.getItem<StoredListParams>(`${declaration.name}.listParams`), declaration))
      return undefined;
    return earlyListPage(declarations, declaration.name, { ...firstPageParams(declaration), meta });
  }, [declaration, declarations, meta, search, store]);
}
