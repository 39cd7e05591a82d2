/**
 * What the server derives from a declaration: its table, columns, link tables, what may be sorted,
 * filtered and searched. Built once at start for all declarations together, because a reference's
 * column type depends on the key of the resource it points to.
 */
import type {
  ComputedField,
  FieldDeclaration,
  ReferenceField,
  ResourceDeclaration,
} from '../../resources/kit/defineResource';
import { SYSTEM_FIELDS } from '../../resources/kit/defineResource';
import { LIST_PARAMETERS, listRules, type ListRules } from '../../resources/contracts/listQuery';
import {
  activeFieldOf,
  hasServerKey,
  isComputed,
  isSortable,
  keyOf,
  placement,
  searchFields,
} from '../../resources/kit/fields';
import { kindOf } from '../../resources/kit/kinds';
import { STORAGE, typeForKey, type KeyType } from './kindStorage';

export type { KeyType };

export interface StoredColumn {
  field: FieldDeclaration;
  /** SQL type with collation, '' when the type cannot be known (a reference to an undeclared resource). */
  sqlType: string;
}

/** A reference list lives in a link table (owner key, position, value) so it can be filtered and counted with indexes. */
export interface LinkTable {
  field: ReferenceField;
  table: string;
  valueType: string;
}

export type FilterTarget =
  { kind: 'column'; column: string; field?: FieldDeclaration } | { kind: 'list'; link: LinkTable };

export interface ResourceModel {
  declaration: ResourceDeclaration;
  name: string;
  table: string;
  key: string;
  keyType: KeyType;
  /** The key is an integer the server assigns (`id`). */
  serverKey: boolean;
  columns: StoredColumn[];
  lists: LinkTable[];
  computed: ComputedField[];
  /** Sort parameter -> SQL column or computed alias. */
  sortable: Map<string, string>;
  filterable: Map<string, FilterTarget>;
  /** Columns carrying an index (sort and filter never scan the table). */
  indexed: string[];
  /**
   * (filter column, default sort column) pairs: a list filtered from the filter bar and shown in
   * its default order reads both from one index instead of sorting the matches.
   */
  filteredSortIndexes: [string, string][];
  uniques: FieldDeclaration[];
  search: string[];
  /** The full-text (trigram) index of the search columns, kept in step by triggers. */
  searchTable: string;
  activeField?: string;
  /** The list parameters' rules, shared with the app's browser-side list (contracts/listQuery.ts). */
  listRules: ListRules;
}

const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
const SYSTEM = new Set<string>(SYSTEM_FIELDS);
export { LIST_PARAMETERS };

function keyTypeOf(declaration: ResourceDeclaration): KeyType {
  if (hasServerKey(declaration)) return 'integer';
  const keyField = declaration.fields.find((f) => f.name === keyOf(declaration));
  if (!keyField)
    throw new Error(`Resource "${declaration.name}": key field "${keyOf(declaration)}" is not declared`);
  const storage = kindOf(keyField).storage;
  return storage === 'integer' || storage === 'real' ? 'integer' : 'text';
}

function sqlTypeOf(field: FieldDeclaration, keyTypes: Map<string, KeyType>): string {
  const storage = STORAGE[kindOf(field).storage];
  return storage.in === 'column'
    ? storage.sqlType('target' in field ? keyTypes.get(field.target) : undefined)
    : '';
}

/**
 * The tables made beside each area's table, named `<area>__<suffix>` as a list of references'
 * table is `<area>__<field>`: the search index and folded copy (server/lists/searchTables.ts,
 * postgresFoldedCopy.ts), the change log (keptSearchMatches.ts) and the row count
 * (postgresRowCount.ts). A list field of one of these names would share its table.
 */
const AREA_TABLE_SUFFIXES = ['fulltext', 'folded', 'changes', 'count'] as const;

/** A table the server makes beside an area's own (`table`): `<table>__<suffix>`. */
export function besideArea(table: string, suffix: (typeof AREA_TABLE_SUFFIXES)[number]): string {
  return `${table}__${suffix}`;
}

function checkNames(declaration: ResourceDeclaration): void {
  if (!RESOURCE_NAME.test(declaration.name)) {
    throw new Error(`Resource name "${declaration.name}" must match ${RESOURCE_NAME}`);
  }
  const seen = new Set<string>();
  for (const field of declaration.fields) {
    if (!FIELD_NAME.test(field.name)) {
      throw new Error(`Resource "${declaration.name}": field name "${field.name}" must match ${FIELD_NAME}`);
    }
    if (seen.has(field.name))
      throw new Error(`Resource "${declaration.name}": field "${field.name}" is declared twice`);
    if (LIST_PARAMETERS.has(field.name)) {
      throw new Error(
        `Resource "${declaration.name}": field "${field.name}" would shadow the list parameter of that name`,
      );
    }
    if (field.kind === 'referenceList' && (AREA_TABLE_SUFFIXES as readonly string[]).includes(field.name)) {
      throw new Error(
        `Resource "${declaration.name}": list field "${field.name}" would share the table "${declaration.name}__${field.name}" the server makes for the area's lists`,
      );
    }
    seen.add(field.name);
  }
}

