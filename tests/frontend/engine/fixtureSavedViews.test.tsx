/**
 * Saved views on the fixture area (issue 31): from the list toolbar's « Vues », a person saves the
 * current filters, sort, page size and columns under a name (shared with their role if they say
 * so), finds it in the menu, applies a view (the list asks for its filter and sort, the column
 * chooser hides its other columns) and deletes their own after a confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedView } from '../../../resources/contracts/savedViewContract';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { queriesSettled } from '../../support/settled';
import { openViews, startSavedViews } from './support/savedViews';
import { request } from './support/ui';

const ME = 1;

/** A colleague's view, shared with the role: small gadgets, by title Z to A, two columns. */
const SHARED: SavedView = {
  id: 7,
  resource: 'gadgets',
  name: 'Petits gadgets',
  params: {
    filter: { size: 'small' },
    sort: { field: 'title', order: 'DESC' },
    perPage: 25,
    columns: ['title', 'stock'],
  },
  shared_role: 'staff',
  owner_id: 2,
  owner_name: 'Claire Collègue',
  mine: false,
  created_at: '2025-01-01T08:00:00.000Z',
  updated_at: '2025-01-01T08:00:00.000Z',
};

beforeEach(() =>
  writeSession('jeton-ada', { id: ME, first_name: 'Ada', last_name: 'Lovelace', role: 'staff' }),
);
afterEach(() => clearSession());

const start = (route = '/gadgets', seed: SavedView[] = []) => startSavedViews(route, seed, ME);

const filtered = (filter: Record<string, unknown>, sort: string, order: string) =>
  `/gadgets?${new URLSearchParams({ filter: JSON.stringify(filter), sort, order }).toString()}`;

describe('saved views', () => {
  it('saves the current filter and sort under a name, shared with the role, and lists it', async () => {
    const { saved } = start(filtered({ size: 'large' }, 'stock', 'DESC'));
    await screen.findByText('Boussole');
    let menu = await openViews();
    expect(await within(menu).findByText('Aucune vue enregistrée')).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer la vue actuelle' });
    fireEvent.change(within(dialog).getByLabelText(/^Nom de la vue/), {
      target: { value: 'Grands en stock' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Partager avec mon rôle' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Vue « Grands en stock » enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.views).toHaveLength(1);
    expect(saved.views[0]).toMatchObject({
      resource: 'gadgets',
      name: 'Grands en stock',
      shared_role: 'staff',
      params: {
        filter: { size: 'large' },
        sort: { field: 'stock', order: 'DESC' },
        perPage: 10,
        // Every column of the list, none hidden.
        columns: expect.arrayContaining(['title', 'notes', 'stock', 'size']) as string[],
      },
    });

    menu = await openViews();
    const item = await within(menu).findByRole('menuitem', { name: /Grands en stock/ });
    expect(item).toHaveTextContent('Partagée avec mon rôle');
  });

  it('shows the server’s refusal of a name already used under the name field', async () => {
    start('/gadgets', [{ ...SHARED, id: 3, name: 'Doublon', mine: true, owner_id: ME, shared_role: null }]);
    await screen.findByText('Boussole');
    fireEvent.click(
      within(await openViews()).getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer la vue actuelle' });
    const name = within(dialog).getByLabelText(/^Nom de la vue/);
    fireEvent.change(name, { target: { value: 'Doublon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'Vous avez déjà une vue « Doublon » dans « Gadgets » : choisissez un autre nom',
      ),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('applies a view shared by a colleague: the list asks for its filter and sort, and shows its columns', async () => {
    const { api } = start('/gadgets', [SHARED]);
    await screen.findByText('Boussole');
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
    const menu = await openViews();
    const item = await within(menu).findByRole('menuitem', { name: /Petits gadgets/ });
    expect(item).toHaveTextContent('Partagée par Claire Collègue');
    // Not theirs: nothing to delete.
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Aucune vue enregistrée')).not.toBeInTheDocument();
    fireEvent.click(item);
    expect(await screen.findByText('Vue « Petits gadgets » appliquée')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    const asked = await request(
      api,
      'GET',
      '/api/gadgets',
      (r) => r.query.get('size') === 'small' && r.query.get('sort') === 'title',
    );
    expect(asked.query.get('order')).toBe('desc');
    expect(asked.query.get('limit')).toBe('25');
    await waitFor(() => expect(screen.queryByText('Boussole')).not.toBeInTheDocument());
    expect(screen.getByText('Sextant')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
  });

  it('deletes one’s own view after a confirmation', async () => {
    const { saved, api, queryClient } = start('/gadgets', [
      { ...SHARED, id: 4, name: 'À jeter', mine: true, owner_id: ME, shared_role: null },
    ]);
    await screen.findByText('Boussole');
    const menu = await openViews();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Supprimer la vue « À jeter »' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la vue « À jeter » ?' });
    // Not applied on the way, and the menu closed.
    expect(screen.getByText('Boussole')).toBeInTheDocument();
    expect(screen.queryByText('Vue « À jeter » appliquée')).not.toBeInTheDocument();
    // (Behind the dialog, hidden from the accessibility tree, were it still there.)
    expect(screen.queryByRole('menu', { name: 'Vues enregistrées', hidden: true })).not.toBeInTheDocument();
    const listReads = api.sent('GET', '/api/gadgets').length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Vue « À jeter » supprimée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.views).toHaveLength(0);
    // Only the views are stale: the list's rows are not asked for again.
    await queriesSettled(queryClient);
    expect(api.sent('GET', '/api/gadgets')).toHaveLength(listReads);
    const reopened = await openViews();
    expect(await within(reopened).findByText('Aucune vue enregistrée')).toBeInTheDocument();
  });
});
