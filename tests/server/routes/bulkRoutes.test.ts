/**
 * The routes that act on several records at once (server/resources/crudRoutes.ts and
 * bulkUpdateRoute.ts) as the list's bulk actions call them: delete, (de)activate, set the same
 * values; the keys they accept; their refusals, which change nothing; one journal batch per call.
 *
 * The app is built once, by whichever test asks first (a memoised promise, not `beforeAll`: a
 * mutation run must see a failed build fail the test).
 */
import { afterAll, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
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

let started: Promise<TestServer> | undefined;
const server = () => (started ??= startTestServer());

afterAll(async () => {
  if (started) await (await started).close();
});

type Rec = Record<string, unknown>;

let themeCount = 0;
async function themes(count: number, values: Rec = {}): Promise<number[]> {
  const { api } = await server();
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    themeCount += 1;
    const theme = await createRecord(api, 'themes', {
      name: `Thème ${themeCount}`,
      color: '#336699',
      ...values,
    });
    ids.push(theme.id as number);
  }
  return ids;
}

async function theme(id: number): Promise<Rec> {
  return (await (await server()).api('GET', `/api/themes/${id}`)).json() as Rec;
}

/** The journal's entries of `action` on these themes, oldest first. */
async function entries(ids: number[], action: string): Promise<HistoryEntry[]> {
  const response = await (
    await server()
  ).api('GET', `/api/history?resource=themes&action=${action}&limit=1000`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as HistoryEntry[])
    .filter((entry) => ids.map(String).includes(entry.record_key))
    .reverse();
}

const idsRefusal = (msg: string, type = 'value_error') => [{ loc: ['body', 'ids'], msg, type }];

it('refuses a bulk call whose keys are not a list, too many, or not keys of the area', async () => {
  const { api } = await server();
  for (const url of ['/api/themes/bulk', '/api/themes/bulk/toggle-active', '/api/themes/bulk/update']) {
    const method = url === '/api/themes/bulk' ? 'DELETE' : 'PUT';
    expectRefusal(
      await api(method, url, { ids: 3, active: true, values: { position: 1 } }),
      422,
      idsRefusal('Une liste d’identifiants est attendue', 'list_type'),
    );
  }
  expectRefusal(
    await api('DELETE', '/api/themes/bulk', { ids: Array.from({ length: 10001 }, (_, index) => index + 1) }),
    422,
    idsRefusal('Au plus 10000 identifiants par requête'),
  );
  const most = await api('DELETE', '/api/themes/bulk', {
    ids: Array.from({ length: 10000 }, (_, index) => 900000 + index),
  });
  expect(most.json()).toEqual({ deleted: 0 });
  const [kept] = await themes(1);
  expectRefusal(await api('DELETE', '/api/themes/bulk', { ids: [kept, 'abc', 'x'] }), 422, [
    { loc: ['body', 'ids', 1], msg: 'Identifiant invalide', type: 'value_error' },
    { loc: ['body', 'ids', 2], msg: 'Identifiant invalide', type: 'value_error' },
  ]);
  expect((await api('GET', `/api/themes/${kept}`)).statusCode).toBe(200);
});

it('deletes the records named once each, whatever the case of a text key, in one journal batch', async () => {
  const { api } = await server();
  const ids = await themes(2);
  const deleted = await api('DELETE', '/api/themes/bulk', { ids: [...ids, String(ids[0]), 987654] });
  expect(deleted.statusCode, deleted.body).toBe(200);
  expect(deleted.json()).toEqual({ deleted: 2 });
  for (const id of ids) expect((await api('GET', `/api/themes/${id}`)).statusCode).toBe(404);
  const journal = await entries(ids, 'delete');
  expect(journal.map((entry) => Number(entry.record_key)).sort()).toEqual([...ids].sort());
  expect(journal[0].batch_id).toBeTruthy();
  expect(journal[1].batch_id).toBe(journal[0].batch_id);

  for (const label of ['sciences', 'histoire']) await createRecord(api, 'hashtags', { label });
  const tags = await api('DELETE', '/api/hashtags/bulk', { ids: ['Sciences', 'sciences', 'HISTOIRE'] });
  expect(tags.json()).toEqual({ deleted: 2 });
  expect((await api('GET', '/api/hashtags/sciences')).statusCode).toBe(404);
});

it('(de)activates the records named, journaling only those that changed, in one batch', async () => {
  const { api } = await server();
  const [on, off] = await themes(2);
  const [alreadyOff] = await themes(1, { active: false });
  const response = await api('PUT', '/api/themes/bulk/toggle-active', {
    ids: [on, off, alreadyOff],
    active: false,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ updated: 3 });
  for (const id of [on, off, alreadyOff]) expect(await theme(id)).toMatchObject({ active: false });
  const journal = await entries([on, off, alreadyOff], 'toggle_active');
  expect(journal.map((entry) => Number(entry.record_key)).sort()).toEqual([on, off].sort());
  expect(journal[1].batch_id).toBe(journal[0].batch_id);
  expect(journal[0].changes).toEqual([{ field: 'active', before: true, after: false }]);

  const back = await api('PUT', '/api/themes/bulk/toggle-active', { ids: [on], active: true });
  expect(back.json()).toEqual({ updated: 1 });
  expect(await theme(on)).toMatchObject({ active: true });
  expect(await theme(off)).toMatchObject({ active: false });
});

