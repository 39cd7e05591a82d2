/**
 * In English, the values people read are English: the served option lists (activity types and
 * languages, whose labels the server sends in French with their i18n keys) and the fixed enum
 * values, in lists and in the form's choices.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startAreas } from './support/startAreas';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('values in English', () => {
  it('shows an activity’s type and language in English in the list', async () => {
    startAreas('/activities', { locale: 'en' });
    const row = await rowOf('Lecture du soir');
    expect(await within(row).findByText('Workshop')).toBeInTheDocument();
    expect(within(row).getByText('English')).toBeInTheDocument();
    expect(within(row).queryByText('Atelier')).not.toBeInTheDocument();
  });

  it('offers the types in English in the form', async () => {
    startAreas('/activities/create', { locale: 'en' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Quiz', 'Workshop']);
  });

  it('names a class’s level in English', async () => {
    startAreas('/classes', { locale: 'en' });
    const row = await rowOf('6e B');
    expect(within(row).getByText('6th grade (6e)')).toBeInTheDocument();
  });
});
