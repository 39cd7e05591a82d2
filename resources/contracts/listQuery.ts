/**
 * What a list call means, once for every side that answers one in memory: the app when a back end
 * sends a plain array (src/providers/data/browserList.ts) and the front-end tests' fake server
 * (tests/frontend/engine/support/fakeApi.ts). The reference server says the same in SQL
 * (server/resources/listQuery.ts); tests/contracts/listQueryCases.ts checks that all of them agree.
 *
 * Parameters: `skip`, `limit`, `sort`, `order` (asc/desc), `q` and one parameter per filter, a
 * repeated parameter meaning "any of"; a number or date field also takes `<field>_gte` and
 * `<field>_lte` (bounds included), an optional field `<field>_empty=true|false`. Pure data and
 * functions: no DOM, no Node.
 */
import type { FieldDeclaration, ResourceDeclaration } from '../kit/defineResource';
import { SYSTEM_FIELDS } from '../kit/defineResource';
import { hasServerKey, isSortable, keyOf, searchFields } from '../kit/fields';
import { kindOf } from '../kit/kinds';
import type { FieldError } from './errorContract';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './listLimits';

/** Query parameters of the list call: a field of that name could not be filtered on. */
export const LIST_PARAMETERS: ReadonlySet<string> = new Set(['skip', 'limit', 'sort', 'order', 'q']);
/** The most values one filter may list (a getMany of many keys). */
export const MAX_FILTER_VALUES = 1000;

/**
 * How `q` compares text: without case and without accents ("ecole" finds "École", "ŒUVRE" finds
 * "œuvre"); ligatures stay letters of their own ("oeuvre" does not find "œuvre"). The server's
 * trigram index folds the same way (tokenize 'trigram remove_diacritics 1'), and its search of
 * fewer than three characters reads copies folded by this very function (kept by triggers on each
 * write): it stays native string work.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** How a value is compared when filtering and sorting. */
export type ValueKind = 'boolean' | 'integer' | 'number' | 'text' | 'textNoCase';

/** A field the list call can filter or sort on; `list` fields hold several values. */
export interface ListField {
  name: string;
  kind: ValueKind;
  list?: boolean;
}

export interface ListRules {
  key: string;
  /** Fields with `<field>_gte` and `<field>_lte`: numbers and dates (compared as ISO text). */
  ranged?: ReadonlyMap<string, ListField>;
  /** Optional fields with `<field>_empty`: a reference list is empty when it holds no item. */
  emptiable?: ReadonlyMap<string, ListField>;
  /** Fields `q` looks in; undefined: every text or number value (a resource nobody declared). */
  search: readonly string[] | undefined;
  sortable: ReadonlyMap<string, ListField>;
  filterable: ReadonlyMap<string, ListField>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

export type KeyKind = 'integer' | 'text';

/** Whether a declared resource is keyed by a number or by a text (hashtags: label). */
export function keyKindOf(declaration: ResourceDeclaration): KeyKind {
  if (hasServerKey(declaration)) return 'integer';
  const keyField = declaration.fields.find((f) => f.name === keyOf(declaration));
  return keyField?.kind === 'integer' || keyField?.kind === 'number' ? 'integer' : 'text';
}

const kindOfKey = (keyKind: KeyKind | undefined): ValueKind =>
  keyKind === 'integer' ? 'integer' : keyKind === 'text' ? 'textNoCase' : 'text';

function valueKind(field: FieldDeclaration, keyKinds: (resource: string) => KeyKind | undefined): ValueKind {
  // Compared as the server stores it (kindStorage.ts); NOCASE text folds ASCII letters only.
  switch (kindOf(field).storage) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'computed':
      return 'integer';
    case 'real':
      return 'number';
    case 'targetKey':
    case 'linkTable':
      return 'target' in field ? kindOfKey(keyKinds(field.target)) : 'text';
    case 'caseInsensitiveText':
      return 'textNoCase';
    case 'text':
    case 'json':
      return 'text';
  }
}

/**
 * The rules of a declared resource, as the server derives them (server/resources/model.ts):
 * `keyKinds` tells the key kind of referenced resources (unknown ones compare as plain text).
 */
