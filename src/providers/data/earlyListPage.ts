/**
 * A list page the boot path read early (src/boot/earlyReads.ts), when its answer is already in:
 * what the data provider's getList would give for the same parameters, at once. The generated
 * list hands it to react-admin as its query's initial data (engine/list/firstPageSeed.ts), so its
 * first render has the rows instead of a second render once getList's promise settles; getList
 * still runs as the list mounts and takes the same answer. Only the plain case: an exact total, a
 * whole page, and every record its prefetched references name already in; anything else is left
 * to getList.
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf } from '../../../resources/kit/fields';
import { arrivedEarlyGet } from '../http/httpClient';
import {
  byIdsParams,
  isEstimatedTotal,
  listQuery,
  prefetchedReferences,
  referencedIds,
  totalFromHeaders,
} from './listQuery';
import { toRaRecords } from './recordKeys';

/** The records of `ids` in an early answer, or undefined unless every one of them is there. */
function earlyRecords(area: ResourceDeclaration, ids: readonly string[]): RaRecord[] | undefined {
  const answer = arrivedEarlyGet(area.name, listQuery(byIdsParams(ids), keyOf(area)));
  if (!answer?.ok) return undefined;
  const wanted = new Set(ids);
  const records = toRaRecords(answer.json, keyOf(area)).filter((record) => wanted.has(String(record.id)));
  return records.length === wanted.size ? records : undefined;
}

export function earlyListPage(
  declarations: readonly ResourceDeclaration[],
  resource: string,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>,
): GetListResult | undefined {
  const area = declarations.find((declaration) => declaration.name === resource);
  if (!area) return undefined;
  const answer = arrivedEarlyGet(resource, listQuery(params, keyOf(area)));
  if (!answer?.ok || isEstimatedTotal(answer.headers)) return undefined;
  const total = totalFromHeaders(answer.headers);
  const data = toRaRecords(answer.json, keyOf(area));
  const perPage = params.pagination?.perPage ?? data.length;
  // A short page (a server that pages under the limit asked) is read whole by getList.
  if (total === undefined || data.length < Math.min(total, perPage)) return undefined;
  const fields: unknown = params.meta?.prefetch;
  if (!Array.isArray(fields) || fields.length === 0) return { data, total };
  const prefetched: Record<string, RaRecord[]> = {};
  for (const { name, target } of prefetchedReferences(area, fields)) {
    const targetArea = declarations.find((declaration) => declaration.name === target);
    const ids = referencedIds(data, name).map(String);
    if (ids.length === 0) continue;
    const records = targetArea && earlyRecords(targetArea, ids);
    if (!records) return undefined;
    prefetched[target] = [...(prefetched[target] ?? []), ...records];
  }
  // Read at start-up, before this app wrote anything (writtenRecords.ts).
  return { data, total, meta: { prefetched, prefetchedAt: 0 } };
}
