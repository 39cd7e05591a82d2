/**
 * The app side of the field-kind registries (src/engine/kinds): every kind has an input, a display
 * and a filter, and a secret kind is never a list column nor a filter, whatever its declaration.
 */
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDeclaration } from '../../../resources/kit/defineResource';
import { isComputed } from '../../../resources/kit/fields';
import { FIELD_KINDS, KINDS } from '../../../resources/kit/kinds';
import { inputFor } from '../../../src/engine/form/inputFor';
import { DISPLAYS } from '../../../src/engine/kinds/displays';
import { FILTERS } from '../../../src/engine/kinds/filters';
import { INPUTS } from '../../../src/engine/kinds/inputs';
import { listColumns } from '../../../src/engine/list/columns';
import { listFilters } from '../../../src/engine/list/filters';
import { gadgets } from './support/gadgets';

const sourcesOf = (elements: { props: unknown }[]) =>
  elements.map((element) => (element.props as { source: string }).source);

describe('the UI of field kinds', () => {
  it('covers every kind the shared registry knows', () => {
    for (const registry of [DISPLAYS, FILTERS, INPUTS])
      expect(Object.keys(registry).sort()).toEqual([...FIELD_KINDS].sort());
  });

  it('renders an input, a display and a filter for every field of the fixture area', () => {
    const ctx = { declaration: gadgets, mode: 'create' as const, components: {} };
    const declared = gadgets.fields as readonly FieldDeclaration[];
    expect(new Set(declared.map((f) => f.kind)).size).toBe(FIELD_KINDS.length);
    for (const field of declared) {
      const display = DISPLAYS[field.kind] as (typeof DISPLAYS)['text'];
      const filter = FILTERS[field.kind] as (typeof FILTERS)['text'];
      const args = { field: field as never, source: field.name, resource: gadgets.name };
      expect(isValidElement(display(args)), field.kind).toBe(true);
      expect(
        isValidElement(filter({ ...args, common: { source: field.name, alwaysOn: true } })),
        field.kind,
      ).toBe(true);
      // A computed value has no input: the server writes it.
      if (isComputed(field)) expect(inputFor(ctx, field), field.kind).toBeNull();
      else expect(isValidElement(inputFor(ctx, field)), field.kind).toBe(true);
    }
  });

  it('never makes a column or a filter of a secret, even when the declaration asks for one', () => {
    const secretKinds = FIELD_KINDS.filter((kind) => KINDS[kind].secret);
    const declaration = defineResource({
      ...gadgets,
      fields: gadgets.fields.map((field) =>
        KINDS[field.kind].secret ? { ...field, show: { list: true, filter: true } } : field,
      ),
    });
    const secrets = declaration.fields.filter((f) => secretKinds.includes(f.kind)).map((f) => f.name);
    expect(secrets).toEqual(['secret']);
    expect(sourcesOf(listColumns(declaration, {}))).not.toContain('secret');
    expect(sourcesOf(listFilters(declaration))).not.toContain('secret');
    expect(sourcesOf(listColumns(declaration, {}))).toContain('title');
  });
});