export function listRules(
  declaration: ResourceDeclaration,
  keyKinds: (resource: string) => KeyKind | undefined = () => undefined,
): ListRules {
  const key = keyOf(declaration);
  const keyField: ListField = { name: key, kind: kindOfKey(keyKindOf(declaration)) };
  const sortable = new Map<string, ListField>([[key, keyField]]);
  for (const name of SYSTEM_FIELDS) sortable.set(name, { name, kind: 'text' });
  const filterable = new Map<string, ListField>([[key, keyField]]);
  // Keyed resources (hashtags) are `id`-less on the wire but the admin app names the key `id`.
  if (key !== 'id') {
    sortable.set('id', keyField);
    filterable.set('id', keyField);
  }
  const stored: string[] = [];
  const ranged = new Map<string, ListField>();
  const emptiable = new Map<string, ListField>();
  for (const field of declaration.fields) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(field.name)) continue;
    if (field.name === key) {
      stored.push(key);
      continue;
    }
    const described: ListField = { name: field.name, kind: valueKind(field, keyKinds) };
    if (field.kind === 'computed') {
      if (isSortable(field)) sortable.set(field.name, described);
      continue;
    }
    if (field.kind === 'referenceList') {
      filterable.set(field.name, { ...described, list: true });
      if (!field.required) emptiable.set(field.name, { ...described, list: true });
      continue;
    }
    stored.push(field.name);
    if (RANGED_KINDS.has(field.kind)) ranged.set(field.name, described);
    if (!field.required && EMPTIABLE_STORAGE.has(kindOf(field).storage)) emptiable.set(field.name, described);
    if (kindOf(field).filterable) filterable.set(field.name, described);
    if (isSortable(field)) sortable.set(field.name, described);
  }
  const wanted = declaration.defaultSort;
  const defaultSort =
    wanted && sortable.has(wanted.field)
      ? { field: wanted.field, order: wanted.order === 'DESC' ? ('desc' as const) : ('asc' as const) }
      : { field: key, order: 'asc' as const };
  return {
    key,
    search: searchFields(declaration).filter((name) => stored.includes(name)),
    sortable,
    filterable,
    ranged,
    emptiable,
    defaultSort,
  };
}

/** Kinds whose values have an order people filter between (from, to). */
const RANGED_KINDS: ReadonlySet<string> = new Set(['integer', 'number', 'date', 'datetime']);
/** Storages where "no value" is a stored NULL (a boolean is never empty, a JSON list is `[]`). */
const EMPTIABLE_STORAGE: ReadonlySet<string> = new Set([
  'text',
  'caseInsensitiveText',
  'integer',
  'real',
  'targetKey',
]);

/** A bound or an emptiness test on one field, read from `<field>_gte`, `_lte` or `_empty`. */
export type FilterOperator = 'gte' | 'lte' | 'empty';
export interface ListCondition {
  field: string;
  operator: FilterOperator;
  /** The bound as the query gave it; for `empty`, `true` or `false`. */
  value: string;
}

const OPERATOR_PARAMETER = /^(.+)_(gte|lte|empty)$/;

/** The parameter naming `operator` on `field` (`starts_on_gte`), for the filter forms. */
export function conditionParameter(field: string, operator: FilterOperator): string {
  return `${field}_${operator}`;
}

/** The field and operator a parameter names, or undefined when it is none of the operators. */
export function conditionOf(
  rules: Pick<ListRules, 'ranged' | 'emptiable'>,
  name: string,
): { field: ListField; operator: FilterOperator } | undefined {
  const match = OPERATOR_PARAMETER.exec(name);
  if (!match) return undefined;
  const [, fieldName, operator] = match as unknown as [string, string, FilterOperator];
  const field = (operator === 'empty' ? rules.emptiable : rules.ranged)?.get(fieldName);
  return field ? { field, operator } : undefined;
}

/** A condition's value as the field holds it (a number, ISO text, or the wanted emptiness). */
export function conditionValue(
  field: ListField,
  operator: FilterOperator,
  raw: string,
): string | number | boolean | undefined {
  if (operator === 'empty') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  return coerce(field, raw.trim());
}

/** Rules of a resource nobody declared: any field filters and sorts by its values, `q` reads them all. */
export function looseListRules(key = 'id'): ListRules {
  return {
    key,
    search: undefined,
    sortable: new Map(),
    filterable: new Map(),
    defaultSort: { field: key, order: 'asc' },
  };
}

export interface ListRequest {
  skip: number;
  /** Undefined: every record from `skip` on. */
  limit?: number;
  sort: string;
  order: 'asc' | 'desc';
  /** The search text, trimmed; undefined when there is none. */
  q?: string;
  /** Filter parameter -> the values asked for, as they travel in the query string. */
  filters: Record<string, string[]>;
  /** Bounds and emptiness tests, all to be met. */
  conditions?: ListCondition[];
}

/** Why a parameter was refused; the server words each one (i18n `server.query.*`). */
export type ListQueryProblem =
  | { parameter: string; problem: 'single' | 'integer' | 'skip' | 'limit' | 'order' }
  | { parameter: string; problem: 'sort' | 'filter' | 'filterValue'; field: string }
  | { parameter: string; problem: 'tooManyValues'; max: number };

