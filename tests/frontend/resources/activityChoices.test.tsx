/**
 * The activity form loads its choice lists from the API (types, languages, establishments). If
 * any of them fails or is not a list, the form still opens, with an empty choice list there.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { label } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

/** The values a select offers, leaving out the "no value" entry. */
async function offered(name: string): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label(name) }));
  const listbox = await screen.findByRole('listbox');
  const values = within(listbox)
    .queryAllByRole('option')
    .map((option) => option.getAttribute('data-value') ?? '')
    .filter(Boolean);
  fireEvent.keyDown(listbox, { key: 'Escape' });
  return values;
}

describe('the activity form when its lists fail', () => {
  it('offers the loaded types and languages', async () => {
    startAreas('/activities/create');
    expect(await offered('Type')).toEqual(['quiz', 'workshop']);
    expect(await offered('Langue')).toEqual(['fr', 'en']);
  });

  it('still opens with empty choices when the lists fail or are not arrays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    startAreas('/activities/create', {
      handlers: [
        http.get('/api/config/activity-types', () =>
          HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 }),
        ),
        http.get('/api/config/languages', () => HttpResponse.json({ fr: 'Français' })),
        http.get('/api/etablissements', () =>
          HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 }),
        ),
      ],
    });
    expect(await screen.findByLabelText(label('Titre'))).toBeInTheDocument();
    expect(await offered('Type')).toEqual([]);
    expect(await offered('Langue')).toEqual([]);

    const establishments = screen.getByRole('combobox', { name: 'Établissements' });
    fireEvent.mouseDown(establishments);
    fireEvent.change(establishments, { target: { value: 'Lyc' } });
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Lycée/ })).not.toBeInTheDocument();
    fireEvent.keyDown(establishments, { key: 'Escape' });
    // The rest of the form works: the hashtags still offer their choices.
    const hashtags = screen.getByRole('combobox', { name: 'Hashtags' });
    fireEvent.change(hashtags, { target: { value: 'geo' } });
    expect(await screen.findByRole('option', { name: 'geographie' })).toBeInTheDocument();
    // The failed establishment list was reported by the data provider.
    expect(errors).toHaveBeenCalled();
  });
});
