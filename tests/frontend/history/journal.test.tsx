/**
 * The journal (/history): server-side paging and filters sent as query parameters, the batch of
 * an import taken from the URL, links to records that still exist, and restoring a deleted one.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import { server } from '../../support/mswServer';
import { fakeApi } from '../engine/support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from '../engine/support/gadgets';
import { renderAdmin } from '../engine/support/renderAdmin';
import { selectOption } from '../engine/support/ui';
import { fakeHistory } from './support/fakeHistory';
import { JournalPage } from '../../../src/features/history';

const users = defineResource({
  name: 'users',
  recordRepresentation: '{first_name} {last_name}',
  fields: [
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
  ],
});
const declarations = [...fixtureDeclarations, users];
const messages = {
  resources: {
    ...fixtureMessages.resources,
    users: { name: 'Utilisateur |||| Utilisateurs', fields: { first_name: 'Prénom', last_name: 'Nom' } },
  },
};

function entries(): HistoryEntry[] {
  const list: HistoryEntry[] = [];
  for (let id = 30; id >= 1; id -= 1) {
    list.push({
      id,
      at: `2025-02-${String((id % 28) + 1).padStart(2, '0')}T10:00:00Z`,
      user_id: id % 2 === 0 ? 1 : 2,
      user_name: id % 2 === 0 ? 'Grace Hopper' : 'Linus Torvalds',
      resource: 'gadgets',
      record_key: id === 30 ? '9' : '1',
      record_label: id === 30 ? 'Astrolabe' : 'Boussole',
      action: id === 30 ? 'delete' : 'update',
      changes: [{ field: 'stock', before: id, after: id + 1 }],
      snapshot: id === 30 ? { id: 9, title: 'Astrolabe', stock: 3, active: true, size: 'small' } : {},
      batch_id: id === 29 ? 'lot-42' : null,
    });
  }
  return list;
}

// Staff who renamed themselves like the administrator: the account says who they are.
const RENAMED: HistoryEntry = {
  id: 31,
  at: '2025-03-01T10:00:00Z',
  user_id: 2,
  user_name: 'Admin EduAdmin',
  actor: { id: 2, name: 'Linus Torvalds', email: 'linus@test.fr' },
  resource: 'gadgets',
  record_key: '1',
  record_label: 'Boussole',
  action: 'create',
  changes: [],
  snapshot: {},
  batch_id: null,
};

// Codes and keys on the wire: the journal names them.
const EDITED: HistoryEntry = {
  id: 32,
  at: '2025-03-02T10:00:00Z',
  user_id: 1,
  user_name: 'Grace Hopper',
  resource: 'gadgets',
  record_key: '1',
  record_label: 'Boussole',
  action: 'update',
  changes: [
    { field: 'size', before: 'small', after: 'large' },
    { field: 'language', before: 'fr', after: 'en' },
    { field: 'maker_id', before: 1, after: 2 },
    { field: 'labels', before: ['rouge'], after: ['rouge', 'bleu'] },
  ],
  snapshot: {},
  batch_id: null,
};

function start(route = '/history', extra: HistoryEntry[] = []) {
  const api = fakeApi(declarations, {
    ...fixtureSeed(),
    users: [
      { id: 1, first_name: 'Grace', last_name: 'Hopper' },
      { id: 2, first_name: 'Linus', last_name: 'Torvalds' },
    ],
  });
  const history = fakeHistory(api, [...extra, ...entries()]);
  server.use(...history.handlers, ...api.handlers);
  const app = renderAdmin({
    declarations,
    route,
    messages,
    pages: { '/history': <JournalPage declarations={declarations} /> },
  });
  const journalCalls = () => history.requests.filter((r) => r.path === '/api/history');
  const lastQuery = () => Object.fromEntries(journalCalls().at(-1)?.query ?? []);
  return { api, history, app, journalCalls, lastQuery };
}

/** The journal's own rows (header first), not those of the differences folded inside them. */
const rows = () => [
  ...screen
    .getByRole('table', { name: 'Journal des modifications' })
    .querySelectorAll<HTMLElement>(':scope > thead > tr, :scope > tbody > tr'),
];

