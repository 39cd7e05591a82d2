/**
 * Escalation through the side doors that read: a staff member of one school tries to read another
 * school's records (or an administrator's) through the journal, the trash and the echo of an
 * import preview, and to start the test runner. Each attempt is refused or answers without them,
 * and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import type { ImportReport } from '../../../resources/contracts/importContract';
import type { TrashEntry } from '../../../resources/contracts/trashContract';
import { expectRefusal } from '../support/refusals';
import { createRecord, startTestServer, type TestServer } from '../support/testServer';
import { everything, person, twoSchools, type Rec, type TwoSchools } from './twoSchools';

const FORBIDDEN = 'Votre rôle ne permet pas cette action';

let server: TestServer;
let schools: TwoSchools;
let ours: Rec;
let theirs: Rec;
let admin: Rec;
let theirClass: Rec;

beforeAll(async () => {
  server = await startTestServer();
  schools = await twoSchools(server);
  ours = await person(server.api, schools.alpha, 'student', 'Nôtre');
  theirs = await person(server.api, schools.beta, 'student', 'Autre');
  admin = await person(server.api, schools.alpha, 'admin', 'Direction');
  theirClass = await createRecord(server.api, 'classes', {
    name: '6e Bêta',
    level: '6e',
    school_year: '2025-2026',
    etablissement_id: schools.beta.id,
  });
});

afterAll(async () => {
  await server.close();
});

async function journal(url: string): Promise<{ entries: HistoryEntry[]; total: number }> {
  const response = await schools.staff('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json() as HistoryEntry[], total: Number(response.headers['x-total-count']) };
}

const keysOf = (entries: { resource: string; record_key: string }[]) =>
  entries.map((entry) => `${entry.resource}/${entry.record_key}`);

describe('the journal, read by staff', () => {
  it('lists the entries of their school’s records only, and counts only those', async () => {
    const { entries, total } = await journal('/api/history?limit=500');
    const keys = keysOf(entries);
    expect(keys).toContain(`users/${String(ours.id)}`);
    expect(keys).not.toContain(`users/${String(theirs.id)}`);
    expect(keys).not.toContain(`users/${String(admin.id)}`);
    expect(keys).not.toContain(`classes/${String(theirClass.id)}`);
    expect(total).toBe(entries.length);
  });

  it('answers nothing for another school’s record asked by key, and 404 for its own history', async () => {
    const asked = await journal(`/api/history?resource=users&record_key=${String(theirs.id)}`);
    expect(asked).toEqual({ entries: [], total: 0 });
    expectRefusal(
      await schools.staff('GET', `/api/users/${String(theirs.id)}/history`),
      404,
      `Enregistrement « ${String(theirs.id)} » introuvable`,
    );
    expectRefusal(
      await schools.staff('GET', `/api/classes/${String(theirClass.id)}/history`),
      404,
      `Enregistrement « ${String(theirClass.id)} » introuvable`,
    );
  });
});

describe('the trash, used by staff', () => {
  it('shows their school’s deleted records only, and hides the others from restore and purge', async () => {
    const gone = [
      await person(server.api, schools.alpha, 'student', 'Supprimé'),
      await person(server.api, schools.beta, 'student', 'Supprimé ailleurs'),
    ];
    for (const record of gone) {
      expect((await server.api('DELETE', `/api/users/${String(record.id)}`)).statusCode).toBe(200);
    }
    const response = await schools.staff('GET', '/api/trash?area=users');
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json() as TrashEntry[];
    expect(listed.map((entry) => entry.record_key)).toEqual([String(gone[0].id)]);
    expect(response.headers['x-total-count']).toBe('1');

    const all = (await server.api('GET', '/api/trash?area=users')).json() as TrashEntry[];
    const elsewhere = all.find((entry) => entry.record_key === String(gone[1].id)) as TrashEntry;
    const before = await everything(server);
    expectRefusal(
      await schools.staff('POST', `/api/trash/${elsewhere.id}/restore`),
      404,
      `Élément « ${elsewhere.id} » introuvable dans la corbeille`,
    );
    expectRefusal(await schools.staff('DELETE', `/api/trash/${elsewhere.id}`), 403, FORBIDDEN);
    expect(await everything(server)).toEqual(before);
  });
});

describe('an import preview, asked by staff', () => {
  it('does not echo the key of another school’s record that a row matches', async () => {
    const response = await schools.staff('POST', '/api/users/import', {
      mode: 'all',
      dry_run: true,
      rows: [{ email: String(theirs.email), first_name: 'Deviné' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.rows).toEqual([{ row: 1, verdict: 'error', errors: [{ msg: FORBIDDEN }] }]);
    expect(JSON.stringify(report)).not.toContain(String(theirs.last_name));
  });
});

describe('the undo of another school’s batch, previewed by staff', () => {
  it('is not there for them: its records are not named', async () => {
    const moved = await server.api('PUT', '/api/users/bulk/update', {
      ids: [theirs.id],
      values: { last_name: 'Lot' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = (
      await server.api('GET', `/api/users/${String(theirs.id)}/history`)
    ).json() as HistoryEntry[];
    const batch = String(entry.batch_id);
    expectRefusal(
      await schools.staff('GET', `/api/history/batches/${batch}/undo`),
      404,
      `Lot « ${batch} » introuvable dans le journal`,
    );
  });
});

describe('the test runner, called by staff', () => {
  it('is refused, and starts nothing', async () => {
    const before = await server.app.db.all('SELECT * FROM test_executions');
    expectRefusal(await schools.staff('GET', '/api/tests'), 403, FORBIDDEN);
    expectRefusal(await schools.staff('POST', '/api/tests/run-all', {}), 403, FORBIDDEN);
    expectRefusal(await schools.staff('GET', '/api/tests/coverage'), 403, FORBIDDEN);
    expect(await server.app.db.all('SELECT * FROM test_executions')).toEqual(before);
  });
});
