/**
 * The change history against the real server: an entry per write (bulk actions grouped by a
 * batch id, passwords never kept), the journal's filters and paging, one record's history, and
 * restoring a version (update, stale version, deleted record recreated, missing reference).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../resources/contracts/historyContract';
import { t } from '../../server/http/messages';
import { ADMIN, signIn, startTestServer, type TestServer, createRecord } from './support/testServer';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
let server: TestServer;
let adminId: number;
let etablissement: number;

const create = (resource: string, body: Rec) => createRecord(server.api, resource, body);

async function historyOf(resource: string, key: unknown): Promise<HistoryEntry[]> {
  const response = await server.api('GET', `/api/${resource}/${encodeURIComponent(String(key))}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HistoryEntry[];
}

async function journal(
  query: string,
): Promise<{ entries: HistoryEntry[]; total: number; status: number; body: string }> {
  const response = await server.api('GET', `/api/history?${query}`);
  return {
    entries: response.statusCode === 200 ? (response.json() as HistoryEntry[]) : [],
    total: Number(response.headers['x-total-count']),
    status: response.statusCode,
    body: response.body,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const me = (await server.app.db.first<{ id: number }>('SELECT id FROM users WHERE email = ?', [
    ADMIN.email,
  ]))!;
  adminId = me.id;
  etablissement = (
    await create('etablissements', {
      name: 'Collège Jean Moulin',
      uai: '0690001A',
      type: 'college',
    })
  ).id as number;
});

afterAll(async () => {
  await server.close();
});

describe('an entry for every write', () => {
  it('records create, update and delete with who, the changed fields and the snapshot', async () => {
    const theme = await create('themes', { name: 'Sciences', color: '#123456', position: 3 });
    const updated = await server.api('PUT', `/api/themes/${String(theme.id)}`, { name: 'Sciences et vie' });
    expect(updated.statusCode).toBe(200);
    expect((await server.api('DELETE', `/api/themes/${String(theme.id)}`)).statusCode).toBe(200);

    const [deleted, update, created] = await historyOf('themes', theme.id);
    expect([deleted.action, update.action, created.action]).toEqual(['delete', 'update', 'create']);
    expect(created).toMatchObject({
      user_id: adminId,
      resource: 'themes',
      record_key: String(theme.id),
      record_label: 'Sciences',
      batch_id: null,
    });
    expect(created.user_name).not.toBe('');
    expect(created.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: null, after: 'Sciences' }]),
    );
    expect(update.changes).toEqual([{ field: 'name', before: 'Sciences', after: 'Sciences et vie' }]);
    expect(update.snapshot).toMatchObject({
      id: theme.id,
      name: 'Sciences et vie',
      color: '#123456',
      position: 3,
    });
    expect(deleted.snapshot).toMatchObject({ id: theme.id, name: 'Sciences et vie' });
    expect(deleted.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Sciences et vie', after: null }]),
    );
    expect(Date.parse(created.at)).not.toBeNaN();
  });

  it('compares reference lists as lists', async () => {
    await create('hashtags', { label: 'algebre' });
    await create('hashtags', { label: 'geometrie' });
    const activity = await create('activities', {
      title: 'Les triangles',
      type: 'quiz',
      language: 'fr',
      hashtags: ['algebre'],
    });
    await server.api('PUT', `/api/activities/${String(activity.id)}`, { hashtags: ['geometrie', 'algebre'] });
    const [update] = await historyOf('activities', activity.id);
    expect(update.changes).toEqual([
      { field: 'hashtags', before: ['algebre'], after: ['geometrie', 'algebre'] },
    ]);
  });

  it('never stores a password: a change says so, without values', async () => {
    const user = await create('users', {
      first_name: 'Léa',
      last_name: 'Secret',
      email: 'lea.secret@exemple.fr',
      role: 'teacher',
      password: 'mot-de-passe-1',
    });
    await server.api('PUT', `/api/users/${String(user.id)}`, { password: 'mot-de-passe-2' });
    await server.api('PUT', `/api/users/${String(user.id)}`, { first_name: 'Léa-Marie', password: '' });
    const [noPassword, passwordChange, created] = await historyOf('users', user.id);
    const secret = { field: 'password', before: null, after: null, secret: true };
    expect(created.changes).toContainEqual(secret);
    expect(passwordChange.changes).toEqual([secret]);
    expect(noPassword.changes).toEqual([{ field: 'first_name', before: 'Léa', after: 'Léa-Marie' }]);
    for (const entry of [noPassword, passwordChange, created])
      expect(entry.snapshot).not.toHaveProperty('password');
    const leaks = (await server.app.db.first<{ n: number }>(
      `SELECT COUNT(*) AS n FROM _history WHERE changes || snapshot LIKE '%mot-de-passe%' OR changes || snapshot LIKE '%scrypt%'`,
    ))!;
    expect(leaks.n).toBe(0);
  });

  it('groups the entries of a bulk delete and of a bulk toggle under one batch id each', async () => {
    const themes = await Promise.all(
      [1, 2, 3].map((i) => create('themes', { name: `Lot ${i}`, color: '#222222' })),
    );
    const ids = themes.map((th) => th.id);
    await server.api('PUT', `/api/themes/${String(ids[2])}`, { active: false });
    const toggle = await server.api('PUT', '/api/themes/bulk/toggle-active', { ids, active: false });
    expect(toggle.statusCode).toBe(200);
    const toggled = await journal('action=toggle_active&resource=themes');
    // The third was already inactive: nothing changed for it.
    expect(toggled.entries.map((e) => Number(e.record_key)).sort()).toEqual([ids[0], ids[1]].sort());
    const [batch] = new Set(toggled.entries.map((e) => e.batch_id));
    expect(batch).toMatch(/^[0-9a-f-]{36}$/);
    expect(toggled.entries[0].changes).toEqual([{ field: 'active', before: true, after: false }]);

    const removal = await server.api('DELETE', '/api/themes/bulk', { ids });
    expect(removal.statusCode).toBe(200);
    const deleted = await journal('action=delete&resource=themes&limit=3');
    const batches = new Set(deleted.entries.map((e) => e.batch_id));
    expect(batches.size).toBe(1);
    const [deleteBatch] = batches;
    expect(deleteBatch).not.toBe(batch);
    const byBatch = await journal(`batch_id=${String(deleteBatch)}`);
    expect(byBatch.total).toBe(3);
    expect(byBatch.entries.map((e) => e.snapshot.name).sort()).toEqual(['Lot 1', 'Lot 2', 'Lot 3']);
  });

  it('writes no entry when the write is refused', async () => {
    const before = await journal('resource=themes');
    await create('themes', { name: 'Unique', color: '#333333' });
    const duplicate = await server.api('POST', '/api/themes', { name: 'Unique', color: '#333333' });
    expectRefusal(duplicate, 409, 'La valeur « Unique » du champ « Nom » est déjà utilisée', 'name');
    expect((await journal('resource=themes')).total).toBe(before.total + 1);
  });
});

describe('the journal', () => {
  it('filters by area, action, record, person and dates, newest first, paged with X-Total-Count', async () => {
    const all = await journal('limit=1000');
    expect(all.status).toBe(200);
    expect(all.total).toBe(all.entries.length);
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page = await journal('skip=1&limit=2');
    expect(page.total).toBe(all.total);
    expect(page.entries.map((e) => e.id)).toEqual(ids.slice(1, 3));

    const users = await journal('resource=users&action=update');
    expect(users.total).toBe(2);
    expect(users.entries.every((e) => e.resource === 'users' && e.action === 'update')).toBe(true);

    const one = all.entries.find((e) => e.resource === 'activities') as HistoryEntry;
    const byKey = await journal(`resource=activities&record_key=${one.record_key}`);
    expect(byKey.entries.every((e) => e.record_key === one.record_key)).toBe(true);

    expect((await journal(`user_id=${adminId}`)).total).toBe(all.total);
    expect((await journal('user_id=999999')).total).toBe(0);

    const today = all.entries[0].at.slice(0, 10);
    expect((await journal(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await journal('to=2000-01-01')).total).toBe(0);
    expect((await journal('from=2999-01-01T00:00:00Z')).total).toBe(0);
  });

  it('answers 422 in the usual shape on bad parameters', async () => {
    for (const [query, parameter] of [
      ['action=renamed', 'action'],
      ['resource=rooms', 'resource'],
      ['from=hier', 'from'],
      ['limit=0', 'limit'],
      ['skip=-1', 'skip'],
      ['user_id=abc', 'user_id'],
      ['colour=red', 'colour'],
    ]) {
      const response = await journal(query);
      expect(response.status, query).toBe(422);
      const detail = (JSON.parse(response.body) as { detail: { loc: string[]; msg: string }[] }).detail;
      expect(detail[0].loc).toEqual(['query', parameter]);
      expect(detail[0].msg).not.toBe('');
    }
  });

  it('keeps GET /api/hashtags/:key working for a hashtag named "history"', async () => {
    await create('hashtags', { label: 'history', description: 'Le mot' });
    const record = await server.api('GET', '/api/hashtags/history');
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ label: 'history', description: 'Le mot' });
    const entries = await historyOf('hashtags', 'history');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', record_key: 'history', record_label: 'history' });
    expect((await historyOf('hashtags', 'HISTORY')).length).toBe(1);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const paths = Object.keys((await server.app.inject('/api/openapi.json')).json().paths as Rec);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/history',
        '/api/history/{id}/restore',
        '/api/hashtags/{key}/history',
        '/api/users/{key}/history',
        '/api/users/import',
      ]),
    );
    expect(paths).not.toContain('/api/satisfaction-template-domains/import');
  });
});

describe('restoring a version', () => {
  it('writes an older version back as a new change', async () => {
    const theme = await create('themes', { name: 'Histoire', color: '#654321' });
    await server.api('PUT', `/api/themes/${String(theme.id)}`, { name: 'Histoire-géo', position: 9 });
    const [, created] = await historyOf('themes', theme.id);
    const current = (await server.api('GET', `/api/themes/${String(theme.id)}`)).json() as Rec;
    const restore = await server.api('POST', `/api/history/${created.id}/restore`, {
      updated_at: current.updated_at,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json()).toMatchObject({ id: theme.id, name: 'Histoire', position: 0 });
    const [restored] = await historyOf('themes', theme.id);
    expect(restored.action).toBe('restore');
    expect(restored.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Histoire-géo', after: 'Histoire' },
        { field: 'position', before: 9, after: 0 },
      ]),
    );
  });

  it('refuses a stale version with the message of a stale update', async () => {
    const theme = await create('themes', { name: 'Arts', color: '#abcdef' });
    const [created] = await historyOf('themes', theme.id);
    await server.api('PUT', `/api/themes/${String(theme.id)}`, { name: 'Arts plastiques' });
    const restore = await server.api('POST', `/api/history/${created.id}/restore`, {
      updated_at: theme.updated_at,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toEqual({ detail: t('server.errors.stale') });
    expect((await historyOf('themes', theme.id))[0].action).toBe('update');
  });

  it('recreates a deleted record with the same key; a recreated account has no password', async () => {
    const user = await create('users', {
      first_name: 'Noé',
      last_name: 'Parti',
      email: 'noe.parti@exemple.fr',
      role: 'staff',
      password: 'mot-de-passe-3',
      etablissement_id: etablissement,
    });
    await server.api('DELETE', `/api/users/${String(user.id)}`);
    const [deleted] = await historyOf('users', user.id);
    const restore = await server.api('POST', `/api/history/${deleted.id}/restore`, {});
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json()).toMatchObject({
      id: user.id,
      email: 'noe.parti@exemple.fr',
      etablissement_id: etablissement,
    });
    expect((await server.api('GET', `/api/users/${String(user.id)}`)).statusCode).toBe(200);
    const [restored] = await historyOf('users', user.id);
    expect(restored).toMatchObject({ action: 'restore', record_label: 'Noé Parti' });
    await expect(signIn(server.app, 'noe.parti@exemple.fr', 'mot-de-passe-3')).rejects.toThrow(/401/);
  });

  it('refuses to recreate a record whose references are gone, naming them', async () => {
    const school = await create('etablissements', { name: 'École des Pins', uai: '0690002B', type: 'ecole' });
    const schoolClass = await create('classes', {
      name: 'CP Pins',
      level: 'cp',
      school_year: '2025-2026',
      etablissement_id: school.id,
    });
    await server.api('DELETE', `/api/classes/${String(schoolClass.id)}`);
    await server.api('DELETE', `/api/etablissements/${String(school.id)}`);
    const [deleted] = await historyOf('classes', schoolClass.id);
    const restore = await server.api('POST', `/api/history/${deleted.id}/restore`, {});
    expect(restore.statusCode).toBe(409);
    const detail = (restore.json() as { detail: string }).detail;
    expect(detail).toContain('Établissement');
    expect(detail).toContain('École des Pins');
    expectRefusal(
      await server.api('GET', `/api/classes/${String(schoolClass.id)}`),
      404,
      `Enregistrement « ${String(schoolClass.id)} » introuvable`,
    );
  });

  it('answers 404 for an unknown entry', async () => {
    const response = await server.api('POST', '/api/history/999999/restore', {});
    expect(response.statusCode).toBe(404);
    expect((response.json() as { detail: string }).detail).toBe(
      t('server.history.entryNotFound', { id: 999999 }),
    );
  });
});

describe('sign-in events', () => {
  it('records sign-ins, failed sign-ins and lockouts with the account, time and address, for administrators only', async () => {
    const local = await startTestServer({ signInThrottle: { maxFailures: 2 } });
    try {
      const staff = await local.api('POST', '/api/users', {
        first_name: 'Sol',
        last_name: 'Staff',
        email: 'sol@test.fr',
        role: 'staff',
        password: 'sol-secret-1',
      });
      const solId = staff.json().id as number;
      const login = (password: string, remoteAddress: string) =>
        local.app.inject({
          method: 'POST',
          url: '/login',
          payload: { email: 'sol@test.fr', password },
          remoteAddress,
        });
      expect((await login('wrong-1', '10.9.0.1')).statusCode).toBe(401);
      expect((await login('wrong-2', '10.9.0.1')).statusCode).toBe(401);
      expect((await login('sol-secret-1', '10.9.0.2')).statusCode).toBe(200);

      const read = await local.api('GET', `/api/users/${solId}/history`);
      const events = (read.json() as HistoryEntry[]).filter((entry) => entry.action !== 'create');
      expect(events.map((entry) => [entry.action, entry.snapshot.address, entry.user_id])).toEqual([
        ['sign_in', '10.9.0.2', solId],
        ['lockout', '10.9.0.1', null],
        ['sign_in_failed', '10.9.0.1', null],
        ['sign_in_failed', '10.9.0.1', null],
      ]);
      expect(events[0]).toMatchObject({
        resource: 'users',
        record_key: String(solId),
        record_label: 'Sol Staff',
      });
      expect(Number.isNaN(Date.parse(events[0].at))).toBe(false);

      const failedUnknown = await local.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'nobody@test.fr', password: 'x' },
        remoteAddress: '10.9.0.3',
      });
      expect(failedUnknown.statusCode).toBe(401);
      const failed = (await local.api('GET', '/api/history?action=sign_in_failed')).json() as HistoryEntry[];
      expect(failed[0]).toMatchObject({ record_key: '', record_label: 'nobody@test.fr' });
      expect(failed[0].snapshot).toEqual({ email: 'nobody@test.fr', address: '10.9.0.3' });

      // Staff see the changes, not who signed in from where.
      const solToken = await signIn(local.app, 'sol@test.fr', 'sol-secret-1');
      const asStaff = (url: string) =>
        local.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${solToken}` } });
      const staffJournal = (await asStaff('/api/history?limit=1000')).json() as HistoryEntry[];
      expect(staffJournal.length).toBeGreaterThan(0);
      expect(
        staffJournal.some((entry) => entry.action.startsWith('sign_in') || entry.action === 'lockout'),
      ).toBe(false);
      const staffRecord = (await asStaff(`/api/users/${solId}/history`)).json() as HistoryEntry[];
      expect(staffRecord.map((entry) => entry.action)).toEqual(['create']);

      const restore = await local.api('POST', `/api/history/${events[0].id}/restore`, {});
      expect(restore.statusCode).toBe(409);
      expect(restore.json()).toEqual({ detail: t('server.history.notAChange') });
    } finally {
      await local.close();
    }
  });
});

describe('the person behind an entry', () => {
  it('is the account as it is now (name and e-mail), beside the name given at the time', async () => {
    const created = await create('users', {
      first_name: 'Iris',
      last_name: 'Staff',
      email: 'iris@test.fr',
      role: 'staff',
      password: 'iris-secret-1',
    });
    const id = created.id as number;
    const token = await signIn(server.app, 'iris@test.fr', 'iris-secret-1');
    const asIris = (method: 'PUT' | 'POST', url: string, payload: Rec) =>
      server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    expect(
      (await asIris('PUT', `/api/users/${id}`, { first_name: 'Admin', last_name: 'EduAdmin' })).statusCode,
    ).toBe(200);
    const theme = await asIris('POST', '/api/themes', { name: 'Usurpation', color: '#654321' });
    expect(theme.statusCode).toBe(201);
    expect(
      (await asIris('PUT', `/api/users/${id}`, { first_name: 'Iris', last_name: 'Staff' })).statusCode,
    ).toBe(200);

    const [entry] = await historyOf('themes', theme.json().id);
    expect(entry.user_name).toBe('Admin EduAdmin');
    expect(entry.actor).toEqual({ id, name: 'Iris Staff', email: 'iris@test.fr' });
    const [fromJournal] = (await journal(`resource=themes&record_key=${String(theme.json().id)}`)).entries;
    expect(fromJournal.actor).toEqual({ id, name: 'Iris Staff', email: 'iris@test.fr' });
  });
});
