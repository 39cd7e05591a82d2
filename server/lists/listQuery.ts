/**
 * Reads the list parameters (skip, limit, sort, order, q and per-field filters) into SQL pieces.
 * Field names are only ever looked up in the declaration's maps, never pasted from the request;
 * values always travel as parameters.
 */
import { kindOf } from '../../resources/kit/kinds';
import { ident, type Engine } from '../db/database';
import {
  conditionValue,
  foldText,
  listQueryError,
  parseListQuery as readListParameters,
} from '../../resources/contracts/listQuery';
import { ApiError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import { STORAGE } from '../resources/kindStorage';
import type { FilterTarget, ResourceModel } from '../resources/model';
import { DEFAULT_LIST_LIMIT } from '../../resources/contracts/listLimits';
import { sortsAsWords, wordSortSql } from './wordSort';

/**
 * The `q` search, apart from the filters (the readers add it to the WHERE: sqliteReader.ts,
 * postgresReader.ts). `fulltext` is an FTS5 query for SQLite's trigram index; `folded` a LIKE
 * pattern for folded text: on SQLite the folded copies of the search columns (searchTables.ts),
 * used below three characters (and, with the same pattern, to test rows one by one: sqliteReader.ts); on PostgreSQL `fold_text(column)`, whatever the length, served by
 * its trigram indexes from three characters (postgresSearch.ts).
 */
export type TextSearch =
  { kind: 'fulltext'; match: string; pattern: string; needle: string } | { kind: 'folded'; pattern: string };

export interface ListQuery {
  skip: number;
  limit: number;
  /** Filters on `t`, the area's table; values in `args`. */
  where: string[];
  args: unknown[];
  search?: TextSearch;
  orderBy: string;
  /** `orderBy` the other way round, empty values included: its rows from the last to the first. */
  reversedOrderBy: string;
  /** The column `orderBy` sorts on before the tie-break, when it is a plain column (not the key, not a count). */
  sortColumn?: string;
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

/**
 * PostgreSQL: the index columns that serve a list ordered by `column` in both directions, ties
 * included (`ASC NULLS FIRST, key ASC` forwards, `DESC NULLS LAST, key DESC` backwards), as
 * parseListQuery writes the order. A default `(column)` index matches neither: PostgreSQL would
 * sort the whole list for every page. Put a filter's equality column before it.
 */
export function postgresOrderIndex(model: ResourceModel, column: string): string {
  return column === model.key ? ident(column) : `${ident(column)} NULLS FIRST, ${ident(model.key)}`;
}

export function parseListQuery(
  model: ResourceModel,
  query: RawQuery,
  sortSql: Map<string, string>,
  engine: Engine,
): ListQuery {
  // The parameters are read by the rules the app's browser-side list follows too; only their
  // translation into SQL is the server's own.
  const { request, problems } = readListParameters(model.listRules, query);
  if (problems.length > 0)
    throw new ApiError(
      422,
      problems.map((problem) => listQueryError(problem, t)),
    );
  const { skip, sort: sortName, order } = request;
  const limit = request.limit ?? DEFAULT_LIST_LIMIT;
  const sortColumn = model.sortable.get(sortName);

  const where: string[] = [];
  const args: unknown[] = [];
  let search: TextSearch | undefined;
  if (request.q !== undefined && model.search.length > 0) {
    // Searched as folded text (no case, no accents), so both paths find the same records.
    const needle = foldText(request.q);
    search =
      engine === 'sqlite' && [...needle].length >= TRIGRAM
        ? { kind: 'fulltext', match: `"${needle.replace(/"/g, '""')}"`, pattern: likePattern(needle), needle }
        : { kind: 'folded', pattern: likePattern(needle) };
  }

  for (const [name, raws] of Object.entries(request.filters)) {
    const target = model.filterable.get(name);
    const values = raws.map((raw) => (target ? coerce(target, model, raw) : undefined));
    // The shared rules and the model agree on what is filterable and how (listQueryContract.test.ts).
    if (!target || values.some((v) => v === undefined))
      throw new ApiError(422, [listQueryError({ parameter: name, problem: 'filterValue', field: name }, t)]);
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

  for (const condition of request.conditions ?? []) {
    const sql = conditionSql(model, condition.field, condition.operator, condition.value);
    where.push(sql.where);
    args.push(...sql.args);
  }

  const direction = order === 'desc' ? 'DESC' : 'ASC';
  const orderColumn =
    sortSql.get(sortName) ??
    (sortsAsWords(model, sortColumn as string)
      ? wordSortSql(engine, sortColumn as string, 't.')
      : `t.${ident(sortColumn as string)}`);
  const onKey = sortColumn === model.key;
  // On SQLite the rowid rides along every index for free; PostgreSQL has none, the key stands in
  // (same order for server keys).
  const tieColumn = engine === 'sqlite' ? 't.rowid' : `t.${ident(model.key)}`;
  // Empty values first ascending, last descending, as SQLite orders NULL (the list contract);
  // PostgreSQL's default is the reverse. Its sort indexes are made `(column NULLS FIRST)` to match.
  const nullsOf = (way: 'ASC' | 'DESC') =>
    engine === 'postgres' && !onKey ? (way === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  // The tie-break makes pages stable when sort values repeat.
  const orderIn = (way: 'ASC' | 'DESC') =>
    `${orderColumn} ${way}${nullsOf(way)}${onKey ? '' : `, ${tieColumn} ${way}`}`;
  const plainColumn = !sortSql.has(sortName) && !onKey ? sortColumn : undefined;
  return {
    skip,
    limit,
    where,
    args,
    search,
    orderBy: orderIn(direction),
    reversedOrderBy: orderIn(direction === 'ASC' ? 'DESC' : 'ASC'),
    sortColumn: plainColumn,
  };
}

/**
 * A bound (`<field>_gte`, `_lte`, included) or an emptiness test (`<field>_empty`) in SQL; the shared
 * rules have already checked that the field takes it and that the value is one.
 */
function conditionSql(
  model: ResourceModel,
  fieldName: string,
  operator: 'gte' | 'lte' | 'empty',
  raw: string,
): { where: string; args: unknown[] } {
  const rules = operator === 'empty' ? model.listRules.emptiable : model.listRules.ranged;
  const field = rules?.get(fieldName);
  const value = field ? conditionValue(field, operator, raw) : undefined;
  const link = model.lists.find((list) => list.field.name === fieldName);
  const column = model.columns.find((c) => c.field.name === fieldName);
  if (value === undefined || (!link && !column))
    throw new ApiError(422, [
      listQueryError({ parameter: `${fieldName}_${operator}`, problem: 'filterValue', field: fieldName }, t),
    ]);
  if (link) {
    const exists = `EXISTS (SELECT 1 FROM ${ident(link.table)} WHERE owner = t.${ident(model.key)})`;
    return { where: value === true ? `NOT ${exists}` : exists, args: [] };
  }
  const name = `t.${ident(fieldName)}`;
  if (operator === 'empty')
    return { where: value === true ? `${name} IS NULL` : `${name} IS NOT NULL`, args: [] };
  return { where: `${name} ${operator === 'gte' ? '>=' : '<='} ?`, args: [value] };
}
