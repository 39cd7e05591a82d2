/** Pure helpers between a declaration and the form: initial values, what is sent, what is hidden. */
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { isSecret, isWritable } from '../../../resources/kit/fields';
import { kindOf } from '../../../resources/kit/kinds';
import type { SchemaMode } from '../../../resources/kit/schema';

/** A new record starts from the declared defaults; a checkbox left alone means "no". */
export function createDefaults(declaration: ResourceDeclaration): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    if (!isWritable(declaration, field, 'create')) continue;
    const initial = kindOf(field).initialValue;
    if (field.default !== undefined) values[field.name] = field.default;
    else if (initial) values[field.name] = initial();
  }
  return values;
}

/** Secrets are never read back into a form, even if a server sent one. */
export function withoutSecrets<T extends Record<string, unknown>>(
  declaration: ResourceDeclaration,
  record: T,
): T {
  const copy: Record<string, unknown> = { ...record };
  for (const field of declaration.fields) if (isSecret(field)) delete copy[field.name];
  return copy as T;
}

/**
 * The body sent to the API: the writable fields of this mode, plus `updated_at` as read on edit
 * (the server answers 409 when someone saved in between). An empty secret (password) is left
 * out so the current one is kept.
 */
export function toPayload(
  declaration: ResourceDeclaration,
  mode: SchemaMode,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    if (!isWritable(declaration, field, mode) || !(field.name in data)) continue;
    const value = data[field.name];
    if (isSecret(field) && (value === '' || value === null || value === undefined)) continue;
    body[field.name] = value === undefined ? null : value;
  }
  if (mode === 'edit' && data.updated_at !== undefined) body.updated_at = data.updated_at;
  return body;
}
