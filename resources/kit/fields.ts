/** Defaults and derived facts about declarations, shared by the engine and the server. */
import type { FieldDeclaration, FieldPlacement, ReferenceField, ResourceDeclaration } from './defineResource';

type SchemaModeLike = 'create' | 'edit';

export function keyOf(declaration: ResourceDeclaration): string {
  return declaration.key ?? 'id';
}

/** The key is assigned by the server (integer id) unless the declaration names a field of its own. */
export function hasServerKey(declaration: ResourceDeclaration): boolean {
  return keyOf(declaration) === 'id' && !declaration.fields.some((f) => f.name === 'id');
}

const HIDDEN_IN_LIST = new Set(['longText', 'password', 'objectList', 'referenceList']);
/** Kinds stored as one plain value: sortable by default, and filterable by the server. */
export const SCALAR_KINDS: ReadonlySet<string> = new Set([
  'text',
  'email',
  'url',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'enum',
  'color',
  'reference',
]);

export function placement(field: FieldDeclaration): Required<FieldPlacement> {
  const computed = field.kind === 'computed';
  const defaults: Required<FieldPlacement> = {
    list: !HIDDEN_IN_LIST.has(field.kind),
    filter: field.kind === 'enum' || field.kind === 'boolean' || field.kind === 'reference',
    create: !computed && !field.readOnly,
    edit: !computed,
  };
  return { ...defaults, ...field.show };
}

export function isSortable(field: FieldDeclaration): boolean {
  return field.sortable ?? (SCALAR_KINDS.has(field.kind) || field.kind === 'computed');
}

/** Whether the API accepts a value for this field in this mode. */
export function isWritable(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  mode: SchemaModeLike,
): boolean {
  if (field.kind === 'computed' || field.readOnly) return false;
  // A record's own key (hashtag label) is chosen on create and never changed afterwards.
  if (mode === 'edit' && field.name === keyOf(declaration)) return false;
  const where = placement(field);
  return mode === 'create' ? where.create : where.edit;
}

/** Fields searched by `q`. */
export function searchFields(declaration: ResourceDeclaration): string[] {
  if (declaration.searchFields) return [...declaration.searchFields];
  return declaration.fields
    .filter((f) => (f.kind === 'text' || f.kind === 'email' || f.kind === 'longText') && placement(f).list)
    .map((f) => f.name);
}

export function activeFieldOf(declaration: ResourceDeclaration): string | undefined {
  if (declaration.activeField) return declaration.activeField;
  return declaration.fields.some((f) => f.name === 'active' && f.kind === 'boolean') ? 'active' : undefined;
}

export function fieldByName(declaration: ResourceDeclaration, name: string): FieldDeclaration | undefined {
  return declaration.fields.find((f) => f.name === name);
}

/** Renders a record representation template (`{first_name} {last_name}`) or a field name. */
export function representRecord(declaration: ResourceDeclaration, record: Record<string, unknown>): string {
  const rep = declaration.recordRepresentation;
  if (!rep.includes('{')) return String(record[rep] ?? record[keyOf(declaration)] ?? '');
  return rep.replace(/\{(\w+)\}/g, (_, name: string) => String(record[name] ?? '')).trim();
}

/**
 * Default cap of a reference list: far above what a form is used for, low enough that a request
 * cannot make the server check an unbounded number of keys.
 */
export const REFERENCE_LIST_MAX_ITEMS = 1000;

export function referenceListMaxItems(field: ReferenceField): number {
  return field.maxItems ?? REFERENCE_LIST_MAX_ITEMS;
}
