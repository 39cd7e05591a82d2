/**
 * Which records of a journal page still exist, so a row links to the edit screen only when there
 * is one to open. One getMany per area (the data provider asks for missing ones one by one).
 * Until the answer comes, or when it fails, a record counts as existing unless its entry is a
 * deletion.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import { historyKeys } from './queryKeys';

export const recordId = (entry: Pick<HistoryEntry, 'resource' | 'record_key'>) =>
  `${entry.resource}/${entry.record_key}`;

export function useExistingRecords(entries: readonly HistoryEntry[], areas: ReadonlySet<string>) {
  const dataProvider = useDataProvider();
  const wanted = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!areas.has(entry.resource)) continue;
    const keys = wanted.get(entry.resource) ?? new Set<string>();
    keys.add(entry.record_key);
    wanted.set(entry.resource, keys);
  }
  const groups = [...wanted.entries()].map(([resource, keys]) => [resource, [...keys].sort()] as const);
  const query = useQuery({
    queryKey: historyKeys.existing(groups),
    queryFn: async () => {
      const found = new Set<string>();
      for (const [resource, keys] of groups) {
        const { data } = await dataProvider.getMany(resource, { ids: keys });
        for (const record of data) found.add(`${resource}/${String(record.id)}`);
      }
      return found;
    },
    enabled: groups.length > 0,
    retry: false,
  });
  return (entry: HistoryEntry): boolean => {
    if (!areas.has(entry.resource)) return false;
    if (query.data) return query.data.has(recordId(entry));
    return entry.action !== 'delete';
  };
}
