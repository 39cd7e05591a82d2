/**
 * Search, sort, view and page of a media grid. The preferences (sort, view, page size) are kept in
 * react-admin's store under `storeKey`; the search and the page start fresh.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import type { MediaItem } from './mediaItem';
import { filterAndSort, MEDIA_SORT_FIELDS, type MediaSortField, type SortOrder } from './mediaSorting';

export type MediaViewMode = 'grid' | 'list';
export const PER_PAGE_OPTIONS = [24, 48, 96, 192];

export interface MediaBrowserState {
  search: string;
  setSearch: (search: string) => void;
  sort: MediaSortField;
  order: SortOrder;
  setSort: (sort: MediaSortField, order?: SortOrder) => void;
  view: MediaViewMode;
  setView: (view: MediaViewMode) => void;
  page: number;
  setPage: (page: number) => void;
  perPage: number;
  setPerPage: (perPage: number) => void;
  /** Every image matching the search, in order (the details panel walks through these). */
  visible: MediaItem[];
  /** The images of the current page. */
  pageItems: MediaItem[];
}

export function useMediaBrowserState(items: readonly MediaItem[], storeKey: string): MediaBrowserState {
  const [search, setSearchValue] = useState('');
  const [storedSort, setStoredSort] = useStore<string>(`${storeKey}.sort`, 'date');
  const [storedOrder, setStoredOrder] = useStore<string>(`${storeKey}.order`, 'desc');
  const [storedView, setView] = useStore<string>(`${storeKey}.view`, 'grid');
  const [storedPerPage, setStoredPerPage] = useStore<number>(`${storeKey}.perPage`, 48);
  const [page, setPage] = useState(0);

  // Stored values come from local storage: anything unexpected falls back to the default.
  const sort: MediaSortField = (MEDIA_SORT_FIELDS as readonly string[]).includes(storedSort)
    ? (storedSort as MediaSortField)
    : 'date';
  const order: SortOrder = storedOrder === 'asc' ? 'asc' : 'desc';
  const view: MediaViewMode = storedView === 'list' ? 'list' : 'grid';
  const perPage = PER_PAGE_OPTIONS.includes(storedPerPage) ? storedPerPage : 48;

  // Typing stays responsive on large directories: the grid follows a deferred copy of the search.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => filterAndSort(items, deferredSearch, sort, order),
    [items, deferredSearch, sort, order],
  );
  const lastPage = Math.max(0, Math.ceil(visible.length / perPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const pageItems = useMemo(
    () => visible.slice(currentPage * perPage, (currentPage + 1) * perPage),
    [visible, currentPage, perPage],
  );

  const setSearch = useCallback((next: string) => {
    setSearchValue(next);
    setPage(0);
  }, []);
  const setSort = useCallback(
    (next: MediaSortField, nextOrder?: SortOrder) => {
      setStoredSort(next);
      setStoredOrder(nextOrder ?? (next === 'name' ? 'asc' : 'desc'));
      setPage(0);
    },
    [setStoredSort, setStoredOrder],
  );
  const setPerPage = useCallback(
    (next: number) => {
      setStoredPerPage(next);
      setPage(0);
    },
    [setStoredPerPage],
  );

  return {
    search,
    setSearch,
    sort,
    order,
    setSort,
    view,
    setView,
    page: currentPage,
    setPage,
    perPage,
    setPerPage,
    visible,
    pageItems,
  };
}
