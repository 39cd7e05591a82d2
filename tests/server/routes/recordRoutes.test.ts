/**
 * The routes of one record (server/resources/crudRoutes.ts) as an API client uses them: create,
 * read, update with the key in the path or in the body, delete; the refusals they answer; the
 * history each write leaves; the account rules that run inside them (the users area's hooks).
 *
 * The app is built once, by whichever test asks first (a memoised promise, not `beforeAll`: a
 * mutation run must see a failed build fail the test).
 */
import { afterAll, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { expectRefusal } from '../support/refusals';
import {
  ADMIN,
  apiOf,
  createRecord,
  signedInAccount,
  signIn,
  startTestServer,
  type TestServer,
} from '../support/testServer';

/** An area whose key the client gives, and may leave out of the form (not `required`). */
const badges = defineResource({
  name: 'badges',
  key: 'code',
  recordRepresentation: 'code',
  fields: [
    { name: 'code', kind: 'text', maxLength: 20 },
    { name: 'title', kind: 'text' },
    { name: 'themes', kind: 'referenceList', target: 'themes' },
  ],
});

let started: Promise<TestServer> | undefined;
const server = () =>
  (started ??= (async () => startTestServer({ declarations: [...(await loadDeclarations()), badges] }))());

afterAll(async () => {
  if (started) await (await started).close();
});

type Rec = Record<string, unknown>;

/** A record's journal, oldest first. */
async function journalOf(resource: string, key: unknown): Promise<HistoryEntry[]> {
  const { api } = await server();
  const response = await api('GET', `/api/${resource}/${String(key)}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as HistoryEntry[]).reverse();
}

async function historyOf(resource: string, key: unknown): Promise<string[]> {
  return (await journalOf(resource, key)).map((entry) => entry.action);
}

it('creates, reads, updates (key in the path or the body) and deletes a record, each write journaled', async () => {
  const { api } = await server();
  const created = await createRecord(api, 'themes', { name: 'Mers', color: '#123456' });
  expect(created).toMatchObject({ name: 'Mers', color: '#123456', position: 0, active: true });
  const key = created.id as number;

  const read = await api('GET', `/api/themes/${key}`);
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual(created);

  const renamed = await api('PUT', `/api/themes/${key}`, { name: 'Océans', updated_at: created.updated_at });
  expect(renamed.statusCode, renamed.body).toBe(200);
  expect(renamed.json()).toMatchObject({ id: key, name: 'Océans', color: '#123456' });

  // An empty version is no version: the write is not checked against one.
  const moved = await api('PUT', '/api/themes', { id: key, position: 5, updated_at: '' });
  expect(moved.statusCode, moved.body).toBe(200);
  expect(moved.json()).toMatchObject({ id: key, name: 'Océans', position: 5 });
  expect((await api('GET', `/api/themes/${key}`)).json()).toMatchObject({ name: 'Océans', position: 5 });

  const deleted = await api('DELETE', `/api/themes/${key}`);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ deleted: key });
  expectRefusal(await api('GET', `/api/themes/${key}`), 404, `Enregistrement « ${key} » introuvable`);
  const journal = await journalOf('themes', key);
  expect(journal.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
  expect(journal[1].changes).toEqual([{ field: 'name', before: 'Mers', after: 'Océans' }]);
});

it('answers 404 naming the key for a record that does not exist, or a key that cannot be one', async () => {
  const { api } = await server();
  for (const [method, body] of [
    ['GET', undefined],
    ['PUT', { name: 'Rien' }],
    ['DELETE', undefined],
  ] as const) {
    expectRefusal(
      await api(method, '/api/themes/987654', body),
      404,
      'Enregistrement « 987654 » introuvable',
    );
    expectRefusal(await api(method, '/api/themes/abc', body), 404, 'Enregistrement « abc » introuvable');
  }
  expectRefusal(
    await api('PUT', '/api/themes', { id: 987654, name: 'Rien' }),
    404,
    'Enregistrement « 987654 » introuvable',
  );
});

it('refuses an update without its key, with a malformed version, or after someone else saved', async () => {
  const { api } = await server();
  const theme = await createRecord(api, 'themes', { name: 'Volcans', color: '#aa0000' });
  for (const id of [undefined, null, '']) {
    expectRefusal(await api('PUT', '/api/themes', { id, name: 'Sans clé' }), 422, [
      {
        loc: ['body', 'id'],
        msg: 'La clé « id » de l’enregistrement manque dans le corps de la requête',
        type: 'missing',
      },
    ]);
  }
  expectRefusal(await api('PUT', `/api/themes/${theme.id}`, { name: 'Date', updated_at: 'hier' }), 422, [
    { loc: ['body', 'updated_at'], msg: 'Date et heure invalides', type: 'value_error' },
  ]);
  expectRefusal(await api('PUT', `/api/themes/${theme.id}`, { name: 'Date', updated_at: 12 }), 422, [
    { loc: ['body', 'updated_at'], msg: 'Date et heure invalides', type: 'value_error' },
  ]);
  const first = await api('PUT', `/api/themes/${theme.id}`, { position: 1, updated_at: theme.updated_at });
  expect(first.statusCode, first.body).toBe(200);
  const second = await api('PUT', `/api/themes/${theme.id}`, { position: 2, updated_at: theme.updated_at });
  expectRefusal(
    second,
    409,
    'Cet enregistrement a été modifié par quelqu’un d’autre depuis son ouverture. Rechargez-le pour voir les dernières valeurs avant d’enregistrer.',
  );
  expect((await api('GET', `/api/themes/${theme.id}`)).json()).toMatchObject({ position: 1 });
});

it('a key the client gives is required on create, and a text key is found whatever its case', async () => {
  const { api } = await server();
  expectRefusal(await api('POST', '/api/badges', { title: 'Sans code' }), 422, [
    { loc: ['body', 'code'], msg: 'Ce champ est obligatoire', type: 'missing' },
  ]);
  const theme = await createRecord(api, 'themes', { name: 'Lecture', color: '#00aa00' });
  const badge = await createRecord(api, 'badges', {
    code: 'Lecteur',
    title: 'Grand lecteur',
    themes: [theme.id],
  });
  expect(badge).toMatchObject({ code: 'Lecteur', title: 'Grand lecteur', themes: [theme.id] });
  const updated = await api('PUT', '/api/badges', { code: 'lecteur', title: 'Lecteur assidu' });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json()).toMatchObject({ code: 'Lecteur', title: 'Lecteur assidu' });
  const deleted = await api('DELETE', '/api/badges/LECTEUR');
  expect(deleted.json()).toEqual({ deleted: 'Lecteur' });
  expect(await historyOf('badges', 'Lecteur')).toEqual(['create', 'update', 'delete']);
});

it('an account’s password is stored hashed, its owner needs it to change it, and a new one ends their sessions', async () => {
  const { app, api } = await server();
  const email = 'claire.martin@ecole.fr';
  const { account, api: claire } = await signedInAccount(
    { app, api },
    { first_name: 'Claire', last_name: 'Martin', email, password: 'Premier-Passe-1' },
  );
  expect(account).not.toHaveProperty('password');

  // Her own password: only with the current one.
  expectRefusal(await claire('PUT', `/api/users/${account.id}`, { password: 'Deuxieme-Passe-2' }), 422, [
    {
      loc: ['body', 'current_password'],
      msg: 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail',
      type: 'missing',
    },
  ]);
  expectRefusal(
    await claire('PUT', `/api/users/${account.id}`, {
      password: 'Deuxieme-Passe-2',
      current_password: 12345678,
    }),
    422,
    [
      {
        loc: ['body', 'current_password'],
        msg: 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail',
        type: 'missing',
      },
    ],
  );
  const own = await claire('PUT', `/api/users/${account.id}`, {
    password: 'Deuxieme-Passe-2',
    current_password: 'Premier-Passe-1',
  });
  expect(own.statusCode, own.body).toBe(200);
  expect(own.json()).not.toHaveProperty('password');
  expect((await claire('GET', `/api/users/${account.id}`)).statusCode).toBe(200);
  const later = await signIn(app, email, 'Deuxieme-Passe-2');

  // Reset by the administrator: her sessions end, the new password signs in.
  const reset = await api('PUT', '/api/users', { id: account.id, password: 'Troisieme-Passe-3' });
  expect(reset.statusCode, reset.body).toBe(200);
  expect((await apiOf(app, later)('GET', `/api/users/${account.id}`)).statusCode).toBe(401);
  await signIn(app, email, 'Troisieme-Passe-3');
  // Her sign-ins are journaled too; the writes are the creation and the two changes.
  const writes = (await journalOf('users', account.id)).filter((entry) => entry.action !== 'sign_in');
  expect(writes.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
  // A password change is journaled without any value.
  expect(writes[2].changes).toEqual([{ field: 'password', before: null, after: null, secret: true }]);
});

it('nobody deletes their own account; deleting another ends its sessions', async () => {
  const { app, api } = await server();
  const admin = (await api('GET', `/api/users?email=${encodeURIComponent(ADMIN.email)}`)).json() as Rec[];
  expectRefusal(
    await api('DELETE', `/api/users/${admin[0].id}`),
    409,
    'Vous ne pouvez pas supprimer ou désactiver votre propre compte',
  );
  const { account, api: marc } = await signedInAccount(
    { app, api },
    { first_name: 'Marc', last_name: 'Petit', email: 'marc.petit@ecole.fr', password: 'Marc-Passe-123' },
  );
  expect((await api('DELETE', `/api/users/${account.id}`)).json()).toEqual({ deleted: account.id });
  expect((await marc('GET', '/api/themes')).statusCode).toBe(401);
});
