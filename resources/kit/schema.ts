/**
 * Compiles a declaration's rules into one zod schema. The form (react-hook-form resolver) and the
 * server validate with the same schema, so a rule is written once and yields the same message.
 */
import { z } from 'zod';
import type {
  FieldDeclaration,
  MediaImageField,
  ObjectListField,
  ResourceDeclaration,
} from './defineResource';
import { isWritable, referenceListMaxItems } from './fields';
import { isMediaPath, MEDIA_PATH_MAX_LENGTH } from '../contracts/mediaRules';

/** Polyglot-style translate: `validation.minLength` with `{ min: 3 }`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type SchemaMode = 'create' | 'edit';

export interface SchemaOptions {
  /**
   * The codes allowed for an enum whose values come from an API path (`optionsFrom`), or undefined
   * when they are not known here: the server passes the lists it serves, so a code is checked
   * without the kit importing server code.
   */
  optionCodes?: (path: string) => readonly string[] | undefined;
}

const EMPTY = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Invisible characters: `abc` followed by U+200B looks like `abc` but would pass a unique check.
 * A long text keeps the joiners (U+200C, U+200D), which emoji sequences and some scripts need.
 */
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\uFEFF/g;
const ZERO_WIDTH_IN_LONG_TEXT = /\u200B|\uFEFF/g;
const NUL = '\u0000';

/** Kinds whose text is normalised; a password is kept exactly as typed (it is only hashed). */
const NORMALISED_TEXT = new Set(['text', 'longText', 'email', 'url', 'color', 'enum', 'mediaImage']);

/** Invisible characters removed, canonical (NFC) form, no surrounding spaces. */
export function normaliseText(value: string, kind: FieldDeclaration['kind'] = 'text'): string {
  const visible = value.replace(kind === 'longText' ? ZERO_WIDTH_IN_LONG_TEXT : ZERO_WIDTH, '');
  return visible.normalize('NFC').trim();
}

function normaliseString(field: FieldDeclaration, value: string): unknown {
  if (field.kind === 'number' || field.kind === 'integer') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const parsed = Number(trimmed.replace(',', '.'));
    return Number.isNaN(parsed) ? value : parsed;
  }
  // A password of spaces only is no password: required ones are refused, optional ones unchanged.
  if (field.kind === 'password') return value.trim() === '' ? null : value;
  if (!NORMALISED_TEXT.has(field.kind)) return value === '' ? null : value;
  let text = normaliseText(value, field.kind);
  if ('transform' in field && field.transform === 'lowercase') text = text.toLowerCase();
  if ('transform' in field && field.transform === 'uppercase') text = text.toUpperCase();
  return text === '' ? null : text;
}

function normalise(field: FieldDeclaration, value: unknown): unknown {
  if (typeof value === 'string') return normaliseString(field, value);
  return value;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

function mediaImageSchema(field: MediaImageField, t: Translate): z.ZodType {
  return z.string({ error: t('validation.text') }).superRefine((value, ctx) => {
    if (value.length > MEDIA_PATH_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: t('validation.maxLength', { max: MEDIA_PATH_MAX_LENGTH }) });
    } else if (!isMediaPath(value, field.directory)) {
      ctx.addIssue({ code: 'custom', message: t('validation.mediaImage', { directory: field.directory }) });
    }
  });
}

function valueSchema(field: FieldDeclaration, t: Translate, options: SchemaOptions): z.ZodType {
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
    case 'enum': {
      const codes =
        field.values ?? (field.optionsFrom ? options.optionCodes?.(field.optionsFrom) : undefined);
      return codes
        ? z.enum(codes as [string, ...string[]], { error: t('validation.enum') })
        : z.string({ error: t('validation.enum') });
    }
    case 'reference':
      return z.union([z.string(), z.number()], { error: t('validation.reference') });
    case 'referenceList': {
      return z.array(z.union([z.string(), z.number()]), { error: t('validation.referenceList') });
    }
    case 'mediaImage':
      return mediaImageSchema(field, t);
    case 'objectList':
      return objectListSchema(field, t, options);
    case 'computed':
      return z.unknown();
  }
}

function objectListSchema(field: ObjectListField, t: Translate, options: SchemaOptions): z.ZodType {
  const item = z.object(
    Object.fromEntries(field.fields.map((f) => [f.name, fieldSchema(f, 'create', t, options)])),
  );
  let list = z.array(item, { error: t('validation.objectList') });
  if (field.minItems !== undefined)
    list = list.min(field.minItems, { error: t('validation.minItems', { min: field.minItems }) });
  if (field.maxItems !== undefined)
    list = list.max(field.maxItems, { error: t('validation.maxItems', { max: field.maxItems }) });
  return list;
}

/** Most items a list field may hold, checked before any item is looked at. */
function itemCap(field: FieldDeclaration): number | undefined {
  if (field.kind === 'referenceList') return referenceListMaxItems(field);
  if (field.kind === 'objectList') return field.maxItems;
  return undefined;
}

/** The schema of one field, with emptiness, requiredness and normalisation handled. */
export function fieldSchema(
  field: FieldDeclaration,
  mode: SchemaMode,
  t: Translate,
  options: SchemaOptions = {},
): z.ZodType {
  const required = field.required === true || (mode === 'create' && field.requiredOnCreate === true);
  const inner = valueSchema(field, t, options);
  const cap = itemCap(field);
  return z.preprocess(
    (value) => normalise(field, value),
    z.unknown().superRefine((value, ctx) => {
      if (EMPTY(value) || (Array.isArray(value) && value.length === 0 && required)) {
        if (required) ctx.addIssue({ code: 'custom', message: t('validation.required') });
        return;
      }
      // NUL ends strings in C libraries and log tools: text would be cut or hidden downstream.
      if (typeof value === 'string' && value.includes(NUL)) {
        ctx.addIssue({ code: 'custom', message: t('validation.nulCharacter') });
        return;
      }
      // A huge list is refused before its items are parsed, so its size costs nothing.
      if (cap !== undefined && Array.isArray(value) && value.length > cap) {
        ctx.addIssue({ code: 'custom', message: t('validation.maxItems', { max: cap }) });
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
  options: SchemaOptions = {},
): z.ZodObject<Record<string, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of declaration.fields) {
    if (!isWritable(declaration, field, mode)) continue;
    const schema = fieldSchema(field, mode, t, options);
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
