/**
 * Reads the list parameters (skip, limit, sort, order, q and per-field filters) into SQL pieces.
 * Field names are only ever looked up in the declaration's maps, never pasted from the request;
 * values always travel as parameters.
 */
import { kindOf } from '../../resources/kit/kinds';
import { ident } from '../db/openDatabase';
import { foldText } from '../../resources/contracts/listQuery';
import { ApiError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import { STORAGE } from './kindStorage';
import { LIST_PARAMETERS, type FilterTarget, type ResourceModel } from './model';
import {
  DEFAULT_LIST_LIMIT as DEFAULT_LIMIT,
  MAX_LIST_LIMIT as MAX_LIMIT,
} from '../../resources/contracts/listLimits';

export { DEFAULT_LIMIT, MAX_LIMIT };

const MAX_FILTER_VALUES = 1000;

/**
 * The `q` search, apart from the filters: the store decides how to combine it with the order
 * (recordStore.ts). `fulltext` is an FTS5 query for the trigram index; `folded` a LIKE pattern
 * for the folded copies of the search columns (searchTables.ts), used below three characters.
 */
export type TextSearch = { kind: 'fulltext'; match: string } | { kind: 'folded'; pattern: string };

export interface ListQuery {
  skip: number;
  limit: number;
  /** Filters on `t`, the area's table; values in `args`. */
  where: string[];
  args: unknown[];
  search?: TextSearch;
  orderBy: string;
  /** The column `orderBy` sorts on before the rowid, when it is a plain column (not the key, not a count). */
  sortColumn?: string;
  descending: boolean;
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** A parameter given once, trimmed; given twice is an error. */
export function single(query: RawQuery, name: string, errors: FieldError[]): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    errors.push({ loc: ['query', name], msg: t('server.query.single'), type: 'value_error' });
    return undefined;
  }
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integerParam(
  query: RawQuery,
  name: string,
  fallback: number,
  min: number,
  max: number,
  message: string,
  errors: FieldError[],
): number {
  const raw = single(query, name, errors);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) {
    errors.push({ loc: ['query', name], msg: t('server.query.integer'), type: 'int_parsing' });
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    errors.push({ loc: ['query', name], msg: message, type: 'value_error' });
    return fallback;
  }
  return value;
}

/** A filter value converted to what the column holds; undefined when it cannot be one. */
function coerce(target: FilterTarget, model: ResourceModel, raw: string): unknown {
  let sqlType: string;
  if (target.kind === 'list') sqlType = target.link.valueType;
  else if (target.field) {
    const storage = STORAGE[kindOf(target.field).storage];
    if (storage.in === 'column' && storage.filterValue) return storage.filterValue(raw);
    sqlType = model.columns.find((c) => c.field.name === target.column)?.sqlType ?? '';
  } else sqlType = model.keyType === 'integer' ? 'INTEGER' : 'TEXT';

  if (sqlType === 'INTEGER' || sqlType === 'REAL') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) return undefined;
    if (sqlType === 'INTEGER' && !Number.isInteger(value)) return undefined;
    return value;
  }
  return raw;
}

/** The trigram index can only look for three characters or more; shorter searches read folded copies. */
const TRIGRAM = 3;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function parseListQuery(
  model: ResourceModel,
  query: RawQuery,
  sortSql: Map<string, string>,
): ListQuery {
  const errors: FieldError[] = [];
  const skip = integerParam(query, 'skip', 0, 0, Number.MAX_SAFE_INTEGER, t('server.query.skip'), errors);
  const limit = integerParam(
    query,
    'limit',
    DEFAULT_LIMIT,
    1,
    MAX_LIMIT,
    t('server.query.limit', { min: 1, max: MAX_LIMIT }),
    errors,
  );

  const defaultSort = model.declaration.defaultSort;
  const sortName =
    single(query, 'sort', errors) ??
    (defaultSort && model.sortable.has(defaultSort.field) ? defaultSort.field : model.key);
  const sortColumn = model.sortable.get(sortName);
  if (!sortColumn)
    errors.push({
      loc: ['query', 'sort'],
      msg: t('server.query.sort', { field: sortName }),
      type: 'value_error',
    });
  const orderRaw =
    single(query, 'order', errors) ?? (query.sort === undefined ? defaultSort?.order : undefined) ?? 'asc';
  const order = orderRaw.toLowerCase();
  if (order !== 'asc' && order !== 'desc') {
    errors.push({ loc: ['query', 'order'], msg: t('server.query.order'), type: 'value_error' });
  }

  const where: string[] = [];
  const args: unknown[] = [];
  let search: TextSearch | undefined;
  const text = single(query, 'q', errors);
  if (text !== undefined && model.search.length > 0) {
    // Searched as folded text (no case, no accents), so both paths find the same records.
    const needle = foldText(text);
    search =
      [...needle].length >= TRIGRAM
        ? { kind: 'fulltext', match: `"${needle.replace(/"/g, '""')}"` }
        : { kind: 'folded', pattern: likePattern(needle) };
  }

  for (const [name, rawValue] of Object.entries(query)) {
    if (LIST_PARAMETERS.has(name) || rawValue === undefined) continue;
    const target = model.filterable.get(name);
    if (!target) {
      errors.push({
        loc: ['query', name],
        msg: t('server.query.filter', { field: name }),
        type: 'value_error',
      });
      continue;
    }
    const raws = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter((v) => v !== '');
    if (raws.length === 0) continue;
    if (raws.length > MAX_FILTER_VALUES) {
      errors.push({
        loc: ['query', name],
        msg: t('server.errors.tooManyIds', { max: MAX_FILTER_VALUES }),
        type: 'value_error',
      });
      continue;
    }
    const values = raws.map((raw) => coerce(target, model, raw));
    if (values.some((v) => v === undefined)) {
      errors.push({
        loc: ['query', name],
        msg: t('server.query.filterValue', { field: name }),
        type: 'value_error',
      });
      continue;
    }
    const placeholders = values.map(() => '?').join(', ');
    if (target.kind === 'list') {
      where.push(
        `t.${ident(model.key)} IN (SELECT owner FROM ${ident(target.link.table)} WHERE value IN (${placeholders}))`,
      );
    } else {
      where.push(`t.${ident(target.column)} IN (${placeholders})`);
    }
    args.push(...values);
  }

  if (errors.length > 0) throw new ApiError(422, errors);
  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const orderColumn = sortSql.get(sortName) ?? `t.${ident(sortColumn as string)}`;
  // rowid makes pages stable when sort values repeat, and rides along every index for free.
  const tieBreak = sortColumn === model.key ? '' : `, t.rowid ${direction}`;
  const plainColumn = !sortSql.has(sortName) && sortColumn !== model.key ? sortColumn : undefined;
  return {
    skip,
    limit,
    where,
    args,
    search,
    orderBy: `${orderColumn} ${direction}${tieBreak}`,
    sortColumn: plainColumn,
    descending: direction === 'DESC',
  };
}
