/**
 * A generated list's toolbar offers what the area allows: create and import where it has a create
 * screen, the filter button where there are filters to add, no sort menu beside a table's sortable
 * heads, and a column chooser whose menu opens under it and closes as a menu does.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, gadgets } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';

/** An area of required texts only: nothing to bound, nothing that may be empty. */
const mottos = defineResource({
  name: 'mottos',
  recordRepresentation: 'text',
  fields: [
    { name: 'text', kind: 'text', required: true },
    { name: 'author', kind: 'text', required: true },
  ],
});

const mottoMessages = {
  resources: { mottos: { name: 'Devise |||| Devises', fields: { text: 'Texte', author: 'Auteur' } } },
};

/** The toolbar's menu buttons named « Trier par… » (react-admin's sort menu), not the table's heads. */
const sortMenus = () =>
  screen
    .queryAllByRole('button', { name: /^Trier par/ })
    .filter((button) => button.hasAttribute('aria-haspopup'));

describe('the toolbar of a generated list', () => {
  it('offers create and import beside the rows, with no sort menu where the table heads sort', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    server.use(...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    await screen.findByText('Boussole');
    expect(await screen.findByRole('link', { name: /Créer/ })).toHaveAttribute('href', '/gadgets/create');
    expect(await screen.findByRole('button', { name: /Importer/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ajouter un filtre' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Trier par stock/i })).toBeInTheDocument();
    expect(sortMenus()).toHaveLength(0);
  });

  it('offers neither create nor import in an area without a create screen, and still exports', async () => {
    const archived = defineResource({ ...gadgets, screens: { create: false } });
    const api = fakeApi([archived, ...fixtureDeclarations.slice(1)], fixtureSeed());
    server.use(...api.handlers);
    renderAdmin({
      declarations: [archived, ...fixtureDeclarations.slice(1)],
      route: '/gadgets',
      messages: fixtureMessages,
    });
    await screen.findByText('Boussole');
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Créer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importer/ })).not.toBeInTheDocument();
  });

  it('shows no filter button on a list with no filter to add', async () => {
    const api = fakeApi([mottos], {
      mottos: [{ id: 1, text: 'Liberté, égalité, fraternité', author: 'Momoro' }],
    });
    server.use(...api.handlers);
    renderAdmin({ declarations: [mottos], route: '/mottos', messages: mottoMessages });
    await screen.findByText('Liberté, égalité, fraternité');
    // The toolbar's buttons have come with the search box.
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Rechercher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un filtre' })).not.toBeInTheDocument();
    // Nor once a search is typed: react-admin's filter button would then offer to remove it.
    fireEvent.change(screen.getByPlaceholderText('Rechercher'), { target: { value: 'Liberté' } });
    await waitFor(() => expect(api.sent('GET', '/api/mottos').at(-1)?.query.get('q')).toBe('Liberté'));
    expect(screen.queryByRole('button', { name: 'Ajouter un filtre' })).not.toBeInTheDocument();
  });

  it('closes the column chooser on Escape, its label written beside its icon', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    server.use(...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    await screen.findByText('Boussole');
    const chooser = screen.getByRole('button', { name: 'Colonnes' });
    expect(chooser).toHaveTextContent('Colonnes');
    fireEvent.click(chooser);
    const notes = await screen.findByRole('switch', { name: 'Notes' });
    fireEvent.keyDown(notes, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Notes' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument();
  });

  it('opens the column chooser’s menu just under its button, from its left edge', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    server.use(...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
    await screen.findByText('Boussole');
    const chooser = screen.getByRole('button', { name: 'Colonnes' });
    // jsdom lays nothing out: the button is given the place a browser would give it.
    vi.spyOn(chooser, 'getBoundingClientRect').mockReturnValue({
      x: 600,
      y: 120,
      top: 120,
      left: 600,
      width: 110,
      height: 30,
      bottom: 150,
      right: 710,
      toJSON: () => ({}),
    });
    fireEvent.click(chooser);
    const menu = (await screen.findByRole('switch', { name: 'Notes' })).closest(
      '.MuiPopover-paper',
    ) as HTMLElement;
    await waitFor(() => expect(menu.style.top).not.toBe(''));
    expect([menu.style.top, menu.style.left]).toEqual(['150px', '600px']);
  });
});
