/**
 * The fixture list of gadgets with the fake API behind it, and its bulk edit dialog opened on
 * every row: where the bulk edit tests start.
 */
import { fireEvent, screen } from '@testing-library/react';
import { server } from '../../../support/mswServer';
import { fakeApi } from './fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './gadgets';
import { renderAdmin } from './renderAdmin';

export function startGadgetsList() {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  server.use(...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets', messages: fixtureMessages });
  return api;
}

/** Selects every row and opens the bulk edit dialog. */
export async function openBulkEdit(): Promise<HTMLElement> {
  await screen.findByText('Sextant');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Modifier la sélection' }));
  return screen.findByRole('dialog', { name: 'Modifier 2 éléments' });
}