describe('the journal', () => {
  it('pages on the server and sends each filter as a query parameter', async () => {
    const { lastQuery } = start();
    await waitFor(() => expect(rows()).toHaveLength(26));
    expect(lastQuery()).toEqual({ skip: '0', limit: '25' });

    fireEvent.click(screen.getByRole('button', { name: 'Aller à la prochaine page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ skip: '25', limit: '25' }));
    await waitFor(() => expect(rows()).toHaveLength(6));

    await selectOption('Espace', 'Gadgets');
    await waitFor(() => expect(lastQuery()).toEqual({ resource: 'gadgets', skip: '0', limit: '25' }));
    await selectOption('Action', 'Suppression');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ resource: 'gadgets', action: 'delete', skip: '0', limit: '25' }),
    );
    await selectOption('Personne', 'Grace Hopper');
    // Days are typed the French way, whatever the browser's language; the API gets ISO days.
    const from = screen.getByLabelText('Du');
    expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    expect(from).not.toHaveAttribute('type', 'date');
    fireEvent.change(from, { target: { value: '01/02/2025' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '31/02/2025' } });
    expect(await screen.findByText('Une date comme 31/01/2025')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '28/02/2025' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        resource: 'gadgets',
        action: 'delete',
        user_id: '1',
        from: '2025-02-01',
        to: '2025-02-28',
        skip: '0',
        limit: '25',
      }),
    );
  });

  it('reads the import batch from the URL', async () => {
    const { lastQuery } = start('/history?batch_id=lot-42');
    expect(await screen.findByText('Lot lot-42')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual({ batch_id: 'lot-42', skip: '0', limit: '25' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[1]).getByText('Linus Torvalds')).toBeInTheDocument();
  });

  it('names the person by their account as it is now, linked, with the name at the time as a detail', async () => {
    const { app } = start('/history?action=create', [RENAMED]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = rows()[1];
    expect(within(row).getByText('linus@test.fr')).toBeInTheDocument();
    expect(within(row).getByText('nom à ce moment : Admin EduAdmin')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('link', { name: 'Ouvrir le compte Linus Torvalds' }));
    await waitFor(() => expect(app.location()).toBe('/users/2'));
  });

  it('shows the differences as people read them: labels for values, names for records', async () => {
    start('/history?action=update', [EDITED]);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const changes = within(rows()[1]).getByRole('table');
    const line = async (field: string) =>
      (await within(changes).findByRole('rowheader', { name: field })).closest('tr') as HTMLElement;
    const cells = async (field: string) =>
      within(await line(field))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await cells('Taille')).toEqual(['Petit', 'Grand']);
    await waitFor(async () => expect(await cells('Langue')).toEqual(['Français', 'Anglais']));
    await waitFor(async () => expect(await cells('Fabricant')).toEqual(['Ada Lovelace', 'Alan Turing']));
    await waitFor(async () => expect(await cells('Étiquettes')).toEqual(['rouge', 'rouge | bleu']));
  });

  it('links to a record that exists, and recreates a deleted one on request', async () => {
    const { api, history, app } = start('/history?action=delete');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const deleted = rows()[1];
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(within(deleted).getByRole('button', { name: 'Restaurer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restaurer « Astrolabe » ?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    expect(await screen.findByText('« Astrolabe » a été restauré')).toBeInTheDocument();
    const post = history.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/history/30/restore');
    expect(post?.body).toEqual({});
    expect(api.rows.gadgets.some((r) => r.id === 9)).toBe(true);
    const link = await screen.findByRole('link', { name: 'Ouvrir « Astrolabe »' });
    fireEvent.click(link);
    await waitFor(() => expect(app.location()).toBe('/gadgets/9'));
  });
});
