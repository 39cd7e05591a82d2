/**
 * The « Vues » menu and its dialogs, around the paths of fixtureSavedViews: the views are asked for
 * when the menu opens (once, not again on a refusal); what the menu says while they come and when
 * they cannot be read; a deletion cancelled or refused; « Enregistrer la vue actuelle » cancelled,
 * with a blank name, unshared, without a role to share with, refused on the name or otherwise, and
 * not sent twice while its answer is on its way.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_VIEWS_PATH, type SavedView } from '../../../resources/contracts/savedViewContract';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { heldAnswer } from './support/heldAnswer';
import { openViews, startSavedViews } from './support/savedViews';
import { screenWidth } from './support/screenWidth';

const ME = 1;

/** One of the person's own views, not shared. */
const MINE: SavedView = {
  id: 4,
  resource: 'gadgets',
  name: 'À jeter',
  params: { filter: {}, sort: { field: 'title', order: 'ASC' }, perPage: 10, columns: ['title'] },
  shared_role: null,
  owner_id: ME,
  owner_name: 'Ada Lovelace',
  mine: true,
  created_at: '2025-01-01T08:00:00.000Z',
  updated_at: '2025-01-01T08:00:00.000Z',
};

beforeEach(() =>
  writeSession('jeton-ada', { id: ME, first_name: 'Ada', last_name: 'Lovelace', role: 'staff' }),
);
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Opens « Enregistrer la vue actuelle » from the menu, once the list has drawn its rows. */
async function openSaveDialog(): Promise<HTMLElement> {
  await screen.findByText('Boussole');
  const menu = await openViews();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' }));
  return screen.findByRole('dialog', { name: 'Enregistrer la vue actuelle' });
}

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Nom de la vue/);
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Enregistrer' });

/** The server's answer to any request for the views: a refusal, counted. */
function refusedViews(): { asked: () => number } {
  let asked = 0;
  server.use(
    http.get(SAVED_VIEWS_PATH, () => {
      asked += 1;
      return HttpResponse.json({ detail: 'Panne du serveur' }, { status: 500 });
    }),
  );
  return { asked: () => asked };
}

