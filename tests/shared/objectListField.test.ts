/**
 * An object list (resources/kit/kinds/objectList.ts), a list of small records kept as one JSON
 * document (a satisfaction template's questions): its French messages on both sides, what the
 * OpenAPI document says of it, a new record's value and its CSV cell.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { CellError, parseCell } from '../../resources/kit/csvValues';
import {
  defineResource,
  type ObjectListField,
  type ResourceDeclaration,
} from '../../resources/kit/defineResource';
import { toJsonSchema } from '../../resources/kit/jsonSchema';
import { compileSchema, type SchemaMode } from '../../resources/kit/schema';
import { createDefaults } from '../../src/engine/form/formValues';

const t = makeTranslate(fr as unknown as Messages);

const ITEM_FIELDS: ObjectListField['fields'] = [
  { name: 'label', kind: 'text', required: true },
  { name: 'points', kind: 'integer' },
];

/** An area whose `parts` are a list of small records, within the given bounds. */
function gadgets(bounds: Pick<ObjectListField, 'minItems' | 'maxItems'> = {}) {
  return defineResource({
    name: 'gadgets',
    recordRepresentation: 'title',
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'parts', kind: 'objectList', fields: ITEM_FIELDS, ...bounds },
    ],
  });
}

/** Field path -> first message, or {} when the record is accepted. */
function verdict(
  declaration: ResourceDeclaration,
  record: Record<string, unknown>,
  mode: SchemaMode = 'create',
): Record<string, string> {
  const result = compileSchema(declaration, mode, t).safeParse(record);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const items = (count: number) => Array.from({ length: count }, (_, i) => ({ label: `Pièce ${i + 1}` }));

describe('an object list’s rules', () => {
  it('accepts a list of any length when no bounds are declared', () => {
    const unbounded = gadgets();
    expect(verdict(unbounded, { parts: items(1) })).toEqual({});
    expect(verdict(unbounded, { parts: items(80) })).toEqual({});
    expect(verdict(unbounded, { parts: [] })).toEqual({});
  });

  it('refuses a value that is not a list with « Liste invalide »', () => {
    expect(verdict(gadgets(), { parts: 'pièce' })).toEqual({ parts: fr.validation.objectList });
    expect(verdict(gadgets(), { parts: { label: 'Pièce' } })).toEqual({ parts: fr.validation.objectList });
  });

  it('refuses fewer items than declared, naming the least number', () => {
    expect(verdict(gadgets({ minItems: 2 }), { parts: items(1) })).toEqual({
      parts: 'Au moins 2 élément(s)',
    });
    expect(verdict(gadgets({ minItems: 2 }), { parts: items(2) })).toEqual({});
  });

  it('refuses more items than declared, naming the most number', () => {
    expect(verdict(gadgets({ maxItems: 3 }), { parts: items(4) })).toEqual({ parts: 'Au plus 3 élément(s)' });
    expect(verdict(gadgets({ maxItems: 3 }), { parts: items(3) })).toEqual({});
  });

  it('checks each item by its own fields, with the item’s place in the path', () => {
    expect(verdict(gadgets(), { parts: [{ label: 'Aiguille' }, { label: '', points: 'deux' }] })).toEqual({
      'parts.1.label': fr.validation.required,
      'parts.1.points': fr.validation.integer,
    });
  });

  it('checks an item as a new one even when the record is edited: an item has no edit of its own', () => {
    const declaration = defineResource({
      name: 'gadgets',
      recordRepresentation: 'title',
      fields: [
        { name: 'title', kind: 'text' },
        {
          name: 'parts',
          kind: 'objectList',
          fields: [{ name: 'serial', kind: 'text', requiredOnCreate: true }],
        },
      ],
    });
    expect(verdict(declaration, { parts: [{ serial: '' }] }, 'edit')).toEqual({
      'parts.0.serial': fr.validation.required,
    });
  });
});

describe('an object list in the OpenAPI document', () => {
  type Body = { properties: Record<string, { minItems?: number; maxItems?: number }> };
  const parts = (declaration: ResourceDeclaration) =>
    (toJsonSchema(compileSchema(declaration, 'create', t)) as Body).properties.parts;

  it('states the declared bounds of the list', () => {
    expect(parts(gadgets({ minItems: 2, maxItems: 3 }))).toMatchObject({ minItems: 2, maxItems: 3 });
  });

  it('states no bound that is not declared', () => {
    const unbounded = parts(gadgets());
    expect(unbounded).not.toHaveProperty('minItems');
    expect(unbounded).not.toHaveProperty('maxItems');
  });
});

describe('an object list’s value outside the form rules', () => {
  it('is an empty list on a new record', () => {
    expect(createDefaults(gadgets())).toEqual({ parts: [] });
  });

  it('is an empty list when its CSV cell is empty, and refused when the cell is not JSON', () => {
    const declaration = gadgets();
    const field = declaration.fields[1];
    const context = { translations: [t], resolveReference: () => undefined };
    /** The value of a cell, or the French message the import gives for it. */
    const read = (cell: string) => {
      try {
        return parseCell(declaration, field, cell, context);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        return { refused: t(error.messageKey, error.options) };
      }
    };
    expect(read('')).toEqual([]);
    expect(read('[{"label":"Aiguille"}]')).toEqual([{ label: 'Aiguille' }]);
    expect(read('{"label":')).toEqual({ refused: 'Liste invalide' });
    expect(read('Aiguille')).toEqual({ refused: 'Liste invalide' });
  });
});