/**
 * A refused parameter as the server answers it (one item of a 422 `detail`), worded by the
 * caller's translate function with the `server.query.*` messages.
 */
export function listQueryError(
  problem: ListQueryProblem,
  translate: (key: string, options?: Record<string, unknown>) => string,
): FieldError {
  const field = 'field' in problem ? problem.field : '';
  const messages: Record<ListQueryProblem['problem'], () => string> = {
    single: () => translate('server.query.single'),
    integer: () => translate('server.query.integer'),
    skip: () => translate('server.query.skip'),
    limit: () => translate('server.query.limit', { min: 1, max: MAX_LIST_LIMIT }),
    order: () => translate('server.query.order'),
    sort: () => translate('server.query.sort', { field }),
    filter: () => translate('server.query.filter', { field }),
    filterValue: () => translate('server.query.filterValue', { field }),
    tooManyValues: () => translate('server.errors.tooManyIds', { max: 'max' in problem ? problem.max : 0 }),
  };
  const type = problem.problem === 'integer' ? 'int_parsing' : 'value_error';
  return { loc: ['query', problem.parameter], msg: messages[problem.problem](), type };
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** The query string's parameters, a repeated one as a list. */
export function rawQuery(search: Iterable<[string, string]>): RawQuery {
  const query: RawQuery = {};
  for (const [name, value] of search) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** A filter value as the field holds it; undefined when it cannot be one. */
function coerce(field: ListField, raw: string): string | number | boolean | undefined {
  if (field.kind === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    return undefined;
  }
  if (field.kind === 'integer' || field.kind === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) return undefined;
    if (field.kind === 'integer' && !Number.isInteger(value)) return undefined;
    return value;
  }
  return raw;
}

/**
 * Reads the list parameters as the server does: defaults (skip 0, limit 25, the declaration's
 * sort), bounds (limit 1 to 1000), and one problem per refused parameter.
 */
export function parseListQuery(
  rules: ListRules,
  query: RawQuery,
): { request: ListRequest; problems: ListQueryProblem[] } {
  const problems: ListQueryProblem[] = [];
  const single = (name: string): string | undefined => {
    const value = query[name];
    if (Array.isArray(value)) {
      problems.push({ parameter: name, problem: 'single' });
      return undefined;
    }
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const integer = (name: 'skip' | 'limit', fallback: number, min: number, max: number): number => {
    const raw = single(name);
    if (raw === undefined) return fallback;
    if (!/^-?\d+$/.test(raw)) {
      problems.push({ parameter: name, problem: 'integer' });
      return fallback;
    }
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push({ parameter: name, problem: name });
      return fallback;
    }
    return value;
  };

  const skip = integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = integer('limit', DEFAULT_LIST_LIMIT, 1, MAX_LIST_LIMIT);
  const chosenSort = single('sort');
  const sort = chosenSort ?? rules.defaultSort.field;
  if (!rules.sortable.has(sort)) problems.push({ parameter: 'sort', problem: 'sort', field: sort });
  // A blank `sort=` is no sort: the declared order goes with the declared field.
  const order = (
    single('order') ??
    (chosenSort === undefined ? rules.defaultSort.order : undefined) ??
    'asc'
  ).toLowerCase();
  if (order !== 'asc' && order !== 'desc') problems.push({ parameter: 'order', problem: 'order' });
  const q = single('q');

  const filters: Record<string, string[]> = {};
  const conditions: ListCondition[] = [];
  for (const [name, rawValue] of Object.entries(query)) {
    if (LIST_PARAMETERS.has(name) || rawValue === undefined) continue;
    const field = rules.filterable.get(name);
    const condition = field ? undefined : conditionOf(rules, name);
    if (condition) {
      const raw = single(name);
      if (raw === undefined) continue;
      if (conditionValue(condition.field, condition.operator, raw) === undefined)
        problems.push({ parameter: name, problem: 'filterValue', field: name });
      else conditions.push({ field: condition.field.name, operator: condition.operator, value: raw });
      continue;
    }
    if (!field) {
      problems.push({ parameter: name, problem: 'filter', field: name });
      continue;
    }
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter((v) => v !== '');
    if (values.length === 0) continue;
    if (values.length > MAX_FILTER_VALUES) {
      problems.push({ parameter: name, problem: 'tooManyValues', max: MAX_FILTER_VALUES });
    } else if (values.some((raw) => coerce(field, raw) === undefined)) {
      problems.push({ parameter: name, problem: 'filterValue', field: name });
    } else filters[name] = values;
  }
  return {
    request: { skip, limit, sort, order: order === 'desc' ? 'desc' : 'asc', q, filters, conditions },
    problems,
  };
}

/** A field the rules do not know (a loose resource) compares by what its values look like. */
function fieldFor(map: ReadonlyMap<string, ListField>, name: string, sample: unknown): ListField {
  const known = map.get(name);
  if (known) return known;
  const value = Array.isArray(sample) ? sample[0] : sample;
  const kind: ValueKind =
    typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'text';
  return { name, kind, list: Array.isArray(sample) };
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The value a record holds, in the form `coerce` gives filter values. */
function held(field: ListField, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (field.kind === 'boolean') return value === true || value === 1 || value === 'true';
  if (field.kind === 'integer' || field.kind === 'number') return Number(value);
  // NOCASE folds ASCII letters only: "École" and "école" are two values for a filter.
  return field.kind === 'textNoCase' ? asciiLower(String(value)) : String(value);
}

function matchesFilter(record: Record<string, unknown>, field: ListField, values: string[]): boolean {
  const wanted = values.map((raw) => held(field, coerce(field, raw) ?? raw));
  const value = record[field.name];
  const items = Array.isArray(value) ? value : [value];
  return items.some((item) => {
    const have = held(field, item);
    return have !== undefined && wanted.includes(have);
  });
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function meetsCondition(
  record: Record<string, unknown>,
  field: ListField,
  condition: ListCondition,
): boolean {
  const value = record[field.name];
  const wanted = conditionValue(field, condition.operator, condition.value);
  if (condition.operator === 'empty') return isEmptyValue(value) === wanted;
  const have = held(field, value);
  if (have === undefined || wanted === undefined) return false;
  const compared =
    typeof have === 'number' && typeof wanted === 'number'
      ? have - wanted
      : String(have) < String(wanted)
        ? -1
        : String(have) > String(wanted)
          ? 1
          : 0;
  return condition.operator === 'gte' ? compared >= 0 : compared <= 0;
}

function matchesSearch(record: Record<string, unknown>, rules: ListRules, q: string): boolean {
  const needle = foldText(q);
  const values = rules.search ? rules.search.map((name) => record[name]) : Object.values(record);
  return values.some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') && foldText(String(value)).includes(needle),
  );
}

/**
 * Text sorts in French alphabetical order, without regard to case or accents ("Été" between
 * "automne" and "Hiver"). The server sorts by code point (SQLite indexes, `COLLATE "C"` on PostgreSQL):
 * it agrees on ASCII text only (see tests/contracts/listQueryCases.ts).
 */
let collator: Intl.Collator | undefined;

/**
 * Built on the first sort, not when the module loads: every first screen loads this module, and
 * a French collator built first in a page costs it 7-12 ms in Chromium here (29 November).
 */
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('fr', { sensitivity: 'base', numeric: true })).compare(a, b);

/** Empty values come first in ascending order and last in descending order, as in SQLite. */
function compareHeld(a: unknown, b: unknown): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareText(String(a), String(b));
}

