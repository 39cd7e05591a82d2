/**
 * One request per area feeds the whole dashboard: the total (X-Total-Count) for the count, and
 * the area's few most recently changed records for the "latest changes" panel.
 */
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { estimatedTotalOf } from '../../providers/data/listQuery';

export const RECENT_PER_AREA = 5;

export interface AreaSummary {
  declaration: ResourceDeclaration;
  total: number | undefined;
  /** `total` is the server's estimate (resources/contracts/listTotal.ts). */
  estimated: boolean;
  recent: RaRecord[];
  isPending: boolean;
  isError: boolean;
}

export function useAreaSummaries(declarations: readonly ResourceDeclaration[]): AreaSummary[] {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: declarations.map((declaration) => ({
      queryKey: ['engine', 'dashboard', declaration.name],
      queryFn: () =>
        dataProvider.getList(declaration.name, {
          pagination: { page: 1, perPage: RECENT_PER_AREA },
          sort: { field: 'updated_at', order: 'DESC' },
          filter: {},
        }),
      retry: false,
    })),
  });
  return declarations.map((declaration, index) => {
    const result = results[index];
    const estimate = estimatedTotalOf(result.data?.meta);
    return {
      declaration,
      total: result.data?.total ?? estimate,
      estimated: result.data?.total === undefined && estimate !== undefined,
      recent: result.data?.data ?? [],
      isPending: result.isPending,
      isError: result.isError,
    };
  });
}
