/**
 * Saved views (issue 31), through the real app: a person saves a list's filters, sort, page size
 * and columns under a name, lists their own views and those shared with their role, changes and
 * deletes their own. Another person does not see an unshared view and cannot change a shared one;
 * a name is unique per person and area (409 on `name`); staff share with their own role only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../resources/contracts/savedViewContract';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { expectRefusal } from './support/refusals';
import { signedInAccount, startTestServer, type TestServer } from './support/testServer';
import { twoSchools, type TwoSchools } from './permissions/twoSchools';

const SECOND_STAFF = { email: 'personnel.deux@ecole.fr', password: 'Personnel-Deux-2' };

const PARAMS = {
  filter: { active: true, q: 'volcan' },
  sort: { field: 'title', order: 'DESC' },
  perPage: 50,
  columns: ['title', 'type'],
};

let server: TestServer;
let schools: TwoSchools;
/** A second staff member of the same school: the same role as the first. */
let colleague: TestServer['api'];

beforeAll(async () => {
  // Themes are shown to staff but not listed: their list's views are not theirs to read or save.
  const declarations = (await loadDeclarations()).map((declaration) =>
    declaration.name === 'themes'
      ? { ...declaration, permissions: { staff: { actions: ['show'] as const } } }
      : declaration,
  );
  server = await startTestServer({ declarations });
  schools = await twoSchools(server);
  colleague = (
    await signedInAccount(server, {
      first_name: 'Claire',
      last_name: 'Collègue',
      ...SECOND_STAFF,
      etablissement_id: schools.alpha.id,
    })
  ).api;
});

afterAll(async () => {
  await server.close();
});

