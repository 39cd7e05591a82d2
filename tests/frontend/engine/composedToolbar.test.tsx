/**
 * A custom list screen that reuses the generated toolbar (blocks.ListActions) inside a list of its
 * own: the export keeps the screen's fixed filter, and on a phone its column chooser is an icon; in
 * a list of no filters, the toolbar offers none to add.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DataTable, List } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { defineResource, type ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { CustomScreenProps, EngineComponents } from '../../../src/engine';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, gadgets } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { screenWidth } from './support/screenWidth';
import { request } from './support/ui';

/** The large gadgets only, with the generated columns, filters and toolbar. */
function LargeGadgets({ declaration, components, blocks }: CustomScreenProps) {
  return (
    <List
      resource={declaration.name}
      filter={{ size: 'large' }}
      filters={blocks.listFilters(declaration)}
      actions={<blocks.ListActions declaration={declaration} components={components} />}
    >
      <DataTable bulkActionButtons={false}>{blocks.listColumns(declaration, components)}</DataTable>
    </List>
  );
}

/** The gadgets with the generated columns and toolbar, and no filters at all. */
function PlainGadgets({ declaration, components, blocks }: CustomScreenProps) {
  return (
    <List
      resource={declaration.name}
      actions={<blocks.ListActions declaration={declaration} components={components} />}
    >
      <DataTable bulkActionButtons={false}>{blocks.listColumns(declaration, components)}</DataTable>
    </List>
  );
}

const components: EngineComponents = { screens: { LargeGadgets, PlainGadgets } };
const largeOnly = defineResource({ ...gadgets, screens: { list: 'LargeGadgets' } });
const plain = defineResource({ ...gadgets, screens: { list: 'PlainGadgets' } });

function start(area: ResourceDeclaration = largeOnly, route = '/gadgets') {
  const declarations = [area, ...fixtureDeclarations.slice(1)];
  const api = fakeApi(declarations, fixtureSeed());
  server.use(...api.handlers);
  renderAdmin({ declarations, route, messages: fixtureMessages, components });
  return api;
}

describe('the generated toolbar in a custom list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the declared filters at once, and exports only the records of the screen's fixed filter", async () => {
    const api = start();
    await screen.findByText('Boussole');
    expect(screen.queryByText('Sextant')).not.toBeInTheDocument();
    // The generated filters, the declared ones shown at once as in a generated list.
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:gadgets'), revokeObjectURL: vi.fn() });
    // The download itself is the browser's business.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Codes, pour les machines (CSV)' }));
    const read = await request(
      api,
      'GET',
      '/api/gadgets',
      (r) => r.query.get('limit') === String(MAX_LIST_LIMIT),
    );
    expect(read.query.get('size')).toBe('large');
  });

  it('shows the column chooser as an icon on a phone, whose menu lists the columns', async () => {
    screenWidth(390);
    start();
    await screen.findByText('Boussole');
    const chooser = await screen.findByRole('button', { name: 'Colonnes' });
    expect(chooser).not.toHaveTextContent('Colonnes');
    await waitFor(() => {
      if (!screen.queryByRole('switch', { name: 'Notes' }))
        fireEvent.click(screen.getByRole('button', { name: 'Colonnes' }));
      expect(screen.getByRole('switch', { name: 'Notes' })).toBeInTheDocument();
    });
  });

  it('offers no filter to add in a list of no filters, even opened on a filtered address', async () => {
    // React-admin's filter button would show for the address's filter, with nothing to add.
    start(plain, `/gadgets?filter=${encodeURIComponent('{"size":"large"}')}`);
    await screen.findByText('Boussole');
    expect(screen.queryByText('Sextant')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un filtre' })).not.toBeInTheDocument();
  });
});
