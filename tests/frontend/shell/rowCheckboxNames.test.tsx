/**
 * Every row of a list can be selected by someone using a screen reader: each row checkbox is a
 * named checkbox (react-admin labels the wrapper, the app's theme moves the name to the input).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

const themes = [
  { id: 1, name: 'Fractions', description: '', color: '#1976d2', position: 1, active: true },
  { id: 2, name: 'Géométrie', description: '', color: '#43a047', position: 2, active: true },
];

describe('list row checkboxes', () => {
  it('are checkboxes named for what they do, one per row', async () => {
    renderApp('/themes', {
      handlers: [
        http.get('*/api/themes', () =>
          HttpResponse.json(themes, { headers: { 'X-Total-Count': String(themes.length) } }),
        ),
      ],
    });
    expect(await screen.findByText('Géométrie')).toBeInTheDocument();
    const rowBoxes = await screen.findAllByRole('checkbox', { name: 'Sélectionner cette ligne' });
    expect(rowBoxes).toHaveLength(themes.length);
    expect(document.querySelector('.RaDataTable-checkbox[aria-label]')).toBeNull();
  });
});
