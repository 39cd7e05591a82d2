/** Defaults and derived facts about declarations, shared by the engine and the server. */
import type { FieldDeclaration, FieldPlacement, ResourceDeclaration } from './defineResource';
import { kindOf } from './kinds';

type SchemaModeLike = 'create' | 'edit';

export function keyOf(declaration: ResourceDeclaration): string {
  return declaration.key ?? 'id';
}

/** The key is assigned by the server (integer id) unless the declaration names a field of its own. */
export function hasServerKey(declaration: ResourceDeclaration): boolean {
  return keyOf(declaration) === 'id' && !declaration.fields.some((f) => f.name === 'id');
}

export function placement(field: FieldDeclaration): Required<FieldPlacement> {
  const kind = kindOf(field);
  const computed = isComputed(field);
  const defaults: Required<FieldPlacement> = {
    list: kind.listedByDefault,
    filter: kind.filteredByDefault,
    create: !computed && !field.readOnly,
    edit: !computed,
  };
  return { ...defaults, ...field.show };
}

export function isSortable(field: FieldDeclaration): boolean {
  return field.sortable ?? kindOf(field).sortable;
}

/** A value the server computes when reading: never written, never stored. */
export function isComputed(field: FieldDeclaration): boolean {
  return kindOf(field).storage === 'computed';
}

/** A secret (a password): never listed, returned, read back, exported nor kept in the history. */
export function isSecret(field: FieldDeclaration): boolean {
  return kindOf(field).secret;
}

/** Whether the API accepts a value for this field in this mode. */
export function isWritable(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  mode: SchemaModeLike,
): boolean {
  if (isComputed(field) || field.readOnly) return false;
  // A record's own key (hashtag label) is chosen on create and never changed afterwards.
  if (mode === 'edit' && field.name === keyOf(declaration)) return false;
  const where = placement(field);
  return mode === 'create' ? where.create : where.edit;
}

/**
 * The fields a bulk edit may set: what the edit form writes, but for values meant to be one
 * record's own (unique values, secrets). The server's bulk route and the bulk edit dialog share it.
 */
export function bulkEditableFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  return declaration.fields.filter(
    (field) => isWritable(declaration, field, 'edit') && !field.unique && !isSecret(field),
  );
}

/** Fields searched by `q`. */
export function searchFields(declaration: ResourceDeclaration): string[] {
  if (declaration.searchFields) return [...declaration.searchFields];
  return declaration.fields.filter((f) => kindOf(f).searchable && placement(f).list).map((f) => f.name);
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
