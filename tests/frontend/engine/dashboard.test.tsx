/** The home dashboard: a count per area with a link, shortcuts to create, the latest changes. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaDashboard } from '../../../src/engine/dashboard/AreaDashboard';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, makers } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { screenWidth } from './support/screenWidth';

const hidden = { ...makers, name: 'archives', hideFromMenu: true };

function Dashboard() {
  return <AreaDashboard declarations={[...fixtureDeclarations, hidden]} />;
}

function start(before: (api: ReturnType<typeof fakeApi>) => void = () => {}) {
  const api = fakeApi([...fixtureDeclarations, hidden], fixtureSeed());
  before(api);
  server.use(...api.handlers);
  renderAdmin({
    declarations: fixtureDeclarations,
    route: '/',
    messages: fixtureMessages,
    dashboard: Dashboard,
  });
  return api;
}

describe('the areas dashboard', () => {
  it('counts each area, links to it and offers to create', async () => {
    const api = start();
    const card = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(within(card('Gadgets')).getByText('2 éléments')).toBeInTheDocument());
    expect(within(card('Fabricants')).getByText('2 éléments')).toBeInTheDocument();
    expect(within(card('Étiquettes')).getByText('2 éléments')).toBeInTheDocument();
    expect(within(card('Gadgets')).getByRole('link', { name: 'Ouvrir « Gadgets »' })).toHaveAttribute(
      'href',
      '/gadgets',
    );
    expect(within(card('Gadgets')).getByRole('link', { name: 'Créer dans « Gadgets »' })).toHaveAttribute(
      'href',
      '/gadgets/create',
    );
    // Areas hidden from the menu are left out, and never asked for.
    expect(screen.queryByRole('region', { name: /archives/i })).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/archives')).toHaveLength(0);
    // One call per area, newest first.
    const calls = api.sent('GET', '/api/gadgets');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].query)).toMatchObject({ sort: 'updated_at', order: 'desc' });
  });

  it('lists the most recently changed records across areas, newest first, linking to their form', async () => {
    start((api) => {
      api.rows.gadgets[1].updated_at = '2030-01-01T00:00:00Z';
    });
    const panel = screen.getByRole('region', { name: 'Dernières modifications' });
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(6));
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Sextant',
      'bleu',
      'rouge',
      'Alan Turing',
      'Ada Lovelace',
      'Boussole',
    ]);
    expect(links[0]).toHaveAttribute('href', '/gadgets/2');
    expect(links[1]).toHaveAttribute('href', '/labels/bleu');
    expect(links[0]).toHaveTextContent(/Gadget · modifié le 01\/01\/2030/);
  });

  it('says when an area cannot be counted, and still shows the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    server.use(
      http.get('/api/makers', () => HttpResponse.json({ detail: 'Indisponible' }, { status: 500 })),
      ...api.handlers,
    );
    renderAdmin({
      declarations: fixtureDeclarations,
      route: '/',
      messages: fixtureMessages,
      dashboard: Dashboard,
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Fabricants' })).getByText('Nombre indisponible'),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Gadgets' })).getByText('2 éléments'),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps each card’s create button inside its card, with its text, and the card opens its list', async () => {
      screenWidth(390);
      start();
      const gadgets = await screen.findByRole('region', { name: 'Gadgets' });
      const create = within(gadgets).getByRole('link', { name: 'Créer dans « Gadgets »' });
      expect(create).toHaveTextContent('Créer');
      expect(create).toHaveAttribute('href', '/gadgets/create');
      // No floating button anywhere: each card's create stays in its card.
      expect(document.querySelector('.MuiFab-root')).toBeNull();
      const open = within(gadgets).getByRole('link', { name: 'Ouvrir « Gadgets »' });
      expect(open).toHaveTextContent('Gadgets');
      fireEvent.click(open);
      expect(await screen.findByRole('link', { name: /^Boussole/ })).toBeInTheDocument();
    });
  });
});
