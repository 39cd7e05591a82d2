/**
 * Until a list's rows are shown, its filter form is a box of the form's shape (ListFilterForm):
 * laid out as react-admin's filter form, one place per visible filter, each of its input's size,
 * so that nothing moves when the form comes. Read from the style sheets (jsdom lays nothing out).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { styleAt } from './support/cssAtWidth';
import { fixtureDeclarations, gadgets } from './support/gadgets';
import { heldFilterPlace } from './support/heldFilterPlace';

/** The fixture area with a typed filter (the title) before its selects. */
const withTitleFilter = defineResource({
  ...gadgets,
  fields: gadgets.fields.map((field) =>
    field.name === 'title' ? { ...field, show: { filter: true } } : field,
  ),
});

const WIDTHS = [390, 800, 1200];
const FORM = ['display', 'flex', 'flex-wrap', 'align-items', 'padding', 'min-height', 'width'];
const INPUT = ['display', 'align-items', 'width'];

/** The given properties of an element at each screen width. */
function layout(element: Element, properties: string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    WIDTHS.flatMap((width) => properties.map((name) => [`${name}@${width}`, styleAt(element, name, width)])),
  );
}

describe('the filter form before the rows are shown', () => {
  it('holds the place of the search and of each declared filter, laid out as the form that replaces it', async () => {
    const declarations = [withTitleFilter, ...fixtureDeclarations.slice(1)];
    const { place, release } = await heldFilterPlace(declarations);
    const places = Array.from(place.children);
    const placeLayout = layout(place, FORM);
    const inputLayouts = places.map((input) => layout(input, INPUT));
    const spacerLayout = layout(places[0].lastElementChild as Element, ['width']);
    // The search box, then the title's typed box, then a select (the active state).
    const [search, title, select] = places.map((input) => input.firstElementChild as Element);
    expect([
      styleAt(search, 'width', 390),
      styleAt(search, 'width', 800),
      styleAt(search, 'height', 800),
    ]).toEqual(['100%', '257px', '40px']);
    expect([styleAt(title, 'width', 800), styleAt(title, 'min-width', 800)]).toEqual(['224px', undefined]);
    expect([styleAt(select, 'width', 800), styleAt(select, 'min-width', 800)]).toEqual([undefined, '160px']);
    for (const box of [search, title, select])
      expect([styleAt(box, 'margin-top', 800), styleAt(box, 'margin-bottom', 800)]).toEqual(['8px', '4px']);
    expect([styleAt(title, 'height', 800), styleAt(select, 'height', 800)]).toEqual(['48px', '48px']);

    release();
    await screen.findByText('Boussole');
    const form = await waitFor(() => {
      const found = document.querySelector('form[class*="RaFilterForm-root"]');
      expect(found).not.toBeNull();
      return found as Element;
    });
    const inputs = Array.from(form.querySelectorAll('[class*="RaFilterFormInput-root"]'));
    // One place per input the form shows at once: the condition filters wait for the filter button.
    expect(inputs).toHaveLength(places.length);
    expect(placeLayout).toEqual(layout(form, FORM));
    expect(inputLayouts).toEqual(inputs.map((input) => layout(input, INPUT)));
    expect(spacerLayout).toEqual(
      layout(form.querySelector('[class*="RaFilterFormInput-spacer"]') as Element, ['width']),
    );
  });
});
