/**
 * The "Historique" section of a generated edit screen: the differences with translated labels and
 * readable values, restoring a version (with the record's updated_at) and the server's refusal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import { server } from '../../support/mswServer';
import { fakeApi } from '../engine/support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from '../engine/support/gadgets';
import { renderAdmin } from '../engine/support/renderAdmin';
import { fakeHistory, STALE_DETAIL } from './support/fakeHistory';

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 1,
    at: '2025-02-01T09:30:00Z',
    user_id: 1,
    user_name: 'Ada Lovelace',
    resource: 'gadgets',
    record_key: '1',
    record_label: 'Boussole',
    action: 'update',
    changes: [],
    snapshot: {},
    batch_id: null,
    ...overrides,
  };
}

const ENTRIES: HistoryEntry[] = [
  entry({
    id: 2,
    changes: [
      { field: 'title', before: 'Boussole ancienne', after: 'Boussole' },
      { field: 'active', before: false, after: true },
      { field: 'size', before: 'small', after: 'large' },
      { field: 'secret', before: null, after: null, secret: true },
    ],
    snapshot: { title: 'Boussole', active: true, size: 'large' },
  }),
  entry({
    id: 1,
    at: '2025-01-15T08:00:00Z',
    user_name: 'Alan Turing',
    action: 'create',
    changes: [{ field: 'title', before: null, after: 'Boussole ancienne' }],
    snapshot: { title: 'Boussole ancienne', active: false, size: 'small' },
  }),
];

function start() {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  const history = fakeHistory(api, ENTRIES);
  server.use(...history.handlers, ...api.handlers);
  renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets/1/edit', messages: fixtureMessages });
  return { api, history };
}

async function openHistory() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Boussole'));
  fireEvent.click(screen.getByRole('button', { name: 'Historique' }));
  return screen.findByRole('listitem', { name: /^Modification par Ada Lovelace/ });
}

describe('the history section of an edit screen', () => {
  it('reads nothing until opened, then lists the changes newest first with translated labels', async () => {
    const { history } = start();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Boussole'));
    expect(history.requests).toHaveLength(0);

    const latest = await openHistory();
    const rows = within(latest)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Champ', 'Avant', 'Après'],
      ['Titre', 'Boussole ancienne', 'Boussole'],
      ['Actif', 'Non', 'Oui'],
      ['Taille', 'Petit', 'Grand'],
      ['Secret', '', 'modifié'],
    ]);
    const items = screen
      .getAllByRole('listitem', { name: / par .* le / })
      .map((li) => li.getAttribute('aria-label'));
    expect(items[0]).toMatch(/^Modification par Ada Lovelace le 01\/02\/2025/);
    expect(items[1]).toMatch(/^Création par Alan Turing le 15\/01\/2025/);
    const sent = history.requests[0];
    expect(sent.path).toBe('/api/gadgets/1/history');
    expect(sent.query.get('skip')).toBe('0');
    expect(sent.query.get('limit')).toBe('10');
  });

  it('pages a history of more than ten changes by ten, with no choice of rows per page', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    const long = Array.from({ length: 12 }, (_, index) =>
      entry({ id: 12 - index, user_name: `Auteur ${12 - index}`, changes: [] }),
    );
    const history = fakeHistory(api, long);
    server.use(...history.handlers, ...api.handlers);
    renderAdmin({ declarations: fixtureDeclarations, route: '/gadgets/1/edit', messages: fixtureMessages });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Boussole'));
    fireEvent.click(screen.getByRole('button', { name: 'Historique' }));

    await screen.findByRole('listitem', { name: /^Modification par Auteur 12/ });
    expect(screen.getByText('1-10 sur 12')).toBeInTheDocument();
    expect(screen.queryByText(/Lignes par page/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));

    await screen.findByRole('listitem', { name: /^Modification par Auteur 2/ });
    expect(screen.getByText('11-12 sur 12')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Modification par Auteur 12/ })).not.toBeInTheDocument();
    expect(history.requests.at(-1)?.query.get('skip')).toBe('10');
  });

  it('restores a version with the record’s updated_at and shows the restored values', async () => {
    const { api, history } = start();
    const readAt = api.rows.gadgets.find((r) => r.id === 1)?.updated_at;
    await openHistory();
    const oldest = screen.getByRole('listitem', { name: /^Création par Alan Turing/ });
    fireEvent.click(within(oldest).getByRole('button', { name: 'Restaurer cette version' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restaurer cette version ?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(history.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = history.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/history/1/restore');
    expect(post?.body).toEqual({ updated_at: readAt });
    expect(await screen.findByText('La version a été restaurée')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Boussole ancienne'),
    );
    expect(screen.getByRole('combobox', { name: 'Taille' })).toHaveTextContent('Petit');
  });

  it('shows the server’s French message when the record changed since, and keeps the form', async () => {
    const { api } = start();
    await openHistory();
    // Someone saves the record after this screen read it.
    const row = api.rows.gadgets.find((r) => r.id === 1);
    if (row) row.updated_at = '2029-12-31T00:00:00.000Z';
    const oldest = screen.getByRole('listitem', { name: /^Création par Alan Turing/ });
    fireEvent.click(within(oldest).getByRole('button', { name: 'Restaurer cette version' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText(STALE_DETAIL)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Boussole');
    expect(screen.getByRole('listitem', { name: /^Création par Alan Turing/ })).toBeInTheDocument();
  });
});