describe('the saved views menu', () => {
  it('asks for the views when it opens, not with the list', async () => {
    const { saved, queryClient } = startSavedViews('/gadgets', [MINE], ME);
    await screen.findByText('Boussole');
    await queriesSettled(queryClient);
    expect(saved.requests).toEqual([]);
    // Beside a table, a small icon in the toolbar.
    expect(screen.getByRole('button', { name: 'Vues' })).toHaveClass('MuiIconButton-sizeSmall');

    const menu = await openViews();
    const item = await within(menu).findByRole('menuitem', { name: /À jeter/ });
    expect(saved.requests).toEqual([`GET ${SAVED_VIEWS_PATH}`]);
    // One's own view, not shared: its name alone, and no "none saved".
    expect(item.textContent).toBe('À jeter');
    expect(within(menu).queryByText('Aucune vue enregistrée')).not.toBeInTheDocument();
  });

  it('says the views are on their way, then that they could not be read, asking once', async () => {
    startSavedViews('/gadgets', [], ME);
    const { handler, release } = heldAnswer(SAVED_VIEWS_PATH);
    const refused = refusedViews();
    server.use(handler);
    await screen.findByText('Boussole');
    const menu = await openViews();
    expect(within(menu).getByRole('menuitem', { name: 'Chargement des vues…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();

    const failed = await within(menu).findByRole('menuitem', { name: 'Impossible de charger les vues' });
    expect(failed).toHaveAttribute('aria-disabled', 'true');
    expect(refused.asked()).toBe(1);
    expect(within(menu).queryByText('Chargement des vues…')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Aucune vue enregistrée')).not.toBeInTheDocument();
    // Saving stays possible.
    expect(within(menu).getByRole('menuitem', { name: 'Enregistrer la vue actuelle…' })).toBeInTheDocument();
  });

  it('is a finger’s size on a phone', async () => {
    screenWidth(390);
    startSavedViews('/gadgets', [MINE], ME);
    await screen.findByRole('link', { name: /^Boussole/ });
    expect(screen.getByRole('button', { name: 'Vues' })).toHaveClass('MuiIconButton-sizeLarge');
  });

  it('opens just under its button, from its left edge', async () => {
    startSavedViews('/gadgets', [MINE], ME);
    await screen.findByText('Boussole');
    // jsdom lays nothing out: the button is given the place a browser would give it (whichever
    // element holds it: the tooltip replaces it once).
    const place = new DOMRect(600, 120, 40, 30);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('aria-label') === 'Vues' ? place : new DOMRect();
    });
    const menu = await openViews();
    await within(menu).findByRole('menuitem', { name: /À jeter/ });
    const paper = menu.closest('.MuiPopover-paper') as HTMLElement;
    await waitFor(() => expect(paper.style.top).not.toBe(''));
    expect([paper.style.top, paper.style.left]).toEqual(['150px', '600px']);
  });

  it('keeps a view whose deletion is cancelled', async () => {
    const { saved } = startSavedViews('/gadgets', [MINE], ME);
    await screen.findByText('Boussole');
    const menu = await openViews();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Supprimer la vue « À jeter »' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la vue « À jeter » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.requests).toEqual([`GET ${SAVED_VIEWS_PATH}`]);
    expect(saved.views).toHaveLength(1);
  });

  it('says why a view could not be deleted, and keeps it', async () => {
    const { saved } = startSavedViews('/gadgets', [MINE], ME);
    server.use(
      http.delete(`${SAVED_VIEWS_PATH}/:id`, () =>
        HttpResponse.json({ detail: 'Cette vue est en cours d’utilisation' }, { status: 409 }),
      ),
    );
    await screen.findByText('Boussole');
    const menu = await openViews();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Supprimer la vue « À jeter »' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la vue « À jeter » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('Cette vue est en cours d’utilisation')).toBeInTheDocument();
    expect(screen.queryByText('Vue « À jeter » supprimée')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.views).toHaveLength(1);
  });
});

describe('saving the current view', () => {
  it('closes on « Annuler » without saving', async () => {
    const { saved } = startSavedViews('/gadgets', [], ME);
    const dialog = await openSaveDialog();
    expect(
      within(dialog).getByText(
        'Les filtres, le tri, le nombre de lignes par page et les colonnes affichées.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(nameField(dialog), { target: { value: 'Brouillon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved.requests).toEqual([`GET ${SAVED_VIEWS_PATH}`]);
  });

  it('sends nothing for a name of blanks, even on Enter', async () => {
    const { saved, queryClient } = startSavedViews('/gadgets', [], ME);
    const dialog = await openSaveDialog();
    expect(saveButton(dialog)).toBeDisabled();
    fireEvent.change(nameField(dialog), { target: { value: '   ' } });
    expect(saveButton(dialog)).toBeDisabled();
    fireEvent.submit(nameField(dialog));

    await queriesSettled(queryClient);
    expect(saved.requests).toEqual([`GET ${SAVED_VIEWS_PATH}`]);
    expect(screen.getByRole('dialog', { name: 'Enregistrer la vue actuelle' })).toBeInTheDocument();
  });

  it('saves a view unshared unless told, not sent twice while the answer comes, the list not read again', async () => {
    const { saved, api, queryClient } = startSavedViews('/gadgets', [], ME);
    const { handler, release } = heldAnswer(SAVED_VIEWS_PATH, 'post');
    server.use(handler);
    const dialog = await openSaveDialog();
    expect(await within(dialog).findByRole('checkbox', { name: 'Partager avec mon rôle' })).not.toBeChecked();
    fireEvent.change(nameField(dialog), { target: { value: 'Pour moi' } });
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'false');
    const listReads = api.sent('GET', '/api/gadgets').length;
    fireEvent.click(saveButton(dialog));

    await waitFor(() => expect(saveButton(dialog)).toBeDisabled());
    release();
    expect(await screen.findByText('Vue « Pour moi » enregistrée')).toBeInTheDocument();
    expect(saved.views).toHaveLength(1);
    expect(saved.views[0]).toMatchObject({ name: 'Pour moi', shared_role: null });
    // Only the views are stale: the list's rows are not asked for again.
    await queriesSettled(queryClient);
    expect(api.sent('GET', '/api/gadgets')).toHaveLength(listReads);
  });

  it('offers no sharing to a person without a role, and saves the view unshared', async () => {
    const { saved } = startSavedViews('/gadgets', [], null);
    const dialog = await openSaveDialog();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(nameField(dialog), { target: { value: 'Sans rôle' } });
    fireEvent.click(saveButton(dialog));

    expect(await screen.findByText('Vue « Sans rôle » enregistrée')).toBeInTheDocument();
    expect(saved.views[0]).toMatchObject({ name: 'Sans rôle', shared_role: null });
  });

  it('shows a field error on the name under the field', async () => {
    startSavedViews('/gadgets', [], ME);
    server.use(
      http.post(SAVED_VIEWS_PATH, () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'name'], msg: 'Le nom est trop long', type: 'too_long' }] },
          { status: 422 },
        ),
      ),
    );
    const dialog = await openSaveDialog();
    fireEvent.change(nameField(dialog), { target: { value: 'Un nom bien trop long' } });
    fireEvent.click(saveButton(dialog));

    expect(await within(dialog).findByText('Le nom est trop long')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other refusal under the title, the name field left valid', async () => {
    startSavedViews('/gadgets', [], ME);
    server.use(
      http.post(SAVED_VIEWS_PATH, () =>
        HttpResponse.json({ detail: 'Vous ne pouvez pas enregistrer de vue ici' }, { status: 403 }),
      ),
    );
    const dialog = await openSaveDialog();
    fireEvent.change(nameField(dialog), { target: { value: 'Interdite' } });
    fireEvent.click(saveButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez pas enregistrer de vue ici',
    );
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('dialog', { name: 'Enregistrer la vue actuelle' })).toBeInTheDocument();
  });
});
