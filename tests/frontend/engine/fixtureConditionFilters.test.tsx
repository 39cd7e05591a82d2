/**
 * Every list gets, from its declaration alone, from/to filters on its numbers and dates, "empty or
 * filled" on its optional fields, and a button that clears every filter: shown on the fixture area.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { selectOption } from './support/ui';

function start() {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
  return { api, list: () => api.sent('GET', '/api/gadgets').at(-1)?.query };
}

async function addFilter(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un filtre' }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
}

describe('the filters every list gets', () => {
  it('filters from a lower bound, on emptiness, then clears every filter at once', async () => {
    const { list } = start();
    await screen.findByText('Sextant');
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).not.toBeInTheDocument();

    await addFilter('Stock : à partir de');
    fireEvent.change(await screen.findByLabelText('Stock : à partir de'), { target: { value: '5' } });
    await waitFor(() => expect(list()?.get('stock_gte')).toBe('5'));
    await waitFor(() => expect(screen.queryByText('Sextant')).not.toBeInTheDocument());
    expect(screen.getByText('Boussole')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await screen.findByText('Sextant');
    // The unfiltered rows come back from the query cache at once; the fresh read follows.
    await waitFor(() => expect(list()?.has('stock_gte')).toBe(false));

    await addFilter('Sortie : vide ou renseigné');
    await selectOption('Sortie : vide ou renseigné', 'Vide');
    await waitFor(() => expect(list()?.get('released_on_empty')).toBe('true'));
    await waitFor(() => expect(screen.queryByText('Boussole')).not.toBeInTheDocument());
    expect(screen.getByText('Sextant')).toBeInTheDocument();
  });

  it('filters up to an upper bound, then on filled fields only', async () => {
    const { list } = start();
    await screen.findByText('Boussole');

    await addFilter('Stock : jusqu’à');
    fireEvent.change(await screen.findByLabelText('Stock : jusqu’à'), { target: { value: '5' } });
    await waitFor(() => expect(list()?.get('stock_lte')).toBe('5'));
    await waitFor(() => expect(screen.queryByText('Boussole')).not.toBeInTheDocument());
    expect(screen.getByText('Sextant')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await screen.findByText('Boussole');
    await addFilter('Sortie : vide ou renseigné');
    await selectOption('Sortie : vide ou renseigné', 'Renseigné');
    await waitFor(() => expect(list()?.get('released_on_empty')).toBe('false'));
    await waitFor(() => expect(screen.queryByText('Sextant')).not.toBeInTheDocument());
    expect(screen.getByText('Boussole')).toBeInTheDocument();
  });

  it('offers no bound on text and no emptiness test on a required field', async () => {
    start();
    await screen.findByText('Sextant');
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un filtre' }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent);
    expect(offered).toEqual(
      expect.arrayContaining(['Prix : à partir de', 'Sortie : jusqu’à', 'Fabricant : vide ou renseigné']),
    );
    expect(offered.some((text) => text?.startsWith('Titre'))).toBe(false);
    expect(offered.some((text) => text?.startsWith('Secret'))).toBe(false);
  });
});
