/**
 * A back end that answers a list with a plain array (no X-Total-Count) gives the whole set: the
 * search, filters, sort and page are then applied here, the way our server applies them.
 */
import type { GetListParams, RaRecord } from 'react-admin';

/** Lower case without accents, so "Éte" finds "été" as the server's search does. */
function fold(value: unknown): string {
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matchesSearch(record: RaRecord, q: string, searchFields: readonly string[] | undefined): boolean {
  const needle = fold(q.trim());
  if (!needle) return true;
  const values = searchFields ? searchFields.map((field) => record[field]) : Object.values(record);
  return values.some(
    (value) => (typeof value === 'string' || typeof value === 'number') && fold(value).includes(needle),
  );
}

/** Equality on the text form (a boolean filter may come as `true` or "true"); lists match any item. */
function matchesFilter(recordValue: unknown, wanted: unknown): boolean {
  const wantedValues = (Array.isArray(wanted) ? wanted : [wanted]).map(String);
  const recordValues = (Array.isArray(recordValue) ? recordValue : [recordValue]).map(String);
  return recordValues.some((value) => wantedValues.includes(value));
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const isMissing = (value: unknown) => value === null || value === undefined || value === '';

/** Missing values stay last whatever the direction. */
function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) === isMissing(b) ? 0 : isMissing(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  if (typeof a === 'boolean' && typeof b === 'boolean') return (Number(a) - Number(b)) * direction;
  return collator.compare(String(a), String(b)) * direction;
}

export function applyListInBrowser(
  records: RaRecord[],
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  searchFields?: readonly string[],
): { data: RaRecord[]; total: number } {
  const filter: Record<string, unknown> = params.filter ?? {};
  let rows = records.filter((record) =>
    Object.entries(filter).every(([name, wanted]) => {
      if (isEmpty(wanted)) return true;
      if (name === 'q') return matchesSearch(record, String(wanted), searchFields);
      return matchesFilter(record[name], wanted);
    }),
  );
  const sort = params.sort;
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => compareValues(a[sort.field], b[sort.field], direction));
  }
  const total = rows.length;
  const pagination = params.pagination;
  if (pagination && pagination.perPage > 0) {
    const start = (Math.max(pagination.page, 1) - 1) * pagination.perPage;
    rows = rows.slice(start, start + pagination.perPage);
  }
  return { data: rows, total };
}
