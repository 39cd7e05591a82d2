/**
 * Related records on the fixture areas, from the declarations alone: an edit screen lists the
 * records of other areas that point to it (by a reference or a list of references), five at most,
 * each linking to itself, with "Voir tout" to the pointing area's list filtered on this record;
 * a list's computed count links to that same filtered list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { request } from './support/ui';

function start(route: string, seed = fixtureSeed()) {
  const api = fakeApi(fixtureDeclarations, seed);
  server.use(...api.handlers);
  const app = renderAdmin({ declarations: fixtureDeclarations, route, messages: fixtureMessages });
  return { api, app };
}

const section = (name: string) => screen.findByRole('region', { name });
const makersOfBoussole = `/makers?filter=${encodeURIComponent('{"favourite_gadget":1}')}`;

describe('related records', () => {
  it('lists the records pointing to the edited one, with a link to each and to all of them', async () => {
    const { api, app } = start('/gadgets/1');
    const makers = await section('Fabricants');
    const ada = await within(makers).findByRole('link', { name: 'Ada Lovelace' });
    expect(ada).toHaveAttribute('href', '/makers/1');
    expect(within(makers).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute('href', '/makers/2');
    const all = within(makers).getByRole('link', { name: 'Voir tout (2)' });
    expect(all).toHaveAttribute('href', makersOfBoussole);
    // Asked by the pointing field, in the pointing area's order.
    const asked = await request(api, 'GET', '/api/makers', (r) => r.query.get('favourite_gadget') === '1');
    expect(asked.query.get('limit')).toBe('5');

    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fireEvent.click(all);
    await waitFor(() => expect(app.location()).toBe(makersOfBoussole));
    expect(await screen.findByText('Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Turing')).toBeInTheDocument();
  });

  it('finds the records pointing by a list of references', async () => {
    start('/labels/rouge');
    const gadgets = await section('Gadgets');
    expect(await within(gadgets).findByRole('link', { name: 'Boussole' })).toHaveAttribute(
      'href',
      '/gadgets/1',
    );
    expect(within(gadgets).getByRole('link', { name: 'Voir tout (1)' })).toHaveAttribute(
      'href',
      `/gadgets?filter=${encodeURIComponent('{"labels":"rouge"}')}`,
    );
  });

  it('says when no record points to the edited one', async () => {
    const seed = fixtureSeed();
    seed.labels.push({ code: 'vert', caption: 'Vert' });
    start('/labels/vert', seed);
    const none = await section('Gadgets');
    expect(await within(none).findByText('Aucun élément pour le moment.')).toBeInTheDocument();
    expect(within(none).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows five records at most, and counts them all', async () => {
    const seed = fixtureSeed();
    for (let index = 3; index <= 8; index += 1)
      seed.makers.push({ id: index, first_name: 'Inventeur', last_name: String(index), favourite_gadget: 1 });
    start('/gadgets/1', seed);
    const makers = await section('Fabricants');
    await within(makers).findByRole('link', { name: 'Ada Lovelace' });
    expect(within(makers).getAllByRole('listitem')).toHaveLength(5);
    expect(within(makers).getByRole('link', { name: 'Voir tout (8)' })).toBeInTheDocument();
  });

  it('makes a count in a list a link to the records counted', async () => {
    start('/gadgets');
    const row = (await screen.findByText('Boussole')).closest('tr') as HTMLElement;
    const fans = row.querySelector('.column-fans') as HTMLElement;
    expect(within(fans).getByRole('link', { name: '2' })).toHaveAttribute('href', makersOfBoussole);
  });
});
