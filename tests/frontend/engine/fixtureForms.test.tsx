/**
 * The fixture area's create and edit screens: an input per field kind, saving through the API,
 * French notifications, delete with confirmation, and the password never read back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import {
  autocomplete,
  click,
  label,
  markedRequired,
  request,
  selectOption,
  typeInto,
  save,
} from './support/ui';

function start(route: string, withMenu = false) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: fixtureDeclarations, route, messages: fixtureMessages, withMenu });
  return { api, app };
}

describe('the fixture create screen', () => {
  it('shows an input per kind, with labels, helper texts and required marks', async () => {
    start('/gadgets/create');
    const title = await screen.findByRole('textbox', { name: 'Titre' });
    expect(title).toHaveValue('');
    expect(markedRequired(title)).toBe(true);
    expect(markedRequired(screen.getByLabelText(label('Secret')))).toBe(true);
    expect(markedRequired(screen.getByRole('textbox', { name: 'Notes' }))).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Contact')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Site')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText(label('Secret'))).toHaveAttribute('type', 'password');
    expect(screen.getByRole('spinbutton', { name: 'Prix' })).toHaveAttribute('min', '0');
    const stock = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(stock).toHaveAttribute('max', '100');
    expect(screen.getByText('Pièces en réserve')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Actif' })).toBeChecked();
    expect(screen.getByLabelText('Sortie')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Vérifié le')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: 'Taille' })).toHaveTextContent('Petit');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Teinte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choisir la couleur')).toHaveAttribute('type', 'color');
    expect(screen.getByRole('combobox', { name: 'Fabricant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Étiquettes' })).toBeInTheDocument();
    // No media picker registered: the image is given by its address.
    expect(screen.getByRole('textbox', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByText('Pièces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    // Computed values are the server's: no input.
    expect(screen.queryByLabelText('Fans')).not.toBeInTheDocument();
  });

  it('saves a new record through POST, says so in French and returns to the list', async () => {
    const { api, app } = start('/gadgets/create');
    await screen.findByRole('textbox', { name: 'Titre' });
    typeInto('Titre', 'Astrolabe');
    typeInto('Secret', 'motdepasse');
    typeInto('Stock', '12');
    typeInto('Teinte', '#00aa00');
    await selectOption('Taille', 'Grand');
    await selectOption('Langue', 'Français');
    await autocomplete('Fabricant', 'Tur', 'Alan Turing');
    await autocomplete('Étiquettes', 'bl', 'bleu');
    click('Ajouter');
    typeInto(/^Pièce/, 'Limbe');
    await save();

    const post = await request(api, 'POST', '/api/gadgets');
    expect(post.body).toEqual({
      title: 'Astrolabe',
      secret: 'motdepasse',
      stock: 12,
      tint: '#00aa00',
      size: 'large',
      language: 'fr',
      maker_id: 2,
      labels: ['bleu'],
      parts: [{ part: 'Limbe', grade: 'a' }],
      active: true,
      // Inputs left empty are sent as such: the server stores no value.
      notes: null,
      contact: null,
      website: null,
      price: null,
      released_on: null,
      checked_at: null,
      picture: null,
    });
    expect(await screen.findByText('« Astrolabe » a été créé')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/gadgets'));
  });
});

describe('the fixture edit screen', () => {
  it('loads the record without its password and saves the changed fields with updated_at', async () => {
    const { api, app } = start('/gadgets/1/edit');
    const title = await screen.findByRole('textbox', { name: 'Titre' });
    await waitFor(() => expect(title).toHaveValue('Boussole'));
    expect(screen.getByLabelText('Secret')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Taille' })).toHaveTextContent('Grand');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveTextContent('Anglais');
    expect(
      screen.getAllByRole('textbox', { name: 'Pièce' }).map((i) => (i as HTMLInputElement).value),
    ).toEqual(['Aiguille', 'Cadran']);

    const readAt = api.rows.gadgets.find((r) => r.id === 1)?.updated_at;
    typeInto('Titre', 'Boussole marine');
    await save();

    const put = await request(api, 'PUT', '/api/gadgets/1');
    const body = put.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Boussole marine',
      stock: 7,
      size: 'large',
      labels: ['rouge', 'bleu'],
    });
    expect(body.updated_at).toBe(readAt);
    for (const absent of ['secret', 'fans', 'id', 'created_at']) expect(body).not.toHaveProperty(absent);
    expect(
      await screen.findByText('Les modifications de « Boussole marine » ont été enregistrées'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/gadgets'));
  });

  it('asks before deleting, then deletes through DELETE and returns to the list', async () => {
    const { api, app } = start('/gadgets/2/edit');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Sextant'));
    click('Supprimer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer « Sextant » ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Cet élément sera placé dans la corbeille.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/gadgets')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await request(api, 'DELETE', '/api/gadgets/2');
    await waitFor(() => expect(app.location()).toBe('/gadgets'));
  });

  it('warns before leaving with unsaved changes, and stays if the user cancels', async () => {
    const { api, app } = start('/gadgets/2/edit', true);
    await waitFor(() => expect(screen.getByLabelText(label('Titre'))).toHaveValue('Sextant'));
    typeInto('Titre', 'Sextant de marine');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('menuitem', { name: /Fabricants/ }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?",
      ),
    );
    expect(app.location()).toBe('/gadgets/2/edit');
    expect(screen.getByLabelText(label('Titre'))).toHaveValue('Sextant de marine');
    expect(api.sent('PUT', '/api/gadgets')).toHaveLength(0);
  });
});

describe('the fixture form layout', () => {
  const widthOf = (input: HTMLElement) =>
    input.closest('[data-input-width]')?.getAttribute('data-input-width');

  it('sizes each input by the kind of value it holds', async () => {
    start('/gadgets/1');
    const stock = await screen.findByRole('spinbutton', { name: 'Stock' });
    expect(widthOf(stock)).toBe('narrow');
    expect(widthOf(screen.getByRole('spinbutton', { name: 'Prix' }))).toBe('narrow');
    expect(widthOf(screen.getByLabelText('Sortie'))).toBe('short');
    // Two by two on a wide form.
    expect(widthOf(screen.getByRole('textbox', { name: 'Titre' }))).toBe('half');
    expect(widthOf(screen.getByRole('textbox', { name: 'Notes' }))).toBe('full');
    expect(widthOf(screen.getByRole('combobox', { name: 'Étiquettes' }))).toBe('full');
    const box = stock.closest('[data-input-width]') as HTMLElement;
    expect(getComputedStyle(box).width).toBe('12rem');
  });
});
