/**
 * Deleted records wait in the trash: listed with who deleted them and when, restored under their
 * key with the links their delete removed (where nobody changed them since), purged for good on
 * demand or after the retention, and their unique values stay taken meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrashEntry } from '../../resources/contracts/trashContract';
import { createRecord, startTestServer, type TestServer } from './support/testServer';
import { expectRefusal } from './support/refusals';
import { allTables as tableDump } from './support/tableDump';

type Rec = Record<string, unknown>;
let server: TestServer;
let clock = Date.parse('2026-03-02T09:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});

afterAll(async () => {
  await server.close();
});

const created = (resource: string, body: Rec) => createRecord(server.api, resource, body);
const activity = (title: string, extra: Rec = {}) =>
  created('activities', { title, type: 'quiz', language: 'fr', ...extra });
const tick = () => {
  clock += 1000;
};

const allTables = () => tableDump(server);

async function trashOf(area: string): Promise<TrashEntry[]> {
  const response = await server.api('GET', `/api/trash?area=${area}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TrashEntry[];
}

describe('delete, then restore from the trash', () => {
  it('gives back exactly the same records and links, in every table', async () => {
    const theme = await created('themes', { name: 'Thème restauré', color: '#123456' });
    const other = await created('hashtags', { label: 'autre' });
    const tagA = await created('hashtags', { label: 'premier' });
    const tagB = await created('hashtags', { label: 'second' });
    const a1 = await activity('Activité une', {
      theme_id: theme.id,
      hashtags: ['premier', 'autre', 'second'],
    });
    const a2 = await activity('Activité deux', { theme_id: theme.id, hashtags: ['second'] });
    await created('courses', {
      title: 'Parcours lié',
      language: 'fr',
      theme_id: theme.id,
      activities: [a2.id, a1.id],
    });
    const college = await created('etablissements', {
      name: 'Collège restauré',
      uai: '0750201A',
      type: 'college',
    });
    const schoolClass = await created('classes', {
      name: '4e R',
      level: '4e',
      school_year: '2025-2026',
      etablissement_id: college.id,
    });
    const other4e = await created('classes', {
      name: '4e S',
      level: '4e',
      school_year: '2025-2026',
      etablissement_id: college.id,
    });
    await created('users', {
      first_name: 'Élise',
      last_name: 'Restaurée',
      email: 'elise.restauree@ecole.fr',
      password: 'secret-123',
      classes: [other4e.id, schoolClass.id],
    });
    expect(other.label).toBe('autre');
    tick();
    const before = await allTables();

    expect((await server.api('DELETE', `/api/themes/${theme.id}`)).statusCode).toBe(200);
    expect(
      (await server.api('DELETE', '/api/hashtags/bulk', { ids: [tagA.label, tagB.label] })).statusCode,
    ).toBe(200);
    expect((await server.api('DELETE', `/api/classes/${schoolClass.id}`)).statusCode).toBe(200);
    tick();
    expect((await server.api('GET', `/api/themes/${theme.id}`)).statusCode).toBe(404);
    expect((await server.api('GET', `/api/activities/${a1.id}`)).json()).toMatchObject({
      theme_id: null,
      hashtags: ['autre'],
    });

    const [themeEntry] = await trashOf('themes');
    expect(themeEntry).toMatchObject({
      resource: 'themes',
      record_key: String(theme.id),
      record_label: 'Thème restauré',
      deleted_by_name: expect.any(String),
      deleted_at: new Date(clock - 1000).toISOString(),
      link_count: 3,
    });
    // Undone in the reverse order of the deletes, each record gets back its version too.
    const [classEntry] = await trashOf('classes');
    expect((await server.api('POST', `/api/trash/${classEntry.id}/restore`)).json()).toMatchObject({
      relinked: 1,
      notRelinked: [],
    });

    for (const entry of await trashOf('hashtags')) {
      expect((await server.api('POST', `/api/trash/${entry.id}/restore`)).json()).toMatchObject({
        notRelinked: [],
      });
    }
    const restored = await server.api('POST', `/api/trash/${themeEntry.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      relinked: 3,
      notRelinked: [],
      record: { name: 'Thème restauré' },
    });
    expect(await allTables()).toEqual(before);
    expect(await trashOf('themes')).toEqual([]);
    const journal = (await server.api('GET', `/api/activities/${a1.id}/history`)).json() as Rec[];
    expect(journal.filter((e) => e.action === 'relink')).toHaveLength(3);
  });

  it('relinks only the records that did not change the link since, and names the others', async () => {
    const theme = await created('themes', { name: 'Thème disputé', color: '#654321' });
    const replacement = await created('themes', { name: 'Thème de remplacement', color: '#000000' });
    const kept = await activity('Activité restée', { theme_id: theme.id });
    const moved = await activity('Activité déplacée', { theme_id: theme.id });
    await server.api('DELETE', `/api/themes/${theme.id}`);
    await server.api('PUT', `/api/activities/${moved.id}`, { theme_id: replacement.id });
    const [entry] = await trashOf('themes');
    const restored = await server.api('POST', `/api/trash/${entry.id}/restore`);
    expect(restored.json()).toMatchObject({
      relinked: 1,
      notRelinked: ['Activités « Activité déplacée » : « Thème » a été modifié depuis, lien non rétabli'],
    });
    expect((await server.api('GET', `/api/activities/${kept.id}`)).json().theme_id).toBe(theme.id);
    expect((await server.api('GET', `/api/activities/${moved.id}`)).json().theme_id).toBe(replacement.id);
  });
});

describe('the trash keeps', () => {
  it('the unique values of its records taken: the refusal says the holder is in the trash', async () => {
    const theme = await created('themes', { name: 'Nom réservé', color: '#101010' });
    await server.api('DELETE', `/api/themes/${theme.id}`);
    expectRefusal(
      await server.api('POST', '/api/themes', { name: 'nom réservé', color: '#101010' }),
      409,
      'La valeur « nom réservé » du champ « Nom » est déjà utilisée par « Nom réservé », dans la corbeille : restaurez-le ou supprimez-le définitivement d’abord.',
      'name',
    );
    const [entry] = await trashOf('themes');
    expect((await server.api('DELETE', `/api/trash/${entry.id}`)).statusCode).toBe(200);
    expect(
      (await server.api('POST', '/api/themes', { name: 'Nom réservé', color: '#101010' })).statusCode,
    ).toBe(201);
  });

  it('in an import too: the row whose value a trashed record holds is refused, naming the trash', async () => {
    const theme = await created('themes', { name: 'Importé puis supprimé', color: '#101010' });
    await server.api('DELETE', `/api/themes/${theme.id}`);
    const response = await server.api('POST', '/api/themes/import', {
      mode: 'valid',
      dry_run: true,
      rows: [{ name: 'Libre' }, { name: 'importé puis supprimé' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as {
      rows: { verdict: string; errors: { field?: string; msg: string }[] }[];
    };
    expect(report.rows.map((row) => row.verdict)).toEqual(['create', 'error']);
    expect(report.rows[1].errors).toEqual([
      {
        field: 'name',
        msg: 'La valeur « importé puis supprimé » du champ « Nom » est déjà utilisée par « Importé puis supprimé », dans la corbeille : restaurez-le ou supprimez-le définitivement d’abord.',
      },
    ]);
    // Purged, the value is free again.
    const [entry] = await trashOf('themes');
    expect((await server.api('DELETE', `/api/trash/${entry.id}`)).statusCode).toBe(200);
  });

  it('no secret: a deleted account is kept without its password hash', async () => {
    const user = await created('users', {
      first_name: 'Sans',
      last_name: 'Secret',
      email: 'sans.secret@ecole.fr',
      password: 'secret-123',
    });
    await server.api('DELETE', `/api/users/${user.id}`);
    const rows = await server.app.db.all<{ row: string }>(
      `SELECT "row" FROM "_trash" WHERE resource = 'users' AND record_key = '${String(user.id)}'`,
    );
    expect(JSON.parse(rows[0].row)).toMatchObject({ email: 'sans.secret@ecole.fr', password: null });
  });
});

describe('purge', () => {
  it('on demand: gone for good, journaled as such', async () => {
    const theme = await created('themes', { name: 'Thème purgé', color: '#202020' });
    await server.api('DELETE', `/api/themes/${theme.id}`);
    const [entry] = await trashOf('themes');
    expect((await server.api('DELETE', `/api/trash/${entry.id}`)).json()).toEqual({ purged: entry.id });
    expect(await trashOf('themes')).toEqual([]);
    expectRefusal(
      await server.api('POST', `/api/trash/${entry.id}/restore`),
      404,
      `Élément « ${entry.id} » introuvable dans la corbeille`,
    );
    const [last] = (await server.api('GET', `/api/themes/${theme.id}/history`)).json() as Rec[];
    expect(last).toMatchObject({ action: 'purge', record_label: 'Thème purgé' });
  });

  it('after the retention period (here none): no longer listed, and the next sweep purges it', async () => {
    const options = { now: () => clock, trashRetentionDays: 0 };
    const impatient = await startTestServer(options);
    try {
      const theme = await createRecord(impatient.api, 'themes', { name: 'Thème expiré', color: '#303030' });
      await impatient.api('DELETE', `/api/themes/${theme.id}`);
      const listed = async () => {
        const response = await impatient.api('GET', '/api/trash?area=themes');
        return {
          total: response.headers['x-total-count'],
          labels: (response.json() as TrashEntry[]).map((e) => e.record_label),
        };
      };
      const lastAction = async () =>
        ((await impatient.api('GET', `/api/themes/${theme.id}/history`)).json() as Rec[])[0].action;
      expect(await listed()).toEqual({ total: '1', labels: ['Thème expiré'] });
      tick();
      expect(await listed()).toEqual({ total: '0', labels: [] });
      // Reading the trash writes nothing: the purge is the sweep's (at start, then every hour).
      expect(await lastAction()).toBe('delete');
      const restarted = await startTestServer({ ...options, dataDir: impatient.dataDir });
      await restarted.app.close();
      const [last] = (await impatient.api('GET', `/api/themes/${theme.id}/history`)).json() as Rec[];
      expect(last).toMatchObject({ action: 'purge', user_id: null });
    } finally {
      await impatient.close();
    }
  });
});