function buildModel(declaration: ResourceDeclaration, keyTypes: Map<string, KeyType>): ResourceModel {
  checkNames(declaration);
  const key = keyOf(declaration);
  const serverKey = hasServerKey(declaration);
  const columns: StoredColumn[] = [];
  const lists: LinkTable[] = [];
  const computed: ComputedField[] = [];
  const sortable = new Map<string, string>([
    [key, key],
    ['created_at', 'created_at'],
    ['updated_at', 'updated_at'],
  ]);
  const filterable = new Map<string, FilterTarget>([[key, { kind: 'column', column: key }]]);
  // Keyed resources (hashtags) are `id`-less on the wire but the admin app names the key `id`.
  if (key !== 'id') {
    sortable.set('id', key);
    filterable.set('id', { kind: 'column', column: key });
  }
  const indexed = new Set<string>(['created_at', 'updated_at']);

  for (const field of declaration.fields) {
    if (SYSTEM.has(field.name)) continue;
    const storage = kindOf(field).storage;
    // The kind is tested as well only to give TypeScript the field's own type (count, target).
    if (storage === 'computed' && field.kind === 'computed') {
      computed.push(field);
      if (isSortable(field)) sortable.set(field.name, field.name);
      continue;
    }
    if (storage === 'linkTable' && field.kind === 'referenceList') {
      const link: LinkTable = {
        field,
        table: `${declaration.name}__${field.name}`,
        valueType: typeForKey(keyTypes.get(field.target)),
      };
      lists.push(link);
      filterable.set(field.name, { kind: 'list', link });
      continue;
    }
    columns.push({ field, sqlType: sqlTypeOf(field, keyTypes) });
    if (field.name === key) {
      filterable.set(key, { kind: 'column', column: key, field });
      continue;
    }
    if (kindOf(field).filterable) {
      filterable.set(field.name, { kind: 'column', column: field.name, field });
      if (!field.unique) indexed.add(field.name);
    }
    if (isSortable(field)) {
      sortable.set(field.name, field.name);
      if (!field.unique) indexed.add(field.name);
    }
  }

  return {
    declaration,
    name: declaration.name,
    table: declaration.name,
    key,
    keyType: keyTypes.get(declaration.name) ?? 'integer',
    serverKey,
    columns,
    lists,
    computed,
    sortable,
    filterable,
    indexed: [...indexed],
    filteredSortIndexes: filteredSortIndexes(declaration, columns),
    uniques: declaration.fields.filter((f) => f.unique && f.name !== key && !isComputed(f)),
    search: searchFields(declaration).filter((name) => columns.some((c) => c.field.name === name)),
    searchTable: besideArea(declaration.name, 'fulltext'),
    activeField: activeFieldOf(declaration),
    listRules: listRules(declaration, (resource) => keyTypes.get(resource)),
  };
}

function filteredSortIndexes(declaration: ResourceDeclaration, columns: StoredColumn[]): [string, string][] {
  const sort = declaration.defaultSort?.field;
  const isColumn = (name: string) => SYSTEM.has(name) || columns.some((c) => c.field.name === name);
  if (!sort || !isColumn(sort)) return [];
  return columns
    .filter(({ field }) => field.name !== sort && !field.unique && placement(field).filter)
    .map(({ field }) => [field.name, sort]);
}

function checkComputed(models: Map<string, ResourceModel>): void {
  for (const model of models.values()) {
    for (const field of model.computed) {
      const source = models.get(field.count.resource);
      const via = source?.declaration.fields.find((f) => f.name === field.count.via);
      if (
        !source ||
        !via ||
        (via.kind !== 'reference' && via.kind !== 'referenceList') ||
        via.target !== model.name
      ) {
        throw new Error(
          `Resource "${model.name}": computed field "${field.name}" must count a reference of "${field.count.resource}" ` +
            `named "${field.count.via}" that targets "${model.name}"`,
        );
      }
    }
  }
}

export function buildModels(declarations: readonly ResourceDeclaration[]): Map<string, ResourceModel> {
  const keyTypes = new Map<string, KeyType>();
  for (const declaration of declarations) {
    if (keyTypes.has(declaration.name)) throw new Error(`Resource "${declaration.name}" is declared twice`);
    keyTypes.set(declaration.name, keyTypeOf(declaration));
  }
  const models = new Map(declarations.map((d) => [d.name, buildModel(d, keyTypes)] as const));
  checkComputed(models);
  return models;
}

/** Fields of other resources that point at `target` (cleared when a target record is deleted). */
export function referencesTo(
  models: Map<string, ResourceModel>,
  target: string,
): { model: ResourceModel; column?: string; link?: LinkTable }[] {
  const found: { model: ResourceModel; column?: string; link?: LinkTable }[] = [];
  for (const model of models.values()) {
    for (const { field } of model.columns) {
      if (field.kind === 'reference' && field.target === target) found.push({ model, column: field.name });
    }
    for (const link of model.lists) if (link.field.target === target) found.push({ model, link });
  }
  return found;
}
