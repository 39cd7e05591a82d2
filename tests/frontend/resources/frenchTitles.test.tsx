/**
 * Page titles in French: a create page says "Nouvelle activité", agreeing with the gender the
 * area's messages declare, and an edit page separates the area from the record's name.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startAreas } from './support/startAreas';

const title = () => document.getElementById('react-admin-title');

describe('French page titles', () => {
  it.each([
    ['activities', 'Nouvelle activité'],
    ['themes', 'Nouveau thème'],
    ['etablissements', 'Nouvel établissement'],
  ])('titles the create page of %s "%s"', async (area, expected) => {
    startAreas(`/${area}/create`);
    await screen.findByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(title()).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  it('titles an edit page with the area, a separator, then the record', async () => {
    startAreas('/activities/3');
    await screen.findByRole('button', { name: 'Enregistrer' });
    await waitFor(() => expect(title()).toHaveTextContent(/^Activité · Frise chronologique$/));
  });
});
