/**
 * The checks every write route runs before it writes (server/resources/crudRoutes.ts and
 * bulkUpdateRoute.ts): a value already used, a reference or an image that does not exist, a
 * value the person's role may not give, and what a write without a version or a password leaves
 * alone. Each refusal changes nothing.
 *
 * The app is built once, by whichever test asks first (a memoised promise, not `beforeAll`: a
 * mutation run must see a failed build fail the test).
 */
import { afterAll, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { expectRefusal } from '../support/refusals';
import {
  apiOf,
  createRecord,
  signedInAccount,
  signIn,
  startTestServer,
  type TestServer,
} from '../support/testServer';

/** A client-keyed area with a reference, a list of references and an image. */
const posters = defineResource({
  name: 'posters',
  key: 'code',
  recordRepresentation: 'code',
  permissions: { staff: { fields: { active: 'readOnly' } } },
  fields: [
    { name: 'code', kind: 'text', maxLength: 20 },
    { name: 'title', kind: 'text', unique: true },
    { name: 'theme_id', kind: 'reference', target: 'themes' },
    { name: 'themes', kind: 'referenceList', target: 'themes' },
    { name: 'picture', kind: 'mediaImage', directory: 'affiches' },
    { name: 'active', kind: 'boolean', default: true },
  ],
});

let started: Promise<TestServer> | undefined;
const server = () =>
  (started ??= (async () => startTestServer({ declarations: [...(await loadDeclarations()), posters] }))());

afterAll(async () => {
  if (started) await (await started).close();
});

type Rec = Record<string, unknown>;

const missingPicture =
  'L’image « absente.png » n’existe pas dans la médiathèque (dossier « affiches », majuscules comprises) : choisissez-en une dans la médiathèque';

it('refuses a value already used, on create and on update, naming the value and the field', async () => {
  const { api } = await server();
  await createRecord(api, 'posters', { code: 'P1', title: 'Affiche bleue' });
  const other = await createRecord(api, 'posters', { code: 'P2', title: 'Affiche rouge' });
  const used = 'La valeur « Affiche bleue » du champ « title » est déjà utilisée';
  expectRefusal(
    await api('POST', '/api/posters', { code: 'P3', title: 'Affiche bleue' }),
    409,
    used,
    'title',
  );
  expectRefusal(
    await api('POST', '/api/posters', { code: 'p1', title: 'Autre' }),
    409,
    'La valeur « p1 » du champ « code » est déjà utilisée',
    'code',
  );
  expectRefusal(await api('PUT', '/api/posters/P2', { title: 'Affiche bleue' }), 409, used, 'title');
  expect((await api('GET', '/api/posters/P2')).json()).toEqual(other);
  expect((await api('GET', '/api/posters/P3')).statusCode).toBe(404);
});

it('refuses a reference or an image that does not exist, on create, update and bulk edit', async () => {
  const { api } = await server();
  const poster = await createRecord(api, 'posters', { code: 'R1', title: 'Références' });
  const reference = (loc: (string | number)[]) => [{ loc, msg: 'Référence invalide', type: 'value_error' }];
  const picture = (loc: (string | number)[]) => [{ loc, msg: missingPicture, type: 'value_error' }];
  expectRefusal(
    await api('POST', '/api/posters', { code: 'R2', theme_id: 987654 }),
    422,
    reference(['body', 'theme_id']),
  );
  expectRefusal(
    await api('PUT', '/api/posters/R1', { theme_id: 987654 }),
    422,
    reference(['body', 'theme_id']),
  );
  expectRefusal(
    await api('PUT', '/api/posters/bulk/update', { ids: ['R1'], values: { theme_id: 987654 } }),
    422,
    reference(['body', 'values', 'theme_id']),
  );
  expectRefusal(
    await api('POST', '/api/posters', { code: 'R2', picture: '/media-files/affiches/absente.png' }),
    422,
    picture(['body', 'picture']),
  );
  expectRefusal(
    await api('PUT', '/api/posters/R1', { picture: '/media-files/affiches/absente.png' }),
    422,
    picture(['body', 'picture']),
  );
  expectRefusal(
    await api('PUT', '/api/posters/bulk/update', {
      ids: ['R1'],
      values: { picture: '/media-files/affiches/absente.png' },
    }),
    422,
    picture(['body', 'values', 'picture']),
  );
  expect((await api('GET', '/api/posters/R1')).json()).toEqual(poster);
  expect((await api('GET', '/api/posters/R2')).statusCode).toBe(404);
});

it('a key left empty on create is refused; a version left empty on update is not checked', async () => {
  const { api } = await server();
  for (const code of [undefined, null]) {
    expectRefusal(await api('POST', '/api/posters', { code, title: `Sans code ${String(code)}` }), 422, [
      { loc: ['body', 'code'], msg: 'Ce champ est obligatoire', type: 'missing' },
    ]);
  }
  await createRecord(api, 'posters', { code: 'V1', title: 'Version' });
  const updated = await api('PUT', '/api/posters/V1', { title: 'Version 2', updated_at: null });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json()).toMatchObject({ code: 'V1', title: 'Version 2' });
});

it('an account updated without a password keeps the one it has', async () => {
  const { app, api } = await server();
  const account = await createRecord(api, 'users', {
    first_name: 'Inès',
    last_name: 'Blanc',
    email: 'ines.blanc@ecole.fr',
    role: 'staff',
    password: 'Ines-Passe-1234',
  });
  const renamed = await api('PUT', `/api/users/${account.id}`, { last_name: 'Blanc-Noir' });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const ines = apiOf(app, await signIn(app, 'ines.blanc@ecole.fr', 'Ines-Passe-1234'));
  expect((await ines('GET', `/api/users/${account.id}`)).json()).toMatchObject({ last_name: 'Blanc-Noir' });
});

it('refuses, for a staff member, a value or a field their role may not write, in every bulk route', async () => {
  const { app, api } = await server();
  const school = await createRecord(api, 'etablissements', {
    name: 'Collège Gamma',
    uai: '0712345A',
    type: 'college',
  });
  const { api: staff } = await signedInAccount(
    { app, api },
    {
      first_name: 'Noé',
      last_name: 'Personnel',
      email: 'noe.personnel@ecole.fr',
      etablissement_id: school.id,
      password: 'Noe-Passe-12345',
    },
  );
  const pupil = await createRecord(api, 'users', {
    first_name: 'Élève',
    last_name: 'Gamma',
    email: 'eleve.gamma@ecole.fr',
    role: 'student',
    etablissement_id: school.id,
    password: 'Eleve-Passe-1234',
  });
  const refused = await staff('PUT', '/api/users/bulk/update', {
    ids: [pupil.id],
    values: { role: 'admin' },
  });
  expect(refused.statusCode, refused.body).toBe(422);
  expect((refused.json() as { detail: { loc: unknown[] }[] }).detail.map((item) => item.loc)).toEqual([
    ['body', 'values', 'role'],
  ]);
  expect((await api('GET', `/api/users/${pupil.id}`)).json()).toMatchObject({ role: 'student' });

  await createRecord(api, 'posters', { code: 'S1', title: 'Personnel' });
  expectRefusal(
    await staff('PUT', '/api/posters/bulk/toggle-active', { ids: ['S1'], active: false }),
    403,
    'Votre rôle ne permet pas de modifier le champ « active »',
  );
  expect(((await api('GET', '/api/posters/S1')).json() as Rec).active).toBe(true);
});
