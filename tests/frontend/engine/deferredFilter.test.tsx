/**
 * A declared filter comes once the list's rows are shown (DeferredFilter): until then a box holds
 * its place, even when the filters' code is already in. Shown in a custom list that reuses the
 * generated filters in react-admin's own filter form, which renders them from the first render.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { DataTable, List } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import type { CustomScreenProps, EngineComponents } from '../../../src/engine';
import { loadFilterCode } from '../../../src/engine/list/filterCode';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed, gadgets } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';

function GadgetShelf({ declaration, components, blocks }: CustomScreenProps) {
  return (
    <List resource={declaration.name} filters={blocks.listFilters(declaration)}>
      <DataTable bulkActionButtons={false}>{blocks.listColumns(declaration, components)}</DataTable>
    </List>
  );
}

const components: EngineComponents = { screens: { GadgetShelf } };
const shelf = defineResource({ ...gadgets, screens: { list: 'GadgetShelf' } });

describe('a declared filter', () => {
  it('waits for the rows before it comes, though its code is in', async () => {
    const declarations = [shelf, ...fixtureDeclarations.slice(1)];
    const api = fakeApi(declarations, fixtureSeed());
    let asked = false;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/gadgets', async () => {
        asked = true;
        await held;
        return undefined;
      }),
      ...api.handlers,
    );
    renderAdmin({ declarations, route: '/gadgets', messages: fixtureMessages, components });
    // The list waits for its rows; the filters' code is in, and every update it could start has been rendered.
    await waitFor(() => expect(asked).toBe(true));
    await act(async () => {
      await loadFilterCode();
    });
    expect(screen.getByPlaceholderText('Rechercher')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Taille' })).not.toBeInTheDocument();

    release();
    await screen.findByText('Boussole');
    expect(await screen.findByRole('combobox', { name: 'Taille' })).toBeInTheDocument();
  });
});
