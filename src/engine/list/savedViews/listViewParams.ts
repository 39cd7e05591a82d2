/**
 * A list as a saved view holds it, read from and given back to react-admin through its public
 * APIs: the list's own parameters (useListContext: filters, sort, page size) and the column
 * chooser's store (useStore under DataTable's documented default store key `{resource}.datatable`,
 * the hidden columns by source, as DataTable and its column chooser read them).
 */
import { useCallback } from 'react';
import { useListContext, useStore } from 'react-admin';
import type { SavedViewParams } from '../../../../resources/contracts/savedViewContract';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { DEFAULT_PAGE_SIZE, defaultSortOf, listedFields } from '../listDefaults';

/** DataTable's default `storeKey`: where the column chooser keeps the hidden columns. */
export const columnsStoreKey = (resource: string) => `${resource}.datatable`;

const NO_COLUMN: string[] = [];

/** The list's current parameters, and how to set them all from a saved view. */
export function useListView(declaration: ResourceDeclaration): {
  current: () => SavedViewParams;
  apply: (params: SavedViewParams) => void;
} {
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [hidden, setHidden] = useStore<string[]>(columnsStoreKey(declaration.name), NO_COLUMN);

  const current = useCallback((): SavedViewParams => {
    const columns = listedFields(declaration)
      .map((field) => field.name)
      .filter((name) => !hidden.includes(name));
    return { filter: { ...filterValues }, sort: sort ?? null, perPage: perPage ?? null, columns };
  }, [declaration, filterValues, hidden, perPage, sort]);

  const apply = useCallback(
    (params: SavedViewParams) => {
      const filter = params.filter;
      // Each filter of the view shown, the added ones (bounds, emptiness) included.
      const displayed = Object.fromEntries(Object.keys(filter).map((name) => [name, true]));
      // react-admin gathers these changes into one new list request.
      setFilters(filter, displayed);
      setSort(params.sort ?? defaultSortOf(declaration));
      setPerPage(params.perPage ?? declaration.perPage ?? DEFAULT_PAGE_SIZE);
      if (params.columns) {
        const shown = params.columns;
        setHidden(
          listedFields(declaration)
            .map((field) => field.name)
            .filter((name) => !shown.includes(name)),
        );
      }
    },
    [declaration, setFilters, setHidden, setPerPage, setSort],
  );

  return { current, apply };
}
