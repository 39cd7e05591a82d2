/**
 * Compiles a declaration's rules into one zod schema. The form (react-hook-form resolver) and the
 * server validate with the same schema, so a rule is written once and yields the same message.
 */
import { z } from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from './defineResource';
import { isWritable } from './fields';
import { rememberFieldSchema } from './jsonSchema';
import { kindOf } from './kinds';
import { codePointName, LONE_SURROGATE } from './kinds/textCharacters';
import type { SchemaContext, SchemaMode, SchemaOptions, Translate } from './kinds/types';

export type { SchemaMode, SchemaOptions, Translate };
export { normaliseText } from './kinds/text';

const EMPTY = (value: unknown) => value === undefined || value === null || value === '';

const NUL = '\u0000';

function normalise(field: FieldDeclaration, value: unknown): unknown {
  if (typeof value === 'string') return kindOf(field).normalise(field, value);
  return value;
}

/** The schema of one field, with emptiness, requiredness and normalisation handled. */
export function fieldSchema(
  field: FieldDeclaration,
  mode: SchemaMode,
  t: Translate,
  options: SchemaOptions = {},
): z.ZodType {
  const required = field.required === true || (mode === 'create' && field.requiredOnCreate === true);
  const kind = kindOf(field);
  const context: SchemaContext = { z, t, options, fieldSchema };
  const inner = kind.schema(field, context);
  const cap = kind.itemCap?.(field);
  const schema = z.preprocess(
    (value) => normalise(field, value),
    // A transform, not a refinement: what the kind's own schema made of the value (a list item's
    // trimmed text, its blank options dropped) is what is stored, not the value as sent.
    z.unknown().transform((value, ctx) => {
      if (EMPTY(value) || (Array.isArray(value) && value.length === 0 && required)) {
        if (required) ctx.addIssue({ code: 'custom', message: t('validation.required') });
        return value;
      }
      // NUL ends strings in C libraries and log tools: text would be cut or hidden downstream.
      if (typeof value === 'string' && value.includes(NUL)) {
        ctx.addIssue({ code: 'custom', message: t('validation.nulCharacter') });
        return z.NEVER;
      }
      const lone = typeof value === 'string' ? LONE_SURROGATE.exec(value) : null;
      if (lone) {
        ctx.addIssue({
          code: 'custom',
          message: t('validation.loneSurrogate', { code: codePointName(lone[0]) }),
        });
        return z.NEVER;
      }
      const refused = typeof value === 'string' ? kind.refusedCharacters?.exec(value) : null;
      if (refused) {
        ctx.addIssue({
          code: 'custom',
          message: t('validation.refusedCharacter', { code: codePointName(refused[0]) }),
        });
        return z.NEVER;
      }
      // A huge list is refused before its items are parsed, so its size costs nothing.
      if (cap !== undefined && Array.isArray(value) && value.length > cap) {
        ctx.addIssue({ code: 'custom', message: t('validation.maxItems', { max: cap }) });
        return z.NEVER;
      }
      const result = inner.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
      }
      return z.NEVER;
    }),
  );
  rememberFieldSchema(schema, { field, inner, required });
  return schema;
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
