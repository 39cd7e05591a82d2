/**
 * The "Corbeille" screen: deleted records with who deleted them and when, filtered by area on the
 * server; restoring names the links that could not be put back; purging asks first.
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Admin, CustomRoutes, memoryStore, TestMemoryRouter, type TranslationMessages } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fr } from '../../../i18n/fr';
import type { TrashEntry } from '../../../resources/contracts/trashContract';
import { TrashPage } from '../../../src/features/trash';
import { createDataProvider } from '../../../src/providers/data/dataProvider';
import { server } from '../../support/mswServer';
import { fixtureDeclarations, fixtureMessages } from '../engine/support/gadgets';
import { selectOption } from '../engine/support/ui';

const NOT_RELINKED = 'Étiquettes « Rouge » : « Gadgets » a été modifié depuis, lien non rétabli';

function entry(id: number, resource: string, label: string): TrashEntry {
  return {
    id,
    resource,
    record_key: String(id),
    record_label: label,
    deleted_at: '2026-03-02T09:00:00.000Z',
    deleted_by: 1,
    deleted_by_name: 'Grace Hopper',
    batch_id: `lot-${id}`,
    link_count: 2,
  };
}

function fakeTrash() {
  let entries = [entry(2, 'gadgets', 'Sextant'), entry(1, 'makers', 'Zeiss')];
  const asked: string[] = [];
  const handlers = [
    http.get('/api/trash', ({ request }) => {
      const area = new URL(request.url).searchParams.get('area');
      asked.push(`GET ${area ?? ''}`);
      const shown = entries.filter((e) => !area || e.resource === area);
      return HttpResponse.json(shown, { headers: { 'X-Total-Count': String(shown.length) } });
    }),
    http.post('/api/trash/:id/restore', ({ params }) => {
      asked.push(`RESTORE ${String(params.id)}`);
      entries = entries.filter((e) => e.id !== Number(params.id));
      return HttpResponse.json({
        record: { id: Number(params.id) },
        relinked: 1,
        notRelinked: [NOT_RELINKED],
      });
    }),
    http.delete('/api/trash/:id', ({ params }) => {
      asked.push(`PURGE ${String(params.id)}`);
      entries = entries.filter((e) => e.id !== Number(params.id));
      return HttpResponse.json({ purged: Number(params.id) });
    }),
  ];
  return { handlers, asked };
}

function renderTrash() {
  const messages = { ...fr, resources: { ...fr.resources, ...fixtureMessages.resources } };
  render(
    <TestMemoryRouter initialEntries={['/trash']}>
      <Admin
        dataProvider={createDataProvider(fixtureDeclarations)}
        i18nProvider={polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'fr', {
          allowMissing: true,
        })}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <CustomRoutes>
          <Route path="/trash" element={<TrashPage declarations={fixtureDeclarations} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('the trash screen', () => {
  it('lists deleted records with who and when, filters by area, and restores one', async () => {
    const trash = fakeTrash();
    server.use(...trash.handlers);
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Corbeille' });
    const sextant = (await within(table).findByText('Sextant')).closest('tr') as HTMLElement;
    expect(within(sextant).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(table).getByText('Zeiss')).toBeInTheDocument();

    await selectOption('Espace', 'Gadgets');
    await waitFor(() => expect(within(table).queryByText('Zeiss')).not.toBeInTheDocument());
    expect(trash.asked).toContain('GET gadgets');

    fireEvent.click(within(sextant).getByRole('button', { name: 'Restaurer « Sextant »' }));
    expect(await screen.findByText('« Sextant » a été restauré')).toBeInTheDocument();
    expect(screen.getByText(NOT_RELINKED)).toBeInTheDocument();
    expect(trash.asked).toContain('RESTORE 2');
    expect(await screen.findByText('La corbeille est vide.')).toBeInTheDocument();
  });

  it('purges only after confirmation', async () => {
    const trash = fakeTrash();
    server.use(...trash.handlers);
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Corbeille' });
    const zeiss = (await within(table).findByText('Zeiss')).closest('tr') as HTMLElement;
    fireEvent.click(within(zeiss).getByRole('button', { name: 'Supprimer définitivement « Zeiss »' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer définitivement « Zeiss » ?')).toBeInTheDocument();
    expect(trash.asked.some((a) => a.startsWith('PURGE'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('« Zeiss » a été supprimé définitivement')).toBeInTheDocument();
    expect(trash.asked).toContain('PURGE 1');
    await waitFor(() => expect(within(table).queryByText('Zeiss')).not.toBeInTheDocument());
  });
});
