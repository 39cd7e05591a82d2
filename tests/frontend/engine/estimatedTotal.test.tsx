/**
 * A list whose server estimated its total (X-Total-Count-Estimated: a large filtered list) says
 * "environ" that many, and pages on until a short page, whatever the estimate: here the server
 * says about 72,000 of a list that holds twelve rows, and the last of them is still reachable.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';

/** Twelve gadgets, two pages of the fixture's ten, of which the server estimates about 72,003. */
function start() {
  const seed = fixtureSeed();
  for (let id = 3; id <= 12; id += 1)
    seed.gadgets.push({ id, title: `Gadget ${String(id).padStart(2, '0')}`, stock: 1, active: true });
  const api = fakeApi(fixtureDeclarations, seed, { exactTotalLimit: 5, estimate: () => 72003 });
  server.use(...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
  return api;
}

/** French groups thousands with a narrow no-break space. */
const ABOUT_72_000 = /^1-10 sur environ 72\s000$/u;

describe('a list whose total the server estimated', () => {
  it('says about how many rows it holds', async () => {
    start();
    expect(await screen.findByText('Boussole')).toBeInTheDocument();
    expect(await screen.findByText(ABOUT_72_000)).toBeInTheDocument();
    expect(screen.queryByText(/sur 72003/)).not.toBeInTheDocument();
  });

  it('shows more rows from the first one when more rows per page are chosen', async () => {
    const api = start();
    await screen.findByText(ABOUT_72_000);
    fireEvent.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));
    expect(await screen.findByText('11-12 sur 12')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Lignes par page/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    expect(await screen.findByText('1-12 sur 12')).toBeInTheDocument();
    expect(screen.getByText('Boussole')).toBeInTheDocument();
    expect(screen.getByText('Gadget 12')).toBeInTheDocument();
    const last = api.requests.filter((r) => r.method === 'GET' && r.path === '/api/gadgets').at(-1)?.query;
    expect({ skip: last?.get('skip'), limit: last?.get('limit') }).toEqual({ skip: '0', limit: '25' });
  });

  it('pages on until a short page, which says the count it ends on', async () => {
    start();
    await screen.findByText(ABOUT_72_000);

    fireEvent.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));
    expect(await screen.findByText('Sextant')).toBeInTheDocument();
    expect(screen.getByText('Gadget 12')).toBeInTheDocument();
    expect(screen.getByText('11-12 sur 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la prochaine page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Aller à la page précédente' }));
    expect(await screen.findByText('Boussole')).toBeInTheDocument();
    expect(screen.getByText(ABOUT_72_000)).toBeInTheDocument();
  });
});
