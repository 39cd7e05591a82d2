/**
 * The area routes as a staff member uses them, on an area whose declaration hides one field from
 * staff and makes another read-only for them: every route answers them (each asks its own
 * permission), never shows the hidden field, and refuses a write of the read-only one.
 *
 * One test: the routes' permissions are set when the app starts, and a mutation run credits that
 * start to the test that first builds the app (see tests/README.md § "Mutation testing").
 */
import { afterAll, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { expectRefusal } from '../support/refusals';
import { createRecord, signedInAccount, startTestServer, type TestServer } from '../support/testServer';

const notebooks = defineResource({
  name: 'notebooks',
  recordRepresentation: 'title',
  permissions: { staff: { fields: { remark: 'hidden', grade: 'readOnly' } } },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'remark', kind: 'text' },
    { name: 'grade', kind: 'integer' },
    { name: 'active', kind: 'boolean', default: true },
  ],
});

let started: Promise<TestServer> | undefined;
const server = () =>
  (started ??= (async () => startTestServer({ declarations: [...(await loadDeclarations()), notebooks] }))());

afterAll(async () => {
  if (started) await (await started).close();
});

it('a staff member uses every route of an area, never sees its hidden field nor writes its read-only one', async () => {
  const { app, api } = await server();
  const { api: staff } = await signedInAccount(
    { app, api },
    {
      first_name: 'Sami',
      last_name: 'Personnel',
      email: 'sami.personnel@ecole.fr',
      password: 'Sami-Passe-1234',
    },
  );
  const hidden = await createRecord(api, 'notebooks', {
    title: 'Carnet A',
    remark: 'Confidentiel',
    grade: 3,
  });
  const hiddenView = { id: hidden.id, title: 'Carnet A', grade: 3, active: true };

  const shown = await staff('GET', `/api/notebooks/${hidden.id}`);
  expect(shown.statusCode, shown.body).toBe(200);
  expect(shown.json()).toMatchObject(hiddenView);
  expect(shown.json()).not.toHaveProperty('remark');

  const created = await staff('POST', '/api/notebooks', { title: 'Carnet B' });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ title: 'Carnet B', grade: null, active: true });
  expect(created.json()).not.toHaveProperty('remark');
  const mine = (created.json() as { id: number }).id;

  for (const [method, url] of [
    ['PUT', `/api/notebooks/${hidden.id}`],
    ['PUT', '/api/notebooks'],
  ] as const) {
    const edited = await staff(method, url, { id: hidden.id, title: `Carnet A (${method} ${url})` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: hidden.id, grade: 3 });
    expect(edited.json()).not.toHaveProperty('remark');
  }
  expect((await api('GET', `/api/notebooks/${hidden.id}`)).json()).toMatchObject({ remark: 'Confidentiel' });

  for (const [method, url, body] of [
    ['PUT', `/api/notebooks/${mine}`, { grade: 5 }],
    ['PUT', '/api/notebooks/bulk/update', { ids: [mine], values: { grade: 5 } }],
  ] as const) {
    expectRefusal(
      await staff(method, url, body),
      403,
      'Votre rôle ne permet pas de modifier le champ « grade »',
    );
  }
  expect((await api('GET', `/api/notebooks/${mine}`)).json()).toMatchObject({ grade: null });

  const bulk = await staff('PUT', '/api/notebooks/bulk/update', {
    ids: [hidden.id, mine],
    values: { title: 'Rangé' },
  });
  expect(bulk.json()).toEqual({ updated: 2 });
  const toggled = await staff('PUT', '/api/notebooks/bulk/toggle-active', {
    ids: [hidden.id, mine],
    active: false,
  });
  expect(toggled.json()).toEqual({ updated: 2 });
  expect((await staff('DELETE', `/api/notebooks/${mine}`)).json()).toEqual({ deleted: mine });
  expect((await staff('DELETE', '/api/notebooks/bulk', { ids: [hidden.id] })).json()).toEqual({ deleted: 1 });
  expectRefusal(
    await api('GET', `/api/notebooks/${hidden.id}`),
    404,
    `Enregistrement « ${hidden.id} » introuvable`,
  );
});
