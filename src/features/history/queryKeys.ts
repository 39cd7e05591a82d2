/**
 * The react-query keys of the change history: every key starts with the same root, so one
 * invalidation (after a restore) reaches the journal, the record panels and the existence checks.
 */
import type { HistoryFilter } from '../../../resources/contracts/historyContract';

const ROOT = 'eduadmin-history';

export const historyKeys = {
  all: [ROOT] as const,
  journal: (filter: HistoryFilter, page: number, perPage: number) =>
    [ROOT, 'journal', filter, page, perPage] as const,
  record: (resource: string, key: string | number | undefined, page: number) =>
    [ROOT, 'record', resource, key, page] as const,
  names: (target: string, keys: readonly string[]) => [ROOT, 'names', target, keys] as const,
  existing: (groups: readonly (readonly [string, readonly string[]])[]) => [ROOT, 'exists', groups] as const,
};
