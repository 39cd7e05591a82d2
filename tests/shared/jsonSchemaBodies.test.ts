/**
 * The JSON Schema (OpenAPI 3.0) of a request body, converted from the validation schema
 * (resources/kit/jsonSchema.ts): the API documentation says which fields may be left empty (null)
 * and which must be given, as validation decides.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { defineResource } from '../../resources/kit/defineResource';
import { toJsonSchema } from '../../resources/kit/jsonSchema';
import type { JsonSchema } from '../../resources/kit/kinds/types';
import { compileSchema } from '../../resources/kit/schema';

const t = makeTranslate(fr as unknown as Messages);

const lessons = defineResource({
  name: 'lessons',
  recordRepresentation: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true, maxLength: 80 },
    { name: 'summary', kind: 'text', maxLength: 200 },
    { name: 'classe_id', kind: 'reference', target: 'classes', required: true },
    { name: 'room_id', kind: 'reference', target: 'rooms' },
  ],
});

const body = () => toJsonSchema(compileSchema(lessons, 'create', t));
const property = (name: string) => (body().properties as Record<string, JsonSchema>)[name];

describe('the documented body of a create', () => {
  it('requires the required fields only', () => {
    expect(body().required).toEqual(['title', 'classe_id']);
  });

  it('lets an optional text be null, and not a required one', () => {
    expect(property('summary')).toEqual({ type: 'string', maxLength: 200, nullable: true });
    expect(property('title')).toEqual({ type: 'string', maxLength: 80 });
  });

  it('lets each type of an optional reference’s key be null, and no type of a required one', () => {
    expect(property('room_id')).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'number', nullable: true },
      ],
    });
    expect(property('classe_id')).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
  });
});
