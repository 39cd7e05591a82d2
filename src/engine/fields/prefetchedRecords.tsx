/**
 * The records a generated list's page brings with it for its reference cells (the data provider's
 * `meta.prefetched`, by area), given to the cells once for the whole page: each cell otherwise set
 * up a query observer of its own and followed every change of the list's context. A cell outside
 * such a list (a screen of one's own) reads its record itself.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useListContext, type RaRecord } from 'react-admin';

type RecordsById = ReadonlyMap<string, RaRecord>;

const PrefetchedRecordsContext = createContext<ReadonlyMap<string, RecordsById> | null>(null);

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
  const prefetched: unknown = useListContext().meta?.prefetched;
  const areas = useMemo(() => byArea(prefetched), [prefetched]);
  return <PrefetchedRecordsContext.Provider value={areas}>{children}</PrefetchedRecordsContext.Provider>;
}

/** The records of `area` the list's page came with, by id, or undefined where it brought none. */
export function usePrefetchedRecords(area: string): RecordsById | undefined {
  return useContext(PrefetchedRecordsContext)?.get(area);
}
