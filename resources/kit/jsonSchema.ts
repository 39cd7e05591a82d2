/**
 * JSON Schema (OpenAPI 3.0) of the zod schemas in schema.ts, by zod's own conversion, so the
 * documented rules are the validated ones. A field's schema normalises and checks emptiness in
 * code zod cannot describe; it is described by the rules of its value instead (lengths, patterns,
 * ranges, codes), completed by what its kind's descriptor adds (formats, read-only counts).
 */
import { z } from 'zod';
import type { FieldDeclaration } from './defineResource';
import { kindOf } from './kinds';
import type { JsonSchema } from './kinds/types';

interface FieldSchemaInfo {
  field: FieldDeclaration;
  /** The rules of a non-empty value. */
  inner: z.ZodType;
  /** An empty value is refused (otherwise it is stored as null). */
  required: boolean;
}

// Keyed by schema object: zod hands `override` its core type, which field schemas are too.
const fieldSchemas = new WeakMap<object, FieldSchemaInfo>();

/** Called by schema.ts for every field schema it builds. */
export function rememberFieldSchema(schema: z.ZodType, info: FieldSchemaInfo): void {
  fieldSchemas.set(schema, info);
}

function innerOf(schema: z.ZodType): FieldSchemaInfo | undefined {
  // `.optional()` (edit mode) wraps the field schema.
  const unwrapped = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return fieldSchemas.get(unwrapped);
}

/**
 * OpenAPI 3.0's `nullable` adds null to the `type` beside it and means nothing without one, so a
 * choice of types (a key, text or number) takes it on each branch.
 */
function nullable(schema: JsonSchema): JsonSchema {
  if (schema.type === undefined && Array.isArray(schema.anyOf)) {
    return { ...schema, anyOf: (schema.anyOf as JsonSchema[]).map(nullable) };
  }
  return { ...schema, nullable: true };
}

function fieldJsonSchema({ field, inner, required }: FieldSchemaInfo): JsonSchema {
  const schema = { ...toJsonSchema(inner), ...kindOf(field).jsonSchema(field) };
  return required ? schema : nullable(schema);
}

/** The request body a schema accepts (what it is given, not what it gives back). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    // A field's preprocessing cannot be described; override below describes the field instead.
    unrepresentable: 'any',
    override({ zodSchema, jsonSchema }) {
      const info = fieldSchemas.get(zodSchema);
      const target = jsonSchema as JsonSchema;
      if (info) {
        for (const key of Object.keys(target)) delete target[key];
        Object.assign(target, fieldJsonSchema(info));
        return;
      }
      // A field that may be left empty is not required in the body either.
      if (zodSchema instanceof z.ZodObject && Array.isArray(target.required)) {
        const shape = (zodSchema as z.ZodObject).shape as Record<string, z.ZodType>;
        const required = (target.required as string[]).filter((name) => {
          const property = shape[name];
          const found = property && innerOf(property);
          return !found || found.required;
        });
        if (required.length > 0) target.required = required;
        else delete target.required;
      }
    },
  }) as JsonSchema;
  // The OpenAPI document states its own dialect.
  delete json.$schema;
  return json;
}
