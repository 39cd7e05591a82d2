/**
 * "Annuler ce lot": one batch of the journal reverted in one transaction, after a preview; records
 * changed since are refused by name unless skipped; the undo is a batch that can be undone.
 */
import { describe, expect, it } from 'vitest';
import { createRecord, listTotal } from './support/testServer';
import { serverOfTheseTests } from './support/serverOfTheseTests';
import { expectRefusal } from './support/refusals';
import { allTables } from './support/tableDump';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

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
    const tables = await allTables(server, ['updated_at']);
    await server.api('DELETE', '/api/themes/bulk', { ids: themes.map((t) => t.id) });
    const deleted = await allTables(server, ['updated_at']);
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
    expect(await allTables(server, ['updated_at'])).toEqual(tables);

    const again = await server.api('POST', `/api/history/batches/${undone.json().undo_batch_id}/undo`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect((await server.api('GET', `/api/themes/${themes[0].id}`)).statusCode).toBe(404);
    expect((await read('activities', a.id)).theme_id).toBeNull();
    expect(await allTables(server, ['updated_at'])).toEqual(deleted);
  });

  it('brings back a bulk delete of hashtags and classes into the lists that held them, table for table', async () => {
    const school = await created('etablissements', {
      name: 'Collège du lot',
      uai: '0750301B',
      type: 'college',
    });
    const classes = [
      await created('classes', {
        name: '5e L',
        level: '5e',
        school_year: '2025-2026',
        etablissement_id: school.id,
      }),
      await created('classes', {
        name: '5e M',
        level: '5e',
        school_year: '2025-2026',
        etablissement_id: school.id,
      }),
    ];
    await created('users', {
      first_name: 'Lou',
      last_name: 'Dulot',
      email: 'lou.dulot@ecole.fr',
      password: 'secret-123',
      classes: [classes[1].id, classes[0].id],
    });
    await created('hashtags', { label: 'lot-a' });
    await created('hashtags', { label: 'lot-b' });
    const tagged = await created('activities', {
      title: 'Activité étiquetée',
      type: 'quiz',
      language: 'fr',
      hashtags: ['lot-b', 'lot-a'],
    });
    const tables = await allTables(server, ['updated_at']);
    const deletes = [
      await server.api('DELETE', '/api/classes/bulk', { ids: classes.map((c) => c.id) }),
      await server.api('DELETE', '/api/hashtags/bulk', { ids: ['lot-a', 'lot-b'] }),
    ];
    for (const answer of deletes) expect(answer.statusCode, answer.body).toBe(200);
    expect((await read('activities', tagged.id)).hashtags).toEqual([]);

    for (const batch of [await batchOf('hashtags', 'lot-a'), await batchOf('classes', classes[0].id)]) {
      const undone = await server.api('POST', `/api/history/batches/${batch}/undo`, {});
      expect(undone.statusCode, undone.body).toBe(200);
    }
    expect(await allTables(server, ['updated_at'])).toEqual(tables);
  });

  it('undoes an import of 1,000 rows in one batch, and undoing that undo brings every row back', async () => {
    const rows = Array.from({ length: 1000 }, (_, n) => ({ name: `Importé ${n + 1}`, color: '#0a0b0c' }));
    const imported = await server.api('POST', '/api/themes/import', { mode: 'all', rows });
    expect(imported.statusCode, imported.body).toBe(200);
    const { batch_id: batch, rows: written } = imported.json() as {
      batch_id: string;
      rows: { key: unknown }[];
    };
    const withImport = await allTables(server, ['updated_at']);
    const themesCount = await listTotal(server.api, '/api/themes');

    // One record changed since: the whole undo is refused, nothing is written.
    const changed = written[500].key;
    await server.api('PUT', `/api/themes/${String(changed)}`, { name: 'Importé puis renommé' });
    expectRefusal(
      await server.api('POST', `/api/history/batches/${batch}/undo`, {}),
      409,
      'Annulation impossible : Thèmes « Importé 501 » a été modifié depuis. Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.',
    );
    expect(await listTotal(server.api, '/api/themes')).toBe(themesCount);
    await server.api('PUT', `/api/themes/${String(changed)}`, { name: 'Importé 501' });

    const undone = await server.api('POST', `/api/history/batches/${batch}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await listTotal(server.api, '/api/themes')).toBe(themesCount - 1000);
    for (const { key } of [written[0], written[500], written[999]])
      expect((await server.api('GET', `/api/themes/${String(key)}`)).statusCode).toBe(404);
    const undoBatchId = undone.json().undo_batch_id as string;
    const journal = await server.api('GET', `/api/history?batch_id=${undoBatchId}&limit=1`);
    expect(Number(journal.headers['x-total-count'])).toBe(1000);
    expect((journal.json() as Rec[])[0]).toMatchObject({ action: 'delete', resource: 'themes' });

    const redone = await server.api('POST', `/api/history/batches/${undoBatchId}/undo`, {});
    expect(redone.statusCode, redone.body).toBe(200);
    expect(await allTables(server, ['updated_at'])).toEqual(withImport);
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

  it('refuses with 409 a unique value taken since, by another record or one in the trash, naming its field, and writes nothing', async () => {
    const theme = await created('themes', { name: 'Nom d’origine', color: '#555555' });
    const imported = await server.api('POST', '/api/themes/import', {
      mode: 'all',
      rows: [{ id: String(theme.id), name: 'Nom importé' }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const batch = imported.json().batch_id as string;
    const holder = await created('themes', { name: 'Nom d’origine', color: '#666666' });
    const taken =
      'Thèmes « Nom importé » : la valeur « Nom d’origine » du champ « Nom » est prise depuis par « Nom d’origine »';
    const refusal = `Annulation impossible : ${taken}. Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.`;

    const preview = await server.api('GET', `/api/history/batches/${batch}/undo`);
    expect(preview.json().steps).toEqual([expect.objectContaining({ step: 'revert', refused: taken })]);
    expectRefusal(await server.api('POST', `/api/history/batches/${batch}/undo`, {}), 409, refusal, 'name');
    expect((await read('themes', theme.id)).name).toBe('Nom importé');

    await server.api('DELETE', `/api/themes/${String(holder.id)}`);
    expectRefusal(
      await server.api('POST', `/api/history/batches/${batch}/undo`, {}),
      409,
      `Annulation impossible : ${taken}, dans la corbeille. Annulez en laissant ces éléments de côté, ou rétablissez-les d’abord.`,
      'name',
    );
    const skipped = await server.api('POST', `/api/history/batches/${batch}/undo`, { skip_changed: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await read('themes', theme.id)).name).toBe('Nom importé');
  });

  it('answers 404 for an unknown batch', async () => {
    expectRefusal(
      await server.api('GET', '/api/history/batches/inconnu/undo'),
      404,
      'Lot « inconnu » introuvable dans le journal',
    );
  });
});
