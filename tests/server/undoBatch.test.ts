/**
 * "Annuler ce lot": one batch of the journal reverted in one transaction, after a preview; records
 * changed since are refused by name unless skipped; the undo is a batch that can be undone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, startTestServer, type TestServer } from './support/testServer';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const created = (resource: string, body: Rec) => createRecord(server.api, resource, body);
const read = async (resource: string, id: unknown) => {
  const { updated_at: _version, ...record } = (
    await server.api('GET', `/api/${resource}/${String(id)}`)
  ).json() as Rec;
  return record;
};
const batchOf = async (resource: string, id: unknown) =>
  ((await server.api('GET', `/api/${resource}/${String(id)}/history`)).json() as Rec[])[0].batch_id as string;

describe('undoing a batch', () => {
  it('brings back a bulk delete with its links, and undoing the undo deletes them again', async () => {
    const themes = [
      await created('themes', { name: 'Lot un', color: '#111111' }),
      await created('themes', { name: 'Lot deux', color: '#222222' }),
    ];
    const a = await created('activities', {
      title: 'Activité du lot',
      type: 'quiz',
      language: 'fr',
      theme_id: themes[0].id,
    });
    const before = { a: await read('activities', a.id), t0: await read('themes', themes[0].id) };
    await server.api('DELETE', '/api/themes/bulk', { ids: themes.map((t) => t.id) });
    const batch = await batchOf('activities', a.id);

    const preview = await server.api('GET', `/api/history/batches/${batch}/undo`);
    expect(preview.json().steps.map((s: Rec) => [s.record_label, s.step])).toEqual(
      expect.arrayContaining([
        ['Lot un', 'recreate'],
        ['Lot deux', 'recreate'],
        ['Activité du lot', 'revert'],
      ]),
    );
    expect((await server.api('GET', `/api/themes/${themes[0].id}`)).statusCode).toBe(404);

    const undone = await server.api('POST', `/api/history/batches/${batch}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await read('activities', a.id)).toEqual(before.a);
    expect(await read('themes', themes[0].id)).toEqual(before.t0);

    const again = await server.api('POST', `/api/history/batches/${undone.json().undo_batch_id}/undo`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect((await server.api('GET', `/api/themes/${themes[0].id}`)).statusCode).toBe(404);
    expect((await read('activities', a.id)).theme_id).toBeNull();
  });

  it('reverts a bulk toggle, refusing by name a record changed since unless asked to skip it', async () => {
    const kept = await created('themes', { name: 'Basculé', color: '#333333' });
    const edited = await created('themes', { name: 'Retouché', color: '#444444' });
    await server.api('PUT', '/api/themes/bulk/toggle-active', { ids: [kept.id, edited.id], active: false });
    const batch = await batchOf('themes', kept.id);
    await server.api('PUT', `/api/themes/${edited.id}`, { active: true });

    expectRefusal(
      await server.api('POST', `/api/history/batches/${batch}/undo`, {}),
      409,
      'Annulation impossible : Thèmes « Retouché » a été modifié depuis. Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.',
    );
    expect((await read('themes', kept.id)).active).toBe(false);
    const skipped = await server.api('POST', `/api/history/batches/${batch}/undo`, { skip_changed: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await read('themes', kept.id)).active).toBe(true);
  });

  it('answers 404 for an unknown batch', async () => {
    expectRefusal(
      await server.api('GET', '/api/history/batches/inconnu/undo'),
      404,
      'Lot « inconnu » introuvable dans le journal',
    );
  });
});
