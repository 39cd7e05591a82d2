/**
 * The actions on selected rows: none before a row is selected; activate and deactivate only in
 * an area with an active flag, the bulk edit only where a field may be set, and neither for a
 * person who may delete but not edit; a refused toggle is said and keeps the selection; a bulk
 * delete takes the rows away only once the server has deleted them.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { server } from '../../support/mswServer';
import { permissionsHandler, STAFF_USER } from '../permissions/support/permissionsAnswers';
import { signedInAs } from '../permissions/support/signedInAs';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { request } from './support/ui';

/** An area whose only field is unique: nothing a bulk edit may set on several records. */
const badges = defineResource({
  name: 'badges',
  recordRepresentation: 'code',
  fields: [{ name: 'code', kind: 'text', required: true, unique: true }],
});
const messages = {
  ...fixtureMessages,
  resources: {
    ...fixtureMessages.resources,
    badges: { name: 'Badge |||| Badges', fields: { code: 'Code' } },
  },
};
const declarations = [...fixtureDeclarations, badges];

function start(route: string, options: { authProvider?: ReturnType<typeof signedInAs> } = {}) {
  const api = fakeApi(declarations, {
    ...fixtureSeed(),
    badges: [
      { id: 1, code: 'OR' },
      { id: 2, code: 'ARGENT' },
    ],
  });
  server.use(...api.handlers);
  renderAdmin({ declarations, route, messages, ...options });
  return api;
}

/** A staff session allowed these actions in the gadgets area, and nothing else. */
function staffMay(actions: string[]) {
  const authProvider = signedInAs(STAFF_USER);
  server.use(
    permissionsHandler({
      role: 'staff',
      user_id: Number(STAFF_USER.id),
      etablissement_id: 1,
      rules: [{ action: actions, subject: 'gadgets' }],
      fields: {},
    }).handler,
  );
  return authProvider;
}

const selectAll = () => fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));

/** Lets the bulk edit's code (loaded apart, React.lazy) arrive and render, if it is to render. */
async function bulkEditSettled(): Promise<void> {
  await act(async () => {
    await import('../../../src/engine/list/BulkEditButton');
  });
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the actions on selected rows', () => {
  it('appear once a row is selected, activate and deactivate only with an active flag', async () => {
    start('/makers');
    await screen.findByText('Lovelace');
    expect(button('Supprimer')).not.toBeInTheDocument();
    selectAll();
    expect(await screen.findByRole('button', { name: 'Modifier la sélection' })).toBeInTheDocument();
    expect(button('Supprimer')).toBeInTheDocument();
    expect(button('Activer')).not.toBeInTheDocument();
    expect(button('Désactiver')).not.toBeInTheDocument();
  });

  it('offer no bulk edit in an area with no field it may set', async () => {
    start('/badges');
    await screen.findByText('ARGENT');
    selectAll();
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    await bulkEditSettled();
    expect(button('Modifier la sélection')).not.toBeInTheDocument();
  });

  it('offer only delete to a person who may delete but not edit', async () => {
    start('/gadgets', { authProvider: staffMay(['list', 'show', 'delete']) });
    await screen.findByText('Sextant');
    selectAll();
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    await bulkEditSettled();
    expect(button('Activer')).not.toBeInTheDocument();
    expect(button('Désactiver')).not.toBeInTheDocument();
    expect(button('Modifier la sélection')).not.toBeInTheDocument();
  });

  it('offer activate, deactivate and the bulk edit to a person who may edit', async () => {
    start('/gadgets', { authProvider: staffMay(['list', 'show', 'edit']) });
    await screen.findByText('Sextant');
    selectAll();
    expect(await screen.findByRole('button', { name: 'Modifier la sélection' })).toBeInTheDocument();
    expect(button('Activer')).toBeInTheDocument();
    expect(button('Désactiver')).toBeInTheDocument();
  });

  it('say why a toggle was refused, once, and keep the selection', async () => {
    // react-admin logs every failed data provider call in development.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = start('/gadgets');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let calls = 0;
    server.use(
      http.put('/api/gadgets/bulk/toggle-active', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ detail: 'Inventaire en cours' }, { status: 409 });
      }),
    );
    await screen.findByText('Sextant');
    selectAll();
    const deactivate = await screen.findByRole('button', { name: 'Désactiver' });
    fireEvent.click(deactivate);
    await waitFor(() => expect(deactivate).toBeDisabled());
    fireEvent.click(deactivate);
    answer();

    expect(await screen.findByText('Inventaire en cours')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeChecked();
    expect(screen.queryByText('2 éléments désactivés')).not.toBeInTheDocument();
    await waitFor(() => expect(deactivate).toBeEnabled());
    expect(api.rows.gadgets.map((row) => row.active)).toEqual([true, false]);
    expect(logged).toHaveBeenCalled();
  });

  it('keep the deleted rows in sight until the server has deleted them', async () => {
    const api = start('/gadgets');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete(
        '/api/gadgets/bulk',
        async () => {
          await answered;
          return undefined;
        },
        { once: true },
      ),
    );
    await screen.findByText('Sextant');
    selectAll();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer' }));
    // The confirmation stays in sight, busy, while the server deletes.
    await waitFor(() => expect(button('Confirmer')).toBeDisabled());
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByText('Boussole')).toBeInTheDocument();
    answer();
    await request(api, 'DELETE', '/api/gadgets/bulk');
    expect(await screen.findByText('Aucun élément dans « Gadgets » pour le moment.')).toBeInTheDocument();
  });
});
