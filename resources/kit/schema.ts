/**
 * Compiles a declaration's rules into one zod schema. The form (react-hook-form resolver) and the
 * server validate with the same schema, so a rule is written once and yields the same message.
 */
import { z } from 'zod';
import type { FieldDeclaration, ObjectListField, ResourceDeclaration } from './defineResource';
import { isWritable } from './fields';

/** Polyglot-style translate: `validation.minLength` with `{ min: 3 }`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type SchemaMode = 'create' | 'edit';

const EMPTY = (value: unknown) => value === undefined || value === null || value === '';

function normalise(field: FieldDeclaration, value: unknown): unknown {
  if (typeof value === 'string') {
    if (field.kind === 'number' || field.kind === 'integer') {
      const trimmed = value.trim();
      if (trimmed === '') return null;
      const parsed = Number(trimmed.replace(',', '.'));
      return Number.isNaN(parsed) ? value : parsed;
    }
    if ('transform' in field && field.transform) {
      if (field.transform === 'lowercase') return value.trim().toLowerCase();
      if (field.transform === 'uppercase') return value.trim().toUpperCase();
      return value.trim();
    }
  }
  if (value === '') return null;
  return value;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

function valueSchema(field: FieldDeclaration, t: Translate): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'password':
    case 'email':
    case 'url':
    case 'color': {
      let s = z.string({ error: t('validation.text') });
      if (field.minLength !== undefined)
        s = s.min(field.minLength, { error: t('validation.minLength', { min: field.minLength }) });
      if (field.maxLength !== undefined)
        s = s.max(field.maxLength, { error: t('validation.maxLength', { max: field.maxLength }) });
      if (field.kind === 'email') s = s.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: t('validation.email') });
      if (field.kind === 'url') s = s.regex(/^https?:\/\/\S+$/i, { error: t('validation.url') });
      if (field.kind === 'color') s = s.regex(COLOR, { error: t('validation.color') });
      if (field.pattern)
        s = s.regex(new RegExp(`^(?:${field.pattern})$`), {
          error: t(field.patternMessage ?? 'validation.pattern'),
        });
      return s;
    }
    case 'number':
    case 'integer': {
      let n = z.number({ error: t(field.kind === 'integer' ? 'validation.integer' : 'validation.number') });
      if (field.kind === 'integer') n = n.int({ error: t('validation.integer') });
      if (field.min !== undefined) n = n.min(field.min, { error: t('validation.min', { min: field.min }) });
      if (field.max !== undefined) n = n.max(field.max, { error: t('validation.max', { max: field.max }) });
      return n;
    }
    case 'boolean':
      return z.boolean({ error: t('validation.boolean') });
    case 'date':
      return z
        .string({ error: t('validation.date') })
        .regex(DATE, { error: t('validation.date') })
        .refine((v) => !Number.isNaN(Date.parse(v)), { error: t('validation.date') });
    case 'datetime':
      return z
        .string({ error: t('validation.datetime') })
        .refine((v) => !Number.isNaN(Date.parse(v)), { error: t('validation.datetime') });
    case 'enum':
      return field.values
        ? z.enum(field.values as [string, ...string[]], { error: t('validation.enum') })
        : z.string({ error: t('validation.enum') });
    case 'reference':
      return z.union([z.string(), z.number()], { error: t('validation.reference') });
    case 'referenceList': {
      return z.array(z.union([z.string(), z.number()]), { error: t('validation.referenceList') });
    }
    case 'mediaImage':
      return z.string({ error: t('validation.text') });
    case 'objectList':
      return objectListSchema(field, t);
    case 'computed':
      return z.unknown();
  }
}

function objectListSchema(field: ObjectListField, t: Translate): z.ZodType {
  const item = z.object(Object.fromEntries(field.fields.map((f) => [f.name, fieldSchema(f, 'create', t)])));
  let list = z.array(item, { error: t('validation.objectList') });
  if (field.minItems !== undefined)
    list = list.min(field.minItems, { error: t('validation.minItems', { min: field.minItems }) });
  if (field.maxItems !== undefined)
    list = list.max(field.maxItems, { error: t('validation.maxItems', { max: field.maxItems }) });
  return list;
}

/** The schema of one field, with emptiness, requiredness and normalisation handled. */
export function fieldSchema(field: FieldDeclaration, mode: SchemaMode, t: Translate): z.ZodType {
  const required = field.required === true || (mode === 'create' && field.requiredOnCreate === true);
  const inner = valueSchema(field, t);
  return z.preprocess(
    (value) => normalise(field, value),
    z.unknown().superRefine((value, ctx) => {
      if (EMPTY(value) || (Array.isArray(value) && value.length === 0 && required)) {
        if (required) ctx.addIssue({ code: 'custom', message: t('validation.required') });
        return;
      }
      const result = inner.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
        }
      }
    }),
  );
}

/**
 * The schema of a whole record. In `edit` mode a field absent from the input is left as it is
 * (the server keeps the stored value); a field present but empty is still checked.
 */
export function compileSchema(
  declaration: ResourceDeclaration,
  mode: SchemaMode,
  t: Translate,
): z.ZodObject<Record<string, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of declaration.fields) {
    if (!isWritable(declaration, field, mode)) continue;
    const schema = fieldSchema(field, mode, t);
    shape[field.name] = mode === 'edit' ? schema.optional() : schema;
  }
  return z.object(shape);
}

/** Output of a successful parse: empty values become null so they can be stored as such. */
export function cleanParsed(declaration: ResourceDeclaration, data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    if (!(field.name in data)) continue;
    const value = normalise(field, data[field.name]);
    out[field.name] = EMPTY(value) ? null : value;
  }
  return out;
}
