/**
 * The users form's Classes picker: once an establishment is chosen it offers only that
 * establishment's classes, sorted by name, and tells apart classes that share a name.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi, RecordedRequest } from '../engine/support/fakeApi';
import { autocomplete, label } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

const CLASS = { level: 'ce2', school_year: '2025-2026', active: true };

/**
 * Four more classes, stored out of name order (newest first would not be name order either): two
 * named "CE2 A", one in each establishment (1 Lycée Victor Hugo, 2 Collège Jean Moulin).
 */
function addClasses(api: FakeApi): void {
  api.rows.classes.push(
    { id: 3, name: 'CE2 A', etablissement_id: 1, ...CLASS },
    { id: 4, name: 'Atelier', etablissement_id: 1, ...CLASS },
    { id: 5, name: 'CE2 B', etablissement_id: 1, ...CLASS },
    { id: 6, name: 'CE2 A', etablissement_id: 2, ...CLASS },
  );
}

/** Waits until the Classes picker, opened, offers exactly `expected` (in order), then closes it. */
async function expectOffered(expected: string[]): Promise<void> {
  const input = screen.getByRole('combobox', { name: label('Classes') });
  fireEvent.mouseDown(input);
  await waitFor(() => {
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(expected);
  });
  fireEvent.keyDown(input, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/**
 * The last page of classes asked for (the picker's options), not a fetch of the chosen ones by id
 * nor the edit screen's list of the classes the user teaches (related records).
 */
function lastClassesList(api: FakeApi): RecordedRequest | undefined {
  return api
    .sent('GET', '/api/classes')
    .filter((r) => r.path === '/api/classes' && !r.query.has('id') && !r.query.has('teacher_id'))
    .at(-1);
}

describe('the classes offered on the users form', () => {
  it('on edit, offers only the user’s establishment’s classes, sorted by name', async () => {
    const { api } = startAreas('/users/1', { before: addClasses });
    await screen.findByRole('combobox', { name: label('Classes') });
    // Terminale S1 is already chosen (a chip), the Collège's CE2 A is not offered.
    await expectOffered(['Atelier', 'CE2 A', 'CE2 B']);
    expect(Object.fromEntries(lastClassesList(api)?.query ?? [])).toMatchObject({
      etablissement_id: '1',
      sort: 'name',
      order: 'asc',
    });
  });

  it('on create, tells apart same-named classes, then follows the establishment chosen', async () => {
    const { api } = startAreas('/users/create', { before: addClasses });
    await screen.findByRole('combobox', { name: label('Classes') });
    await expectOffered([
      '6e B',
      'Atelier',
      'CE2 A — Lycée Victor Hugo',
      'CE2 A — Collège Jean Moulin',
      'CE2 B',
      'Terminale S1',
    ]);
    expect(lastClassesList(api)?.query.has('etablissement_id')).toBe(false);

    await autocomplete('Établissement', 'Col', 'Collège Jean Moulin');
    await expectOffered(['6e B', 'CE2 A']);
    expect(lastClassesList(api)?.query.get('etablissement_id')).toBe('2');
  });
});