async function save(api: TestServer['api'], body: Record<string, unknown>): Promise<SavedView> {
  const response = await api('POST', '/api/saved-views', { resource: 'activities', params: PARAMS, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SavedView;
}

async function viewsOf(api: TestServer['api'], resource = 'activities'): Promise<SavedView[]> {
  const response = await api('GET', `/api/saved-views?resource=${resource}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SavedView[];
}

const namesOf = (views: SavedView[]) => views.map((view) => view.name);

describe('saving and reading one’s views', () => {
  it('stores the list’s parameters under a name and gives them back, trimmed name and all', async () => {
    const saved = await save(schools.staff, { name: '  Mes ateliers  ' });
    expect(saved).toMatchObject({
      resource: 'activities',
      name: 'Mes ateliers',
      params: PARAMS,
      shared_role: null,
      owner_name: 'Paul Personnel',
      mine: true,
    });
    const views = await viewsOf(schools.staff);
    expect(views.find((view) => view.id === saved.id)).toEqual(saved);
    // Another area's list does not show it.
    expect(namesOf(await viewsOf(schools.staff, 'classes'))).not.toContain('Mes ateliers');
  });

  it('refuses a name already given to one of one’s views of the area: 409 on the name', async () => {
    await save(schools.staff, { name: 'Doublon' });
    const again = await schools.staff('POST', '/api/saved-views', {
      resource: 'activities',
      name: 'Doublon',
      params: PARAMS,
    });
    expectRefusal(
      again,
      409,
      'Vous avez déjà une vue « Doublon » dans « Activités » : choisissez un autre nom',
      'name',
    );
    // The same name is free in another area, and for another person.
    await save(schools.staff, { name: 'Doublon', resource: 'classes' });
    await save(colleague, { name: 'Doublon' });
  });

  it('refuses a missing or too long name and parameters that are not a list’s, field by field', async () => {
    const response = await schools.staff('POST', '/api/saved-views', {
      resource: 'activities',
      name: 'x'.repeat(81),
      params: { filter: [], sort: { field: 'title', order: 'UP' } },
      shared_role: 'directeur',
    });
    expectRefusal(response, 422, [
      { loc: ['body', 'name'], msg: 'Au plus 80 caractères', type: 'value_error' },
      {
        loc: ['body', 'params'],
        msg: 'Paramètres de liste invalides : un objet « filter », un tri { field, order: ASC ou DESC } ou null, « perPage » entier ou null, « columns » liste de textes ou null',
        type: 'value_error',
      },
      {
        loc: ['body', 'shared_role'],
        msg: 'Rôle inconnu (valeurs possibles : admin, staff)',
        type: 'value_error',
      },
    ]);
    const blank = await schools.staff('POST', '/api/saved-views', {
      resource: 'activities',
      name: '   ',
      params: PARAMS,
    });
    expectRefusal(blank, 422, [
      { loc: ['body', 'name'], msg: 'Ce champ est obligatoire', type: 'value_error' },
    ]);
    const unknown = await schools.staff('GET', '/api/saved-views?resource=planetes');
    expectRefusal(unknown, 422, [
      { loc: ['query', 'resource'], msg: 'Zone inconnue : « planetes »', type: 'value_error' },
    ]);
  });
});

describe('sharing with a role', () => {
  it('shows a view shared with one’s role to the others of that role, marked as not theirs', async () => {
    const shared = await save(schools.staff, { name: 'Pour l’équipe', shared_role: 'staff' });
    const seen = (await viewsOf(colleague)).find((view) => view.id === shared.id);
    expect(seen).toMatchObject({ name: 'Pour l’équipe', shared_role: 'staff', mine: false, params: PARAMS });
    // An administrator's list holds their own and those shared with administrators only.
    expect(namesOf(await viewsOf(server.api))).not.toContain('Pour l’équipe');
  });

  it('keeps an unshared view from everyone else: not listed, and 404 to change or delete', async () => {
    const mine = await save(schools.staff, { name: 'Rien qu’à moi' });
    expect(namesOf(await viewsOf(colleague))).not.toContain('Rien qu’à moi');
    expectRefusal(
      await colleague('PUT', `/api/saved-views/${mine.id}`, { name: 'Volée' }),
      404,
      `Vue « ${mine.id} » introuvable`,
    );
    expectRefusal(
      await colleague('DELETE', `/api/saved-views/${mine.id}`),
      404,
      `Vue « ${mine.id} » introuvable`,
    );
    expect((await viewsOf(schools.staff)).find((view) => view.id === mine.id)?.name).toBe('Rien qu’à moi');
  });

  it('lets only its owner change or delete a shared view: 403 for the others of the role', async () => {
    const shared = await save(schools.staff, { name: 'Partagée', shared_role: 'staff' });
    const refusal =
      'Seule la personne qui a enregistré cette vue (ou un administrateur) peut la modifier ou la supprimer';
    expectRefusal(await colleague('PUT', `/api/saved-views/${shared.id}`, { name: 'Prise' }), 403, refusal);
    expectRefusal(await colleague('DELETE', `/api/saved-views/${shared.id}`), 403, refusal);
    expect((await viewsOf(colleague)).find((view) => view.id === shared.id)?.name).toBe('Partagée');
  });

  it('refuses a staff member sharing with administrators, on create and on change', async () => {
    const refusal = 'Vous ne pouvez partager une vue qu’avec votre propre rôle (« Personnel »)';
    const created = await schools.staff('POST', '/api/saved-views', {
      resource: 'activities',
      name: 'Pour la direction',
      params: PARAMS,
      shared_role: 'admin',
    });
    expectRefusal(created, 403, refusal);
    const own = await save(schools.staff, { name: 'À partager' });
    expectRefusal(
      await schools.staff('PUT', `/api/saved-views/${own.id}`, { shared_role: 'admin' }),
      403,
      refusal,
    );
    expect(namesOf(await viewsOf(server.api))).not.toContain('Pour la direction');
  });

  it('lets an administrator share with any role', async () => {
    const shared = await save(server.api, { name: 'Consigne de la direction', shared_role: 'staff' });
    const seen = (await viewsOf(schools.staff)).find((view) => view.id === shared.id);
    expect(seen).toMatchObject({
      owner_name: expect.any(String) as string,
      mine: false,
      shared_role: 'staff',
    });
  });
});

describe('changing and deleting one’s view', () => {
  it('changes the given parts only, and the name stays unique on change', async () => {
    const view = await save(schools.staff, { name: 'Brouillon' });
    await save(schools.staff, { name: 'Déjà pris' });
    const renamed = await schools.staff('PUT', `/api/saved-views/${view.id}`, {
      name: 'Au propre',
      shared_role: 'staff',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: view.id,
      name: 'Au propre',
      params: PARAMS,
      shared_role: 'staff',
    });
    expect((await viewsOf(colleague)).map((seen) => seen.name)).toContain('Au propre');

    const taken = await schools.staff('PUT', `/api/saved-views/${view.id}`, { name: 'Déjà pris' });
    expectRefusal(
      taken,
      409,
      'Vous avez déjà une vue « Déjà pris » dans « Activités » : choisissez un autre nom',
      'name',
    );
  });

  it('deletes it for everyone it was shared with', async () => {
    const view = await save(schools.staff, { name: 'Éphémère', shared_role: 'staff' });
    const deleted = await schools.staff('DELETE', `/api/saved-views/${view.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(namesOf(await viewsOf(colleague))).not.toContain('Éphémère');
    expectRefusal(
      await schools.staff('DELETE', `/api/saved-views/${view.id}`),
      404,
      `Vue « ${view.id} » introuvable`,
    );
  });

  it('lets an administrator delete another person’s view', async () => {
    const view = await save(schools.staff, { name: 'À retirer', shared_role: 'staff' });
    const deleted = await server.api('DELETE', `/api/saved-views/${view.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(namesOf(await viewsOf(schools.staff))).not.toContain('À retirer');
  });
});

describe('an area the person may not list', () => {
  const FORBIDDEN = 'Votre rôle ne permet pas cette action';

  it('has no views for them to read, save, change or delete', async () => {
    expectRefusal(await schools.staff('GET', '/api/saved-views?resource=themes'), 403, FORBIDDEN);
    const saved = await schools.staff('POST', '/api/saved-views', {
      resource: 'themes',
      name: 'Thèmes',
      params: PARAMS,
    });
    expectRefusal(saved, 403, FORBIDDEN);
    // Even one an administrator shared with their role.
    const shared = await save(server.api, {
      resource: 'themes',
      name: 'Thèmes de la direction',
      shared_role: 'staff',
    });
    expectRefusal(
      await schools.staff('PUT', `/api/saved-views/${shared.id}`, { name: 'Pris' }),
      403,
      FORBIDDEN,
    );
    expectRefusal(await schools.staff('DELETE', `/api/saved-views/${shared.id}`), 403, FORBIDDEN);
    expect(namesOf(await viewsOf(server.api, 'themes'))).toContain('Thèmes de la direction');
  });
});
