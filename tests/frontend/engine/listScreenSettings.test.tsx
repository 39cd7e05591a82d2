/**
 * What a generated list screen (ResourceList.tsx) takes from its declaration and the person's
 * rights: the page size (declared, or 25) among the page-size choices, the references' labels shown
 * with the rows (read with the page, not after it; on a phone, whose lines show no reference, not
 * at all), and a box per row for those who may delete records even when they may not edit them.
 */
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { renderAdmin } from './support/renderAdmin';
import { screenWidth } from './support/screenWidth';

function start(
  route: string,
  declarations = fixtureDeclarations,
  authProvider?: ReturnType<typeof signedInAs>,
) {
  const api = fakeApi(declarations, fixtureSeed());
  server.use(...api.handlers);
  const app = renderAdmin({ declarations, route, messages: fixtureMessages, authProvider });
  const lastList = (path: string) => api.sent('GET', path).at(-1)?.query;
  return { api, app, lastList };
}

async function pageSizes(): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Lignes par page/ }));
  const sizes = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return sizes;
}

describe('a generated list screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads 25 rows a page when its area declares no page size', async () => {
    const { lastList } = start('/makers');
    await screen.findByText('Lovelace');
    expect(lastList('/api/makers')?.get('limit')).toBe('25');
    expect(await pageSizes()).toEqual(['10', '25', '50', '100']);
  });

  it('offers a declared page size that is not among the usual ones, in its place', async () => {
    const { lastList } = start('/gadgets', [{ ...gadgets, perPage: 15 }, makers, labels]);
    await screen.findByText('Boussole');
    expect(lastList('/api/gadgets')?.get('limit')).toBe('15');
    expect(await pageSizes()).toEqual(['10', '15', '25', '50', '100']);
  });

  it('shows a reference’s label with the rows, read with the page rather than after it', async () => {
    // The list's answer comes late: the makers are asked for only once it is in, with the page.
    server.use(
      http.get('/api/gadgets', async () => {
        await delay(50);
        return undefined;
      }),
    );
    const { api } = start('/gadgets');
    const row = (await screen.findByText('Boussole')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(api.sent('GET', '/api/makers').length).toBeGreaterThan(0);
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
    server.use(rights.handler);
    const { app } = start('/gadgets', fixtureDeclarations, signedInAs(STAFF_USER));
    const row = (await screen.findByText('Sextant')).closest('tr') as HTMLElement;
    await queriesSettled(app.queryClient);
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(row).not.toHaveClass('RaDataTable-clickableRow');
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Désactiver' })).toBeNull());
  });
});
