/**
 * On a phone (below MUI's `sm` breakpoint) a generated list shows one line per record, named as
 * the declaration names it, instead of the table whose columns made the page wider than the screen,
 * and its declared filters come from the filter button instead of stacking above the lines.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { permissionsHandler, STAFF_USER } from '../permissions/support/permissionsAnswers';
import { signedInAs } from '../permissions/support/signedInAs';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { resizeScreen, screenWidth } from './support/screenWidth';
import { selectOption } from './support/ui';

function start(route = '/gadgets', authProvider?: ReturnType<typeof signedInAs>) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  return Object.assign(
    renderAdmin({ declarations: fixtureDeclarations, route, messages: fixtureMessages, authProvider }),
    { sent: api.sent },
  );
}

describe('a generated list on a phone', () => {
  beforeEach(() => screenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a line per record with its name, and no table nor column chooser', async () => {
    start();
    const line = await screen.findByRole('link', { name: /^Boussole/ });
    const lines = within(line.closest('ul') as HTMLElement).getAllByRole('link');
    // The fixture's two gadgets, in the declared order (title ascending).
    expect(
      lines.map((link) => link.querySelector('.MuiListItemText-primary > div')?.firstChild?.textContent),
    ).toEqual(['Boussole', 'Sextant']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Colonnes' })).toBeNull();
    // The search is still there, once the lines are painted.
    expect(await screen.findByPlaceholderText('Rechercher')).toBeInTheDocument();
  });

  it('opens a record from its line', async () => {
    const app = start();
    const line = await screen.findByRole('link', { name: /^Boussole/ });
    expect(line).toHaveAttribute('href', '/gadgets/1');
    fireEvent.click(line);
    await waitFor(() => expect(app.location()).toBe('/gadgets/1'));
    expect(await screen.findByDisplayValue('Boussole')).toBeInTheDocument();
  });

  it('makes its lines links from their first render, each to its own record', async () => {
    start();
    // Not plain lines turned into links once canAccess answered for each: a link as soon as the name shows.
    const name = await screen.findByText('Sextant');
    expect(name.closest('a')).toHaveAttribute('href', '/gadgets/2');
  });

  it('leaves a line opened with a modifier key to the browser (a new tab), the list staying put', async () => {
    const app = start();
    const line = await screen.findByRole('link', { name: /^Boussole/ });
    fireEvent.click(line, { ctrlKey: true });
    await queriesSettled(app.queryClient);
    expect(app.location()).toBe('/gadgets');
    fireEvent.click(line);
    await waitFor(() => expect(app.location()).toBe('/gadgets/1'));
  });

  it('opens nothing from its lines for a person who may only list the records', async () => {
    const lister = permissionsHandler({
      role: 'staff',
      user_id: Number(STAFF_USER.id),
      etablissement_id: 1,
      rules: [{ action: 'list', subject: ['gadgets', 'makers', 'labels'] }],
      fields: {},
    });
    server.use(lister.handler);
    const app = start('/gadgets', signedInAs(STAFF_USER));
    await screen.findByText('Boussole');
    await queriesSettled(app.queryClient);
    expect(screen.queryAllByRole('link', { name: /^(Boussole|Sextant)/ })).toHaveLength(0);
    fireEvent.click(screen.getByText('Boussole'));
    await queriesSettled(app.queryClient);
    expect(app.location()).toBe('/gadgets');
  });

  it('offers the declared filters from the filter button rather than stacked above the lines', async () => {
    start();
    await screen.findByRole('link', { name: /^Sextant/ });
    expect(screen.queryByRole('combobox', { name: 'Taille' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Taille' }));
    await selectOption('Taille', 'Grand');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sextant/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Boussole/ })).toBeInTheDocument();
  });

  it('tells records apart: a second line from the next declared columns, and a mark on an inactive one', async () => {
    start();
    const boussole = await screen.findByRole('link', { name: /^Boussole/ });
    const sextant = screen.getByRole('link', { name: /^Sextant/ });
    // The next two one-line columns declared for the list after the name, each named.
    await waitFor(() =>
      expect(boussole.querySelector('.MuiListItemText-secondary')).toHaveTextContent(
        /^Prix : 1\s234,5 · Stock : 7$/,
      ),
    );
    expect(within(sextant).getByText('Actif : non')).toBeInTheDocument();
    expect(within(boussole).queryByText('Actif : non')).toBeNull();
  });

  it('sorts from a menu of the declared sortable columns', async () => {
    const api = start();
    await screen.findByRole('link', { name: /^Boussole/ });
    fireEvent.click(await screen.findByRole('button', { name: /Trier par/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Stock/ }));
    await waitFor(() =>
      expect(api.sent('GET', '/api/gadgets').some((call) => call.query.get('sort') === 'stock')).toBe(true),
    );
  });

  it('keeps the table on a wider screen', async () => {
    screenWidth(1024);
    start();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
    // Every declared filter is there without asking; the filter button adds only bounds and emptiness tests.
    expect(await screen.findByRole('combobox', { name: 'Taille' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un filtre' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).not.toContain('Taille');
    expect(offered).toContain('Stock : à partir de');
  });

  it('moves the declared filters into the filter button when the open list turns to a phone', async () => {
    screenWidth(1024);
    start();
    expect(await screen.findByRole('combobox', { name: 'Taille' })).toBeInTheDocument();
    act(() => resizeScreen(390));
    await screen.findByRole('link', { name: /^Sextant/ });
    expect(screen.queryByRole('combobox', { name: 'Taille' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Taille' })).toBeInTheDocument();
  });
});
