/**
 * "Annuler ce lot" on the journal filtered by a batch: the preview lists what will be put back and
 * what changed since (left aside), then one call undoes the batch.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/mswServer';
import { fakeApi } from '../engine/support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from '../engine/support/gadgets';
import { fakeHistory } from './support/fakeHistory';
import { JournalPage } from '../../../src/features/history';
import { renderAdmin } from '../engine/support/renderAdmin';

describe('undoing a batch from the journal', () => {
  it('previews the undo, names the records left aside, and undoes on confirmation', async () => {
    const api = fakeApi(fixtureDeclarations, fixtureSeed());
    const history = fakeHistory(api, []);
    const posted: unknown[] = [];
    server.use(
      http.get('/api/history/batches/lot-42/undo', () =>
        HttpResponse.json({
          batch_id: 'lot-42',
          steps: [
            { entry_id: 2, resource: 'gadgets', record_key: '1', record_label: 'Boussole', step: 'recreate' },
            {
              entry_id: 1,
              resource: 'gadgets',
              record_key: '2',
              record_label: 'Sextant',
              step: 'revert',
              refused: 'Gadgets « Sextant » a été modifié depuis',
            },
          ],
        }),
      ),
      http.post('/api/history/batches/lot-42/undo', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ batch_id: 'lot-42', undo_batch_id: 'lot-43', steps: [] });
      }),
      ...history.handlers,
      ...api.handlers,
    );
    renderAdmin({
      declarations: fixtureDeclarations,
      route: '/history?batch_id=lot-42',
      messages: fixtureMessages,
      pages: { '/history': <JournalPage declarations={fixtureDeclarations} /> },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler ce lot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler ce lot ?' });
    expect(await within(dialog).findByText('« Boussole » sortira de la corbeille')).toBeInTheDocument();
    expect(within(dialog).getByText('Gadgets « Sextant » a été modifié depuis')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le lot' }));
    await waitFor(() => expect(posted).toEqual([{ skip_changed: true }]));
    expect(
      await screen.findByText('Le lot a été annulé (l’annulation est elle-même un lot du journal)'),
    ).toBeInTheDocument();
  });
});
