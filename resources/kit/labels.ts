/**
 * The i18n keys a declaration implies. The engine labels its screens with them, the server may
 * name fields with them, and tests/shared checks that every one exists in French. They follow
 * react-admin's conventions (`resources.{name}.fields.{field}`) so its own components find them.
 */
import type { EnumField, FieldDeclaration, ObjectListField, ResourceDeclaration } from './defineResource';

/** Plural-aware name of the area (`Activité |||| Activités`, with smart_count). */
export function resourceNameKey(resource: string): string {
  return `resources.${resource}.name`;
}

export function fieldLabelKey(resource: string, field: string): string {
  return `resources.${resource}.fields.${field}`;
}

/** Label of a fixed enum value: `resources.{name}.values.{field}.{value}`. */
export function enumValueKey(resource: string, field: string, value: string): string {
  return `resources.${resource}.values.${field}.${value}`;
}

/**
 * Label of a field inside a list of objects (a question's `label`). It cannot sit under
 * `fields.{list}` because that key is already the list's own label.
 */
export function itemFieldLabelKey(resource: string, listField: string, field: string): string {
  return `resources.${resource}.items.${listField}.${field}`;
}

/** Label of a fixed enum value inside a list of objects. */
export function itemEnumValueKey(resource: string, listField: string, field: string, value: string): string {
  return `resources.${resource}.values.${listField}.${field}.${value}`;
}

/** Label of an extra action the declaration names (`actions`). */
export function actionLabelKey(resource: string, action: string): string {
  return `resources.${resource}.actions.${action}`;
}

/** Heading of a group of form fields (`fieldsets`). */
export function fieldsetLabelKey(resource: string, fieldset: string): string {
  return `resources.${resource}.fieldsets.${fieldset}`;
}

function messageKeysOf(field: FieldDeclaration): string[] {
  const keys: string[] = [];
  if (field.helperText) keys.push(field.helperText);
  if (field.helperTextOnCreate) keys.push(field.helperTextOnCreate);
  if ('patternMessage' in field && field.patternMessage) keys.push(field.patternMessage);
  return keys;
}

function fixedValues(field: FieldDeclaration): readonly string[] {
  return field.kind === 'enum' ? ((field as EnumField).values ?? []) : [];
}

function withItems(declaration: ResourceDeclaration): { field: FieldDeclaration; listField?: string }[] {
  return declaration.fields.flatMap((field) => [
    { field },
    ...(field.kind === 'objectList'
      ? (field as ObjectListField).fields.map((sub) => ({ field: sub, listField: field.name }))
      : []),
  ]);
}

/**
 * The labels derived from the declaration's names (area, fields, enum values, list items, actions,
 * fieldsets), in a
 * stable order. Until an area is translated they show humanised (src/providers/i18n/missingKey.ts).
 */
export function labelKeys(declaration: ResourceDeclaration): string[] {
  const { name } = declaration;
  const keys = [resourceNameKey(name)];
  for (const { field, listField } of withItems(declaration)) {
    if (listField) {
      keys.push(itemFieldLabelKey(name, listField, field.name));
      for (const value of fixedValues(field)) keys.push(itemEnumValueKey(name, listField, field.name, value));
    } else {
      keys.push(fieldLabelKey(name, field.name));
      for (const value of fixedValues(field)) keys.push(enumValueKey(name, field.name, value));
    }
  }
  const { list = [], bulk = [], record = [] } = declaration.actions ?? {};
  for (const action of new Set([...list, ...bulk, ...record])) keys.push(actionLabelKey(name, action));
  for (const fieldset of declaration.fieldsets ?? []) keys.push(fieldsetLabelKey(name, fieldset.name));
  return keys;
}

/** The message keys the declaration names itself (helper texts, pattern messages): always written. */
export function messageKeys(declaration: ResourceDeclaration): string[] {
  return withItems(declaration).flatMap(({ field }) => messageKeysOf(field));
}