/**
 * Filters, searches, sorts and pages records held in memory. Records that tie on the sort field
 * keep the order they were stored in (reversed in descending order), as the server's rowid does.
 */
export function runListRequest<R extends Record<string, unknown>>(
  rules: ListRules,
  records: readonly R[],
  request: ListRequest,
): { rows: R[]; total: number } {
  const q = request.q?.trim();
  const kept = records
    .map((record, position) => ({ record, position }))
    .filter(({ record }) =>
      Object.entries(request.filters).every(
        ([name, values]) =>
          values.length === 0 ||
          matchesFilter(
            record,
            fieldFor(rules.filterable, name, record[rules.filterable.get(name)?.name ?? name]),
            values,
          ),
      ),
    )
    .filter(({ record }) =>
      (request.conditions ?? []).every((condition) => {
        const field =
          conditionOf(rules, conditionParameter(condition.field, condition.operator))?.field ??
          fieldFor(rules.filterable, condition.field, record[condition.field]);
        return meetsCondition(record, field, condition);
      }),
    )
    .filter(({ record }) => !q || matchesSearch(record, rules, q));
  const direction = request.order === 'desc' ? -1 : 1;
  const sortField = fieldFor(rules.sortable, request.sort, kept[0]?.record[request.sort]);
  kept.sort(
    (a, b) =>
      (compareHeld(held(sortField, a.record[sortField.name]), held(sortField, b.record[sortField.name])) ||
        a.position - b.position) * direction,
  );
  const total = kept.length;
  const end = request.limit === undefined ? undefined : request.skip + request.limit;
  return { rows: kept.slice(request.skip, end).map(({ record }) => record), total };
}
