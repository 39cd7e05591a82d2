/**
 * Checks a request body with the shared zod schema (resources/kit/schema.ts), the one the form
 * uses, and turns it into the values to store. Failures become FastAPI's 422 with French messages.
 */
import type { z } from 'zod';
import type { FieldDeclaration, ObjectListField } from '../../resources/kit/defineResource';
import { isSecret, isWritable } from '../../resources/kit/fields';
import { kindOf } from '../../resources/kit/kinds';
import { cleanParsed, compileSchema, type SchemaMode } from '../../resources/kit/schema';
import { optionCodes } from '../config/optionLists';
import { fieldError, validationError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import type { KeyType, ResourceModel } from './model';
import type { Key } from './recordCodec';

const schemas = new WeakMap<ResourceModel, Map<SchemaMode, z.ZodType>>();

/** The schema a body is checked with, compiled once per model and mode (the OpenAPI bodies too). */
export function recordValidationSchema(model: ResourceModel, mode: SchemaMode): z.ZodType {
  let byMode = schemas.get(model);
  if (!byMode) schemas.set(model, (byMode = new Map()));
  let schema = byMode.get(mode);
  if (!schema) byMode.set(mode, (schema = compileSchema(model.declaration, mode, t, { optionCodes })));
  return schema;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withItemDefaults(field: ObjectListField, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) => {
    if (!isPlainObject(item)) return item;
    const filled: Record<string, unknown> = { ...item };
    for (const sub of field.fields) {
      if (filled[sub.name] === undefined && sub.default !== undefined) filled[sub.name] = sub.default;
    }
    return filled;
  });
}

/** Items keep every declared sub-field, null when empty, so each question has the same shape. */
function cleanItems(field: ObjectListField, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: Record<string, unknown>) =>
    Object.fromEntries(
      field.fields.map((sub) => [
        sub.name,
        item[sub.name] === undefined || item[sub.name] === '' ? null : item[sub.name],
      ]),
    ),
  );
}

function convertKey(raw: unknown, keyType: KeyType | undefined): Key | undefined {
  if (keyType === 'integer') {
    if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
    if (typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
    return undefined;
  }
  if (keyType === 'text') {
    if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw.trim();
    if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
    return undefined;
  }
  return typeof raw === 'string' || typeof raw === 'number' ? raw : undefined;
}

function referenceValues(
  field: FieldDeclaration,
  value: unknown,
  keyTypes: Map<string, KeyType>,
  errors: FieldError[],
): unknown {
  if (value === null || (field.kind !== 'reference' && field.kind !== 'referenceList')) return value;
  const keyType = keyTypes.get(field.target);
  if (field.kind === 'reference') {
    const key = convertKey(value, keyType);
    if (key === undefined)
      errors.push({ loc: ['body', field.name], msg: t('validation.reference'), type: 'value_error' });
    return key;
  }
  const keys: Key[] = [];
  // A list holds each record once: a duplicate would count twice in computed counts.
  const seen = new Set<string>();
  (value as unknown[]).forEach((item, index) => {
    const key = convertKey(item, keyType);
    if (key === undefined) {
      errors.push({ loc: ['body', field.name, index], msg: t('validation.reference'), type: 'value_error' });
      return;
    }
    const spelling = String(key).toLowerCase();
    if (seen.has(spelling)) return;
    seen.add(spelling);
    keys.push(key);
  });
  return keys;
}

/**
 * The values a create (all writable fields, defaults applied) or an update (the fields sent)
 * stores. Read-only, computed and unknown fields are ignored, as FastAPI ignores extra fields.
 */
export function validateRecord(
  model: ResourceModel,
  body: unknown,
  mode: SchemaMode,
  keyTypes: Map<string, KeyType>,
): Record<string, unknown> {
  if (!isPlainObject(body))
    throw fieldError(['body'], t('server.errors.bodyNotObject'), 'model_attributes_type');
  const input: Record<string, unknown> = { ...body };
  for (const field of model.declaration.fields) {
    if (!isWritable(model.declaration, field, mode)) continue;
    if (mode === 'create' && input[field.name] === undefined && field.default !== undefined) {
      input[field.name] = field.default;
    }
    // Only a list sent gets its items' defaults: setting an absent one to undefined would make it
    // look sent, and an update would then store it empty.
    if (field.kind === 'objectList' && input[field.name] !== undefined)
      input[field.name] = withItemDefaults(field, input[field.name]);
  }

  const parsed = recordValidationSchema(model, mode).safeParse(input);
  if (!parsed.success) {
    const required = t('validation.required');
    throw validationError(
      parsed.error.issues.map((issue) => ({
        loc: ['body', ...(issue.path as (string | number)[])],
        msg: issue.message,
        type: issue.message === required ? 'missing' : 'value_error',
      })),
    );
  }

  const data = parsed.data as Record<string, unknown>;
  const values = cleanParsed(model.declaration, data);
  const errors: FieldError[] = [];
  for (const field of model.declaration.fields) {
    if (!isWritable(model.declaration, field, mode)) {
      delete values[field.name];
      continue;
    }
    if (mode === 'create' && !(field.name in values)) values[field.name] = null;
    if (!(field.name in values)) continue;
    // An empty secret (password) on edit means "keep the current one".
    if (isSecret(field) && values[field.name] === null && mode === 'edit') delete values[field.name];
    if (field.kind === 'objectList') values[field.name] = cleanItems(field, values[field.name]);
    // A link table holds items, never a null: no value is an empty list.
    if (kindOf(field).storage === 'linkTable' && values[field.name] === null)
      values[field.name] = kindOf(field).emptyValue();
    if (field.name in values)
      values[field.name] = referenceValues(field, values[field.name], keyTypes, errors);
  }
  if (errors.length > 0) throw validationError(errors);
  return values;
}
