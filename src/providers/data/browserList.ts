/**
 * A back end that answers a list with a plain array (no X-Total-Count) gives the whole set: the
 * search, filters, sort and page are then applied here, by the list rules our server follows
 * (resources/contracts/listQuery.ts).
 */
import type { GetListParams, RaRecord } from 'react-admin';
import {
  conditionOf,
  LIST_PARAMETERS,
  runListRequest,
  type ListCondition,
  type ListRules,
} from '../../../resources/contracts/listQuery';
import { listQuery } from './listQuery';

/** The query as it would travel (arrays repeat, values as text), read back into a list request. */
export function applyListInBrowser(
  records: RaRecord[],
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  rules: ListRules,
): { data: RaRecord[]; total: number } {
  const query = listQuery(params, rules.key);
  const filters: Record<string, string[]> = {};
  const conditions: ListCondition[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (LIST_PARAMETERS.has(name)) continue;
    const condition = rules.filterable.has(name) ? undefined : conditionOf(rules, name);
    if (condition)
      conditions.push({ field: condition.field.name, operator: condition.operator, value: String(value) });
    else filters[name] = (Array.isArray(value) ? value : [value]).map(String);
  }
  const hasSort = typeof query.sort === 'string';
  const { rows, total } = runListRequest(rules, records, {
    skip: typeof query.skip === 'number' ? query.skip : 0,
    limit: typeof query.limit === 'number' ? query.limit : undefined,
    sort: hasSort ? String(query.sort) : rules.defaultSort.field,
    order: hasSort ? (query.order === 'desc' ? 'desc' : 'asc') : rules.defaultSort.order,
    q: typeof query.q === 'string' ? query.q : undefined,
    filters,
    conditions,
  });
  return { data: rows, total };
}
