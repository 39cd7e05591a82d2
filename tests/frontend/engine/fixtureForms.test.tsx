/**
 * The fixture area's create and edit screens: an input per field kind, saving through the API,
 * French notifications, delete with confirmation, and the password never read back.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { lengthPx, styleAt } from './support/cssAtWidth';
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

  /** The form's width on a 1440 px screen, as issue 31 measured it, and on a 390 px phone. */
  const WIDE = { screen: 1440, form: 1150 };
  const PHONE = { screen: 390, form: 358 };

  it('puts two half-width inputs on a line on a wide screen, one on a phone, a number narrower than a text', async () => {
    start('/gadgets/1');
    const boxOf = (input: HTMLElement) => input.closest('[data-input-width]') as HTMLElement;
    const title = boxOf(await screen.findByRole('textbox', { name: 'Titre' }));
    const contact = boxOf(screen.getByLabelText('Contact'));
    const stock = boxOf(screen.getByRole('spinbutton', { name: 'Stock' }));
    const notes = boxOf(screen.getByRole('textbox', { name: 'Notes' }));
    const form = title.parentElement as HTMLElement;
    expect(contact.parentElement).toBe(form);
    const gap = lengthPx(styleAt(form, 'column-gap', WIDE.screen) ?? '0px', 0);
    /** The box's width in pixels, within its maximum. */
    const widthOf = (box: HTMLElement, at: typeof WIDE) =>
      Math.min(
        lengthPx(styleAt(box, 'width', at.screen) ?? '100%', at.form),
        lengthPx(styleAt(box, 'max-width', at.screen) ?? '100%', at.form),
      );
    /** How many boxes this wide a wrapping row of the form holds on a line. */
    const perLine = (box: HTMLElement, at: typeof WIDE) =>
      Math.floor((at.form + gap) / (widthOf(box, at) + gap));

    for (const at of [WIDE, PHONE]) {
      expect(styleAt(form, 'flex-direction', at.screen)).toBe('row');
      expect(styleAt(form, 'flex-wrap', at.screen)).toBe('wrap');
    }
    // Two columns where the form is wide, one on a phone.
    expect(perLine(title, WIDE)).toBe(2);
    expect(perLine(contact, WIDE)).toBe(2);
    expect(perLine(title, PHONE)).toBe(1);
    expect(perLine(notes, WIDE)).toBe(1);
    // A number of pieces needs a few characters, not the form's width: narrower than a text.
    expect(widthOf(stock, WIDE)).toBeLessThan(widthOf(title, WIDE) / 2);
    expect(widthOf(stock, PHONE)).toBeLessThan(PHONE.form);
  });
});
