/**
 * The list contract with our server: `skip`, `limit`, `sort`, `order` (asc/desc), `q`, and one
 * query parameter per filter (an array repeats the parameter, meaning "any of").
 */
import type { GetListParams, Identifier } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { TOTAL_ESTIMATED_HEADER, TOTAL_HEADER } from '../../../resources/contracts/listTotal';
import type { QueryParams } from '../http/apiAddress';

/** react-admin sorts and filters on `id`; a keyed resource knows that field by its own name. */
export function serverField(field: string, key: string): string {
  return field === 'id' ? key : field;
}

function isEmptyFilter(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function listQuery(
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  key: string,
): QueryParams {
  const query: QueryParams = {};
  const pagination = params.pagination;
  if (pagination && pagination.perPage > 0) {
    query.skip = (Math.max(pagination.page, 1) - 1) * pagination.perPage;
    query.limit = pagination.perPage;
  }
  if (params.sort?.field) {
    query.sort = serverField(params.sort.field, key);
    query.order = params.sort.order === 'DESC' ? 'desc' : 'asc';
  }
  const filter: Record<string, unknown> = params.filter ?? {};
  for (const [name, value] of Object.entries(filter)) {
    if (isEmptyFilter(value)) continue;
    if (name === 'q') query.q = typeof value === 'string' ? value.trim() : value;
    else query[serverField(name, key)] = value;
  }
  return query;
}

/** The total announced by the server, or undefined when the answer is a plain array. */
export function totalFromHeaders(headers: Headers): number | undefined {
  const raw = headers.get(TOTAL_HEADER);
  if (raw === null || raw.trim() === '') return undefined;
  const total = Number(raw);
  return Number.isFinite(total) && total >= 0 ? total : undefined;
}

/** The server announced an estimate of the list's total rather than its count (resources/contracts/listTotal.ts). */
export function isEstimatedTotal(headers: Headers): boolean {
  return headers.get(TOTAL_ESTIMATED_HEADER)?.trim().toLowerCase() === 'true';
}

/**
 * What getList's answer carries in `meta` when the total is an estimate: react-admin then pages
 * by `pageInfo` (on until a short page), and the pagination says "about" (ListPagination.tsx).
 */
export interface EstimatedTotalMeta {
  estimatedTotal: number;
}

/** The estimated total of a getList answer's `meta`, if it has one. */
export function estimatedTotalOf(meta: unknown): number | undefined {
  const value = (meta as Partial<EstimatedTotalMeta> | undefined)?.estimatedTotal;
  return typeof value === 'number' ? value : undefined;
}

/** The list parameters getMany reads records by id with (one page of exactly those ids). */
export function byIdsParams(ids: readonly Identifier[]): Pick<GetListParams, 'pagination' | 'filter'> {
  return { filter: { id: ids }, pagination: { page: 1, perPage: ids.length } };
}

/** The ids a page's rows name in a reference field, each once, in the order the rows name them. */
export function referencedIds(rows: readonly Record<string, unknown>[], field: string): Identifier[] {
  const ids = rows
    .flatMap((row) => [row[field]].flat())
    .filter((id): id is Identifier => typeof id === 'string' || typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * The reference fields of `declaration` a getList's `meta.prefetch` names (`fields`), with the
 * area each points to: the records of those the page is read with.
 */
export function prefetchedReferences(
  declaration: ResourceDeclaration | undefined,
  fields: readonly unknown[],
): { name: string; target: string }[] {
  return (declaration?.fields ?? []).flatMap((field) =>
    (field.kind === 'reference' || field.kind === 'referenceList') && fields.includes(field.name)
      ? [{ name: field.name, target: field.target }]
      : [],
  );
}
