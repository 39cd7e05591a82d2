/**
 * A generated list longer than one page pages on the server: the next page asks for the rows
 * after the first page's and shows them instead of the first ones (spec 5, "Pagination").
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';

/** The two gadgets of the seed and ten more: twelve rows, two pages of the fixture's ten. */
function start() {
  const seed = fixtureSeed();
  for (let id = 3; id <= 12; id += 1)
    seed.gadgets.push({ id, title: `Gadget ${String(id).padStart(2, '0')}`, stock: 1, active: true });
  const api = fakeApi(fixtureDeclarations, seed);
  server.use(...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
  const lastPage = () => {
    const query = api.requests.filter((r) => r.method === 'GET' && r.path === '/api/gadgets').at(-1)?.query;
    return { skip: query?.get('skip'), limit: query?.get('limit') };
  };
  return { lastPage };
}

describe('a list longer than one page', () => {
  it('shows the first ten rows by title, and says how many there are', async () => {
    const { lastPage } = start();
    expect(await screen.findByText('Boussole')).toBeInTheDocument();
    expect(screen.getByText('Gadget 11')).toBeInTheDocument();
    expect(screen.queryByText('Gadget 12')).not.toBeInTheDocument();
    expect(screen.queryByText('Sextant')).not.toBeInTheDocument();
    expect(await screen.findByText('1-10 sur 12')).toBeInTheDocument();
    expect(lastPage()).toEqual({ skip: '0', limit: '10' });
  });

  it('asks for the next rows on "next page" and shows them in place of the first ones', async () => {
    const { lastPage } = start();
    await screen.findByText('Boussole');

    fireEvent.click(await screen.findByRole('button', { name: 'Aller à la prochaine page' }));
    expect(await screen.findByText('Sextant')).toBeInTheDocument();
    expect(screen.getByText('Gadget 12')).toBeInTheDocument();
    expect(screen.queryByText('Boussole')).not.toBeInTheDocument();
    expect(screen.getByText('11-12 sur 12')).toBeInTheDocument();
    expect(lastPage()).toEqual({ skip: '10', limit: '10' });
  });

  it('comes back to the first rows on "previous page"', async () => {
    const { lastPage } = start();
    await screen.findByText('Boussole');
    fireEvent.click(await screen.findByRole('button', { name: 'Aller à la prochaine page' }));
    await screen.findByText('Sextant');

    fireEvent.click(screen.getByRole('button', { name: 'Aller à la page précédente' }));
    expect(await screen.findByText('Boussole')).toBeInTheDocument();
    expect(screen.queryByText('Sextant')).not.toBeInTheDocument();
    // The first page is drawn at once from what was read before; its fresh read is sent after.
    await waitFor(() => expect(lastPage()).toEqual({ skip: '0', limit: '10' }));
  });
});
