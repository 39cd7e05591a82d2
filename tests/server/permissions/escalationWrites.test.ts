/**
 * Escalation through the side doors that write: a staff member of one school tries to make an
 * administrator, or a record of another school, through an import, the restore of an old version
 * and the undo of a batch. Each attempt is refused as the permissions issue says, and not one row
 * of the tables changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import type { ImportReport } from '../../../resources/contracts/importContract';
import { expectRefusal } from '../support/refusals';
import { createRecord, startTestServer, type TestServer } from '../support/testServer';
import { everything, person, twoSchools, type Rec, type TwoSchools } from './twoSchools';

const refusedValue = (value: unknown) => `Valeur non autorisée pour votre rôle : « ${String(value)} »`;
const ROLE_REFUSED = refusedValue('admin');

let server: TestServer;
let schools: TwoSchools;

beforeAll(async () => {
  server = await startTestServer();
  schools = await twoSchools(server);
});

afterAll(async () => {
  await server.close();
});

const pupilRow = (email: string, role: string, etablissement: Rec) => ({
  first_name: 'Importé',
  last_name: 'Par le personnel',
  email,
  role,
  etablissement_id: String(etablissement.id),
  password: 'Motdepasse-123',
});

async function historyOf(resource: string, key: unknown): Promise<HistoryEntry[]> {
  const response = await server.api('GET', `/api/${resource}/${String(key)}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HistoryEntry[];
}

describe('staff importing', () => {
  it('gets an error on the row that makes an administrator, and nothing written in all-or-nothing mode', async () => {
    const before = await everything(server);
    const response = await schools.staff('POST', '/api/users/import', {
      mode: 'all',
      rows: [
        pupilRow('eleve.importe@ecole.fr', 'student', schools.alpha),
        pupilRow('admin.importe@ecole.fr', 'admin', schools.alpha),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report).toMatchObject({ batch_id: null, errors: 1, dry_run: false });
    expect(report.rows[1]).toEqual({
      row: 2,
      verdict: 'error',
      errors: [{ field: 'role', msg: ROLE_REFUSED }],
    });
    expect(await everything(server)).toEqual(before);
  });

  it('gets an error on a row of another school, and on a row that promotes a pupil of its own', async () => {
    const pupil = await person(server.api, schools.alpha);
    const before = await everything(server);
    const response = await schools.staff('POST', '/api/users/import', {
      mode: 'valid',
      rows: [
        pupilRow('autre.ecole@ecole.fr', 'student', schools.beta),
        { email: String(pupil.email), role: 'admin' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.batch_id).toBeNull();
    expect(report.rows.map((row) => [row.verdict, row.errors])).toEqual([
      [
        'error',
        [
          {
            field: 'etablissement_id',
            msg: 'Choisissez votre établissement : votre rôle ne permet pas d’en choisir un autre',
          },
        ],
      ],
      ['error', [{ field: 'role', msg: ROLE_REFUSED }]],
    ]);
    expect(await everything(server)).toEqual(before);
  });
});

describe('staff restoring an old version', () => {
  it('cannot bring back the administrator an account used to be', async () => {
    const account = await person(server.api, schools.alpha, 'admin', 'Ancien administrateur');
    await server.api('PUT', `/api/users/${String(account.id)}`, { role: 'teacher' });
    const created = (await historyOf('users', account.id)).find((entry) => entry.action === 'create');
    const before = await everything(server);
    expectRefusal(
      await schools.staff('POST', `/api/history/${String(created?.id)}/restore`, {}),
      403,
      ROLE_REFUSED,
    );
    expect(await everything(server)).toEqual(before);
  });

  it('cannot put a class back in another school', async () => {
    const moved = await createRecord(server.api, 'classes', {
      name: '5e Déménagée',
      level: '5e',
      school_year: '2025-2026',
      etablissement_id: schools.beta.id,
    });
    await server.api('PUT', `/api/classes/${String(moved.id)}`, { etablissement_id: schools.alpha.id });
    const created = (await historyOf('classes', moved.id)).find((entry) => entry.action === 'create');
    const before = await everything(server);
    expectRefusal(
      await schools.staff('POST', `/api/history/${String(created?.id)}/restore`, {}),
      403,
      'Choisissez votre établissement : votre rôle ne permet pas d’en choisir un autre',
    );
    expect(await everything(server)).toEqual(before);
  });
});

describe('staff recreating a deleted account', () => {
  it('does not find a deleted administrator’s entry, and recreates nothing', async () => {
    const account = await person(server.api, schools.alpha, 'admin', 'Administrateur supprimé');
    expect((await server.api('DELETE', `/api/users/${String(account.id)}`)).statusCode).toBe(200);
    const created = (await historyOf('users', account.id)).find((entry) => entry.action === 'create');
    const before = await everything(server);
    expectRefusal(
      await schools.staff('POST', `/api/history/${String(created?.id)}/restore`, {}),
      404,
      `Entrée d’historique « ${String(created?.id)} » introuvable`,
    );
    expect(await everything(server)).toEqual(before);
  });
});

describe('staff within their rights', () => {
  it('import, restore a version, undo a batch and restore from the trash their school’s pupils', async () => {
    const imported = await schools.staff('POST', '/api/users/import', {
      mode: 'all',
      rows: [pupilRow('eleve.alpha@ecole.fr', 'student', schools.alpha)],
    });
    expect((imported.json() as ImportReport).created, imported.body).toBe(1);
    const batch = (imported.json() as ImportReport).batch_id;
    const pupil = await person(server.api, schools.alpha, 'student', 'Avant');
    await server.api('PUT', `/api/users/${String(pupil.id)}`, { first_name: 'Après' });
    const first = (await historyOf('users', pupil.id)).find((entry) => entry.action === 'create');
    const restored = await schools.staff('POST', `/api/history/${String(first?.id)}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as Rec).first_name).toBe('Avant');

    const undone = await schools.staff('POST', `/api/history/batches/${String(batch)}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    const trashed = (await schools.staff('GET', '/api/trash?area=users')).json() as {
      id: number;
      record_label: string;
    }[];
    const back = trashed.find((entry) => entry.record_label === 'Importé Par le personnel');
    const answer = await schools.staff('POST', `/api/trash/${String(back?.id)}/restore`);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('staff undoing a batch', () => {
  it('is refused whole when one of its writes would give an account back its administrator role', async () => {
    const demoted = await person(server.api, schools.alpha, 'admin', 'Rétrogradé');
    const pupil = await person(server.api, schools.alpha);
    const imported = await server.api('POST', '/api/users/import', {
      mode: 'all',
      rows: [
        { email: String(demoted.email), role: 'teacher' },
        { email: String(pupil.email), first_name: 'Renommé' },
      ],
    });
    const batch = (imported.json() as ImportReport).batch_id;
    expect(batch).not.toBeNull();
    const before = await everything(server);
    expectRefusal(
      await schools.staff('GET', `/api/history/batches/${String(batch)}/undo`),
      403,
      ROLE_REFUSED,
    );
    expectRefusal(
      await schools.staff('POST', `/api/history/batches/${String(batch)}/undo`, { skip_changed: true }),
      403,
      ROLE_REFUSED,
    );
    expect(await everything(server)).toEqual(before);
  });
});
