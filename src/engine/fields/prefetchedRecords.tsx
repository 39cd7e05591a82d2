/**
 * The records a generated list's page brings with it for its reference cells (the data provider's
 * `meta.prefetched`, by area), given to the cells once for the whole page: each cell otherwise set
 * up a query observer of its own and followed every change of the list's context. A record this
 * app wrote since the page was asked for is shown as written (providers/data/writtenRecords.ts):
 * a page kept in cache shows the rows before it is read again. A cell outside such a list (a
 * screen of one's own) reads its record itself.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';
import { writtenAfter } from '../../providers/data/writtenRecords';

type RecordsById = ReadonlyMap<string, RaRecord>;

interface PageRecords {
  areas: ReadonlyMap<string, RecordsById>;
  /** The write clock's tick when the page was asked for. */
  at: number;
}

const PrefetchedRecordsContext = createContext<PageRecords | null>(null);

function byArea(prefetched: unknown): ReadonlyMap<string, RecordsById> {
  const areas = new Map<string, RecordsById>();
  if (!prefetched || typeof prefetched !== 'object') return areas;
  for (const [area, records] of Object.entries(prefetched)) {
    if (Array.isArray(records))
      areas.set(area, new Map((records as RaRecord[]).map((record) => [String(record.id), record])));
  }
  return areas;
}

export function PrefetchedRecordsProvider({ children }: { children: ReactNode }) {
  const meta = useListContext().meta as { prefetched?: unknown; prefetchedAt?: unknown } | undefined;
  const prefetched = meta?.prefetched;
  const at = typeof meta?.prefetchedAt === 'number' ? meta.prefetchedAt : 0;
  const page = useMemo(() => ({ areas: byArea(prefetched), at }), [prefetched, at]);
  return <PrefetchedRecordsContext.Provider value={page}>{children}</PrefetchedRecordsContext.Provider>;
}

/**
 * The record `id` of `area` as the list's page brought it or as this app wrote it since; undefined
 * where the cell reads it itself: the page brought none of that area, or not that one, or it was
 * written since without being given back (deleted, edited in bulk).
 */
export function usePrefetchedRecord(area: string, id: unknown): RaRecord | undefined {
  const page = useContext(PrefetchedRecordsContext);
  const records = page?.areas.get(area);
  if (!page || !records || id === null || id === undefined) return undefined;
  const later = writtenAfter(area, id, page.at);
  return later ? later.record : records.get(String(id));
}
