/**
 * The journal's filters and page live in the URL (`#/history?resource=users&page=2`), so a link —
 * an import summary's `?batch_id=…` — opens the journal already filtered, and Back works.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  HISTORY_ACTIONS,
  type HistoryAction,
  type HistoryFilter,
} from '../../../resources/contracts/historyContract';

export const JOURNAL_PAGE_SIZES = [10, 25, 50, 100];
export const JOURNAL_DEFAULT_PAGE_SIZE = 25;

export const FILTER_NAMES = [
  'resource',
  'user_id',
  'action',
  'record_key',
  'batch_id',
  'from',
  'to',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface JournalState {
  filter: HistoryFilter;
  page: number;
  perPage: number;
}

function positive(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readJournalState(params: URLSearchParams): JournalState {
  const filter: HistoryFilter = {};
  const text = (name: FilterName) => params.get(name)?.trim() || undefined;
  filter.resource = text('resource');
  const user = Number(text('user_id'));
  if (Number.isInteger(user) && user > 0) filter.user_id = user;
  const action = text('action');
  if (action && (HISTORY_ACTIONS as readonly string[]).includes(action))
    filter.action = action as HistoryAction;
  filter.record_key = text('record_key');
  filter.batch_id = text('batch_id');
  filter.from = text('from');
  filter.to = text('to');
  for (const name of FILTER_NAMES) if (filter[name] === undefined) delete filter[name];
  const perPage = positive(params.get('perPage'), JOURNAL_DEFAULT_PAGE_SIZE);
  return { filter, page: positive(params.get('page'), 1), perPage };
}

export function useJournalState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readJournalState(params), [params]);

  /** Changing a filter goes back to the first page. */
  const setFilter = useCallback(
    (name: FilterName, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (page: number, perPage?: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(page));
        if (perPage) next.set('perPage', String(perPage));
        return next;
      }),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { ...state, setFilter, setPage, clear };
}