it('refuses to (de)activate without a true or false, or an area that has no active field', async () => {
  const { api } = await server();
  const [id] = await themes(1);
  for (const active of [undefined, 'false', 0]) {
    expectRefusal(await api('PUT', '/api/themes/bulk/toggle-active', { ids: [id], active }), 422, [
      { loc: ['body', 'active'], msg: 'La valeur « active » doit valoir true ou false', type: 'bool_type' },
    ]);
  }
  expect(await theme(id)).toMatchObject({ active: true });
  expectRefusal(
    await api('PUT', '/api/satisfaction-template-domains/bulk/toggle-active', { ids: [1], active: false }),
    400,
    'Cette ressource ne peut pas être activée ou désactivée',
  );
});

it('sets the same values on every record named, journaled as one batch', async () => {
  const { api } = await server();
  const ids = await themes(3);
  const response = await api('PUT', '/api/themes/bulk/update', {
    ids: ids.slice(0, 2),
    values: { position: 7, description: 'Rangé' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ updated: 2 });
  expect(await theme(ids[0])).toMatchObject({ position: 7, description: 'Rangé' });
  expect(await theme(ids[1])).toMatchObject({ position: 7, description: 'Rangé' });
  expect(await theme(ids[2])).toMatchObject({ position: 0, description: null });
  const journal = await entries(ids, 'update');
  expect(journal.map((entry) => Number(entry.record_key))).toEqual(ids.slice(0, 2));
  expect(journal[0].changes).toEqual(expect.arrayContaining([{ field: 'position', before: 0, after: 7 }]));
  expect(journal[0].batch_id).toBeTruthy();
  expect(journal[1].batch_id).toBe(journal[0].batch_id);
});

it('refuses bulk values that are missing, not editable together, or refused by the form, and changes nothing', async () => {
  const { api } = await server();
  const ids = await themes(2);
  for (const values of [undefined, 'position', {}]) {
    expectRefusal(await api('PUT', '/api/themes/bulk/update', { ids, values }), 422, [
      { loc: ['body', 'values'], msg: 'Indiquez au moins une valeur à modifier', type: 'value_error' },
    ]);
  }
  expectRefusal(
    await api('PUT', '/api/themes/bulk/update', { ids, values: { position: 1, name: 'Même nom' } }),
    422,
    [
      {
        loc: ['body', 'values', 'name'],
        msg: '« Nom » ne peut pas être modifié sur plusieurs éléments à la fois',
        type: 'value_error',
      },
    ],
  );
  expectRefusal(await api('PUT', '/api/themes/bulk/update', { ids, values: { position: -1 } }), 422, [
    {
      loc: ['body', 'values', 'position'],
      msg: 'La valeur doit être supérieure ou égale à 0',
      type: 'value_error',
    },
  ]);
  for (const id of ids) expect(await theme(id)).toMatchObject({ position: 0 });
});

it('applies the account rules to bulk writes: not one’s own account, and a deactivated account’s sessions end', async () => {
  const { app, api } = await server();
  const [admin] = (await api('GET', `/api/users?email=${encodeURIComponent(ADMIN.email)}`)).json() as Rec[];
  const email = 'lea.roux@ecole.fr';
  const { account: lea, api: byUpdate } = await signedInAccount(
    { app, api },
    { first_name: 'Léa', last_name: 'Roux', email, password: 'Lea-Passe-1234' },
  );
  const own = 'Vous ne pouvez pas supprimer ou désactiver votre propre compte';
  expectRefusal(
    await api('PUT', '/api/users/bulk/update', { ids: [lea.id, admin.id], values: { active: false } }),
    409,
    own,
  );
  expectRefusal(
    await api('PUT', '/api/users/bulk/toggle-active', { ids: [lea.id, admin.id], active: false }),
    409,
    own,
  );
  expectRefusal(await api('DELETE', '/api/users/bulk', { ids: [lea.id, admin.id] }), 409, own);
  expect((await api('GET', `/api/users/${lea.id}`)).json()).toMatchObject({ active: true });

  expect(
    (await api('PUT', '/api/users/bulk/update', { ids: [lea.id], values: { active: false } })).json(),
  ).toEqual({
    updated: 1,
  });
  expect((await byUpdate('GET', '/api/themes')).statusCode).toBe(401);
  await api('PUT', '/api/users/bulk/update', { ids: [lea.id], values: { active: true } });
  const afterReactivation = apiOf(app, await signIn(app, email, 'Lea-Passe-1234'));
  expect(
    (await api('PUT', '/api/users/bulk/toggle-active', { ids: [lea.id], active: false })).json(),
  ).toEqual({
    updated: 1,
  });
  expect((await afterReactivation('GET', '/api/themes')).statusCode).toBe(401);
});
