/**
 * A delete's confirmation tells, before anything is deleted, what the server says the delete will
 * touch: the links other records lose, and the records that forbid it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeleteReport } from '../../../resources/contracts/trashContract';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './support/gadgets';
import { renderAdmin } from './support/renderAdmin';
import { click, request } from './support/ui';

function start(route: string, report: { path: string; method: 'get' | 'post'; answer: DeleteReport }) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  const asked: unknown[] = [];
  server.use(
    http[report.method](report.path, async ({ request: sent }) => {
      asked.push(report.method === 'post' ? await sent.json() : null);
      return HttpResponse.json(report.answer);
    }),
    ...api.handlers,
  );
  const app = renderAdmin({ declarations: fixtureDeclarations, route, messages: fixtureMessages });
  return { api, app, asked };
}

describe('the delete confirmation', () => {
  it('lists what deleting one record will touch, then deletes on confirmation', async () => {
    const { api, app } = start('/gadgets/2/edit', {
      path: '/api/gadgets/2/delete-report',
      method: 'get',
      answer: {
        deletable: true,
        blockers: [],
        effects: [
          {
            resource: 'makers',
            field: 'favourite',
            kind: 'reference',
            count: 12,
            message: '12 fabricants perdront ce gadget',
          },
        ],
      },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Sextant'));
    click('Supprimer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cet élément sera placé dans la corbeille.')).toBeInTheDocument();
    const touched = await within(dialog).findByRole('list', { name: 'Cette suppression touchera :' });
    expect(within(touched).getByText('12 fabricants perdront ce gadget')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/gadgets')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await request(api, 'DELETE', '/api/gadgets/2');
    await waitFor(() => expect(app.location()).toBe('/gadgets'));
  });

  it('asks the report of a selection with its ids, and shows what forbids the delete', async () => {
    const refusal =
      'Suppression impossible : 1 enregistrement(s) de « Fabricants » en dépendent (champ obligatoire « Gadget ») : « Zeiss ». Rattachez-les d’abord à un autre élément.';
    const { asked } = start('/gadgets', {
      path: '/api/gadgets/bulk/delete-report',
      method: 'post',
      answer: {
        deletable: false,
        effects: [],
        blockers: [
          {
            resource: 'makers',
            field: 'gadget',
            count: 1,
            records: [{ key: '1', label: 'Zeiss' }],
            message: refusal,
          },
        ],
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByText('La suppression sera refusée :')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect((asked[0] as { ids: unknown[] }).ids.length).toBeGreaterThan(1);
  });
});
