/**
 * Until a list's rows are shown, each declared filter is a box of its input's width
 * (DeferredFilter's FilterPlaceholder): a typed box (a text or number field) 224 px wide, a select,
 * an autocomplete or a date picker at least 160 px. Here every kind of the fixture is a filter.
 * Read from the style sheets (jsdom lays nothing out).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDeclaration } from '../../../resources/kit/defineResource';
import { styleAt } from './support/cssAtWidth';
import { fixtureDeclarations, gadgets } from './support/gadgets';
import { heldFilterPlace } from './support/heldFilterPlace';

describe('the place of a declared filter before the rows are shown', () => {
  it('is as wide as a typed box for the kinds typed in, and a select’s minimum for the others', async () => {
    // Built here, not when the file loads: a mutation run credits module-level work to one test.
    const everyFilter = defineResource({
      ...gadgets,
      fields: gadgets.fields.map((field: FieldDeclaration) => ({
        ...field,
        show: { ...field.show, filter: true },
      })),
    });
    const declarations = [everyFilter, ...fixtureDeclarations.slice(1)];
    const { place, release } = await heldFilterPlace(declarations);
    // The search's place first, then one per filter in the declared order (never the password).
    const boxes = Array.from(place.children)
      .slice(1)
      .map((input) => input.firstElementChild as Element);
    const typed = { width: '224px', minWidth: undefined };
    const select = { width: undefined, minWidth: '160px' };
    const expected = {
      title: typed,
      notes: typed,
      contact: typed,
      website: typed,
      price: typed,
      stock: typed,
      active: select,
      released_on: select,
      checked_at: select,
      size: select,
      language: select,
      tint: typed,
      maker_id: select,
      labels: select,
      picture: typed,
      parts: typed,
      fans: typed,
    };
    const fields = everyFilter.fields.filter((field) => field.kind !== 'password');
    expect(boxes).toHaveLength(fields.length);
    const widths = Object.fromEntries(
      fields.map((field, index) => [
        field.name,
        { width: styleAt(boxes[index], 'width', 800), minWidth: styleAt(boxes[index], 'min-width', 800) },
      ]),
    );
    expect(widths).toEqual(expected);

    release();
    await screen.findByText('Boussole');
  });
});
