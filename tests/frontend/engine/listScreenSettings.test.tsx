/**
 * What a generated list screen (ResourceList.tsx) takes from its declaration and the person's
 * rights: the page size (declared, or 25) among the page-size choices, the references' labels shown
 * with the rows (read with the page, not after it; on a phone, whose lines show no reference, not
 * at all), the search and the pagination once the rows are painted, and a box per row for those who may delete records even when they may not edit them.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { server } from '../../support/mswServer';
import { queriesSettled } from '../../support/settled';
import { permissionsHandler, STAFF_USER } from '../permissions/support/permissionsAnswers';
import { signedInAs } from '../permissions/support/signedInAs';
import { fakeApi } from './support/fakeApi';
import {
  fixtureDeclarations,
  fixtureMessages,
  fixtureSeed,
  gadgets,
  labels,
  makers,
} from './support/gadgets';
import { renderAdmin, type AdminRender } from './support/renderAdmin';
import { screenWidth } from './support/screenWidth';

interface Options {
  declarations?: readonly ResourceDeclaration[];
  authProvider?: ReturnType<typeof signedInAs>;
  /** Answers taken before the fake API's. */
  handlers?: RequestHandler[];
}

function start(
  route: string,
  { declarations = fixtureDeclarations, authProvider, handlers = [] }: Options = {},
) {
  const api = fakeApi(declarations, fixtureSeed());
  server.use(...handlers, ...api.handlers);
  const app = renderAdmin({ declarations, route, messages: fixtureMessages, authProvider });
  const lastList = (path: string) => api.sent('GET', path).at(-1)?.query;
  return { api, app, lastList };
}

/** The page sizes offered, read once every answer is drawn (a wrong list fails at once). */
async function pageSizes(app: AdminRender): Promise<string[]> {
  await queriesSettled(app.queryClient);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Lignes par page/ }));
  const sizes = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return sizes;
}

describe('a generated list screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('reads 25 rows a page when its area declares no page size', async () => {
    const { app, lastList } = start('/makers');
    await screen.findByText('Lovelace');
    expect(lastList('/api/makers')?.get('limit')).toBe('25');
    expect(await pageSizes(app)).toEqual(['10', '25', '50', '100']);
  });

  it('offers a declared page size that is not among the usual ones, in its place', async () => {
    const { app, lastList } = start('/gadgets', {
      declarations: [{ ...gadgets, perPage: 15 }, makers, labels],
    });
    await screen.findByText('Boussole');
    expect(lastList('/api/gadgets')?.get('limit')).toBe('15');
    expect(lastList('/api/gadgets')?.get('sort')).toBe('title');
    expect(await pageSizes(app)).toEqual(['10', '15', '25', '50', '100']);
  });

  it('shows a reference’s label with the rows, read with the page rather than after it', async () => {
    // The list's answer comes late: the makers are asked for only once it is in, with the page.
    const late = http.get('/api/gadgets', async () => {
      await delay(50);
      return undefined;
    });
    const { api } = start('/gadgets', { handlers: [late] });
    const row = (await screen.findByText('Boussole')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(api.sent('GET', '/api/makers').length).toBeGreaterThan(0);
  });

  it('brings the search and the pagination once the rows are shown, not while they load', async () => {
    let received = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = http.get('/api/gadgets', async () => {
      received = true;
      await held;
      return undefined;
    });
    const { app } = start('/gadgets', { handlers: [holding] });
    expect(await screen.findByRole('progressbar', { name: 'Chargement de la liste…' })).toBeInTheDocument();
    await waitFor(() => expect(received).toBe(true));
    // The rows count as painted a task after their render (rowsShown.tsx): one task later, with
    // the list still loading, neither is there yet.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByPlaceholderText('Rechercher')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Lignes par page/ })).toBeNull();
    release();
    await screen.findByText('Boussole');
    await queriesSettled(app.queryClient);
    expect(screen.getByPlaceholderText('Rechercher')).toBeInTheDocument();
    expect(screen.getByText('1-2 sur 2')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Chargement de la liste…' })).toBeNull();
  });

  it('reads no referenced record on a phone, whose lines show none', async () => {
    screenWidth(390);
    const { api, app } = start('/gadgets');
    await screen.findByRole('link', { name: /^Boussole/ });
    await queriesSettled(app.queryClient);
    expect(api.sent('GET', '/api/makers')).toHaveLength(0);
  });

  it('gives a box to each row to those who may delete records but not edit them', async () => {
    const rights = permissionsHandler({
      role: 'staff',
      user_id: Number(STAFF_USER.id),
      etablissement_id: 1,
      rules: [
        { action: ['list', 'delete'], subject: 'gadgets' },
        { action: 'list', subject: ['makers', 'labels'] },
      ],
      fields: {},
    });
    const { app } = start('/gadgets', { authProvider: signedInAs(STAFF_USER), handlers: [rights.handler] });
    const row = (await screen.findByText('Sextant')).closest('tr') as HTMLElement;
    await queriesSettled(app.queryClient);
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(row).not.toHaveClass('RaDataTable-clickableRow');
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver' })).toBeNull();
  });

  it('says it cannot load the rows while the browser is offline, under its toolbar', async () => {
    onlineManager.setOnline(false);
    const { api } = start('/gadgets');
    expect(
      await screen.findByText('Pas de connexion. Impossible de charger les données.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/gadgets')).toHaveLength(0);
  });
});
