/**
 * The permissions matrix, generated from the roles file and the areas' declarations: for every
 * role that may sign in, every area, every action that has a record route (list, show, create,
 * edit, delete, with the bulk forms and the delete report) and every field rule, the real server
 * answers as declared: granted, 403 when the role may not, 404 for a record outside its scope,
 * 422 on a value it may not give, 403 naming a field it may not write. A new area or role is
 * covered with no new test code. A record's history is tried here too; import and restore by their
 * routes' own tests (escalationWrites.test.ts).
 * Export has no route of its own (it reads the list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isComputed, isSecret, isWritable, keyOf, activeFieldOf } from '../../../resources/kit/fields';
import {
  areaFieldRules,
  areaPermissions,
  ESTABLISHMENT_FIELD,
  grantOf,
  scopePath,
} from '../../../resources/kit/permissions';
import { ROLES } from '../../../resources/roles';
import { fieldLabel } from '../../../server/http/messages';
import { declarations } from '../../shared/declarations';
import { expectRefusal } from '../support/refusals';
import { createRecord, signIn, startTestServer, type TestServer } from '../support/testServer';
import {
  apiAs,
  declarationOf,
  keyOfRecord,
  PASSWORD,
  personaOf,
  Records,
  type Persona,
  type Rec,
} from './matrixSupport';

const FORBIDDEN = 'Votre rôle ne permet pas cette action';
const notFound = (key: unknown) => `Enregistrement « ${String(key)} » introuvable`;
const forbiddenField = (area: string, field: string) =>
  `Votre rôle ne permet pas de modifier le champ « ${fieldLabel(area, field)} »`;
const OWN_ESTABLISHMENT = 'Choisissez votre établissement : votre rôle ne permet pas d’en choisir un autre';
const forbiddenValue = (value: unknown) => `Valeur non autorisée pour votre rôle : « ${String(value)} »`;

const DEMO = {
  etablissements: 3,
  classes: 8,
  users: 40,
  activities: 6,
  themes: 3,
  hashtags: 4,
  courses: 2,
  domains: 2,
  templates: 2,
  images: 2,
};

let server: TestServer;
let records: Records;
const personas = new Map<string, Persona>();

/** The establishment holding the most records: the one every persona but the administrator belongs to. */
function busiestEstablishment(): unknown {
  const counts = new Map<unknown, number>();
  for (const { name } of declarations) {
    for (const record of records.of(name)) {
      const school = record[ESTABLISHMENT_FIELD];
      if (school != null) counts.set(school, (counts.get(school) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

beforeAll(async () => {
  server = await startTestServer({ demoData: DEMO });
  records = new Records(server.api);
  await records.refresh();
  const school = busiestEstablishment();
  for (const role of Object.keys(ROLES)) {
    let token = server.token;
    if (role !== 'admin') {
      const email = `${role}@matrice.test`;
      await createRecord(server.api, 'users', {
        first_name: 'Matrice',
        last_name: role,
        email,
        role,
        etablissement_id: school,
        password: PASSWORD,
      });
      token = await signIn(server.app, email, PASSWORD);
    }
    personas.set(role, await personaOf(apiAs(server.app, token)));
  }
  await records.refresh();
});

afterAll(async () => {
  await server.close();
});

const persona = (role: string) => personas.get(role) as Persona;

/** A fresh record made by an administrator from `template` (nothing depends on it: it may be deleted). */
async function copyOf(area: string, template: Rec): Promise<Rec> {
  const made = await createRecord(server.api, area, records.createBody(area, template));
  await records.refresh();
  return made;
}

const url = (area: string, record: Rec) =>
  `/api/${area}/${encodeURIComponent(String(keyOfRecord(area, record)))}`;

/** A record the persona may take `action` on and, when its grant is scoped, one it may not. */
function sides(who: Persona, area: string, action: string) {
  const { inside, outside } = records.split(who, area, action);
  if (grantOf(declarationOf(area), who.role, action as never, ROLES) === 'scoped') {
    expect(outside.length, `${area}: a record outside the ${who.role} scope`).toBeGreaterThan(0);
  }
  return { inside: inside[0], outside: outside[0] };
}

describe.each(Object.keys(ROLES))('role %s', (role) => {
  describe.each(declarations.map((d) => d.name))('area %s', (area) => {
    const declaration = declarationOf(area);
    const grant = (action: string) => grantOf(declaration, role, action as never, ROLES);

    it('list: the rows and the total of its scope', async () => {
      const who = persona(role);
      const response = await who.api('GET', `/api/${area}?limit=1000`);
      if (grant('list') === 'none') return expectRefusal(response, 403, FORBIDDEN);
      expect(response.statusCode, response.body).toBe(200);
      const expected = records.split(who, area, 'list').inside.map((r) => keyOfRecord(area, r));
      const got = (response.json() as Rec[]).map((r) => keyOfRecord(area, r));
      expect([...got].sort()).toEqual([...expected].sort());
      expect(Number(response.headers['x-total-count'])).toBe(expected.length);
    });

    it('show: a record of its scope; another answers as missing', async () => {
      const who = persona(role);
      if (grant('show') === 'none') {
        return expectRefusal(await who.api('GET', url(area, records.of(area)[0])), 403, FORBIDDEN);
      }
      const { inside, outside } = sides(who, area, 'show');
      const shown = await who.api('GET', url(area, inside));
      expect(shown.statusCode, shown.body).toBe(200);
      expect(keyOfRecord(area, shown.json() as Rec)).toBe(keyOfRecord(area, inside));
      if (outside)
        expectRefusal(await who.api('GET', url(area, outside)), 404, notFound(keyOfRecord(area, outside)));
    });

    it('history: a record of its scope; another answers as missing', async () => {
      const who = persona(role);
      if (grant('history') === 'none') {
        const any = records.of(area)[0];
        return expectRefusal(await who.api('GET', `${url(area, any)}/history`), 403, FORBIDDEN);
      }
      const { inside, outside } = sides(who, area, 'history');
      const shown = await who.api('GET', `${url(area, inside)}/history`);
      expect(shown.statusCode, shown.body).toBe(200);
      if (outside) {
        const refused = await who.api('GET', `${url(area, outside)}/history`);
        expectRefusal(refused, 404, notFound(keyOfRecord(area, outside)));
      }
    });

    it('create: a record of its scope', async () => {
      const who = persona(role);
      const template = records.split(who, area, 'create').inside[0] ?? records.of(area)[0];
      const response = await who.api('POST', `/api/${area}`, records.createBody(area, template));
      if (grant('create') === 'none') return expectRefusal(response, 403, FORBIDDEN);
      expect(response.statusCode, response.body).toBe(201);
      await records.refresh();
    });

    it('edit: a record of its scope; another answers as missing', async () => {
      const who = persona(role);
      if (grant('edit') === 'none') {
        const any = records.of(area)[0];
        return expectRefusal(
          await who.api('PUT', url(area, any), records.editBody(area, any)),
          403,
          FORBIDDEN,
        );
      }
      const { inside, outside } = sides(who, area, 'edit');
      const edited = await who.api('PUT', url(area, inside), records.editBody(area, inside));
      expect(edited.statusCode, edited.body).toBe(200);
      if (outside) {
        const refused = await who.api('PUT', url(area, outside), records.editBody(area, outside));
        expectRefusal(refused, 404, notFound(keyOfRecord(area, outside)));
      }
    });

    it('delete: one record, the delete report, and a bulk call that changes nothing when one id is out of scope', async () => {
      const who = persona(role);
      if (grant('delete') === 'none') {
        const any = records.of(area)[0];
        expectRefusal(await who.api('DELETE', url(area, any)), 403, FORBIDDEN);
        expectRefusal(await who.api('GET', `${url(area, any)}/delete-report`), 403, FORBIDDEN);
        const ids = [keyOfRecord(area, any)];
        return expectRefusal(await who.api('DELETE', `/api/${area}/bulk`, { ids }), 403, FORBIDDEN);
      }
      const { inside, outside } = sides(who, area, 'delete');
      const mine = await copyOf(area, inside);
      expect((await who.api('GET', `${url(area, mine)}/delete-report`)).statusCode).toBe(200);
      const deleted = await who.api('DELETE', url(area, mine));
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (!outside) return;
      const theirs = await copyOf(area, outside);
      const key = keyOfRecord(area, theirs);
      expectRefusal(await who.api('GET', `${url(area, theirs)}/delete-report`), 404, notFound(key));
      expectRefusal(await who.api('DELETE', url(area, theirs)), 404, notFound(key));
      const again = await copyOf(area, inside);
      const ids = [keyOfRecord(area, again), key];
      expectRefusal(await who.api('DELETE', `/api/${area}/bulk`, { ids }), 404, notFound(key));
      expect((await server.api('GET', url(area, again))).statusCode).toBe(200);
      expect((await server.api('GET', url(area, theirs))).statusCode).toBe(200);
    });

    it('bulk edit and toggle-active: one id out of scope changes nothing', async () => {
      const who = persona(role);
      const active = activeFieldOf(declaration);
      const field = declaration.fields.find(
        (f) =>
          isWritable(declaration, f, 'edit') &&
          !f.unique &&
          !isSecret(f) &&
          !isComputed(f) &&
          f.name !== keyOf(declaration) &&
          f.kind !== 'objectList',
      );
      const any = records.of(area)[0];
      if (grant('edit') === 'none') {
        const ids = [keyOfRecord(area, any)];
        if (active)
          expectRefusal(
            await who.api('PUT', `/api/${area}/bulk/toggle-active`, { ids, active: true }),
            403,
            FORBIDDEN,
          );
        if (field) {
          const body = { ids, values: { [field.name]: any[field.name] } };
          expectRefusal(await who.api('PUT', `/api/${area}/bulk/update`, body), 403, FORBIDDEN);
        }
        return;
      }
      const { inside, outside } = sides(who, area, 'edit');
      if (!outside) return;
      const ids = [keyOfRecord(area, inside), keyOfRecord(area, outside)];
      const before = (await server.api('GET', url(area, outside))).json() as Rec;
      const key = keyOfRecord(area, outside);
      if (active) {
        const body = { ids, active: !(outside[active] as boolean) };
        expectRefusal(await who.api('PUT', `/api/${area}/bulk/toggle-active`, body), 404, notFound(key));
      }
      if (field) {
        const body = { ids, values: { [field.name]: inside[field.name] } };
        expectRefusal(await who.api('PUT', `/api/${area}/bulk/update`, body), 404, notFound(key));
      }
      expect((await server.api('GET', url(area, outside))).json()).toEqual(before);
    });

    const own = areaPermissions(declaration, role);
    const limited = Object.entries(areaFieldRules(declaration, role)).filter(([, rule]) => rule.values);
    if (scopePath(own) === ESTABLISHMENT_FIELD) limited.push([ESTABLISHMENT_FIELD, {}]);

    const eachLimited = limited.length ? it.each(limited.map(([field]) => field)) : () => undefined;
    eachLimited('field %s: a value the role may not give is refused (422)', async (field: string) => {
      const who = persona(role);
      const { inside } = sides(who, area, 'edit');
      const rule = areaFieldRules(declaration, role)[field];
      const declared = declaration.fields.find((f) => f.name === field);
      const refused =
        rule?.values && declared?.kind === 'enum'
          ? (declared.values ?? []).filter((v) => !rule.values?.includes(v))
          : records
              .of('etablissements')
              .map((r) => keyOfRecord('etablissements', r))
              .filter((k) => k !== who.person.etablissement_id)
              .slice(0, 1);
      expect(refused.length).toBeGreaterThan(0);
      for (const value of refused) {
        const msg = field === ESTABLISHMENT_FIELD ? OWN_ESTABLISHMENT : forbiddenValue(value);
        const refusal = [{ loc: ['body', field], msg, type: 'value_error' }];
        const edit = { ...records.editBody(area, inside), [field]: value };
        expectRefusal(await who.api('PUT', url(area, inside), edit), 422, refusal);
        const create = { ...records.createBody(area, inside), [field]: value };
        expectRefusal(await who.api('POST', `/api/${area}`, create), 422, refusal);
      }
      expect((await server.api('GET', url(area, inside))).json()).toMatchObject({ [field]: inside[field] });
    });

    const fieldRules = Object.entries(own.fields ?? {});
    const eachFieldRule = fieldRules.length ? it.each(fieldRules) : () => undefined;
    eachFieldRule('field %s (%s): never written by the role', async (field: string, rule: string) => {
      const who = persona(role);
      const { inside } = sides(who, area, 'edit');
      const declared = declaration.fields.find((f) => f.name === field);
      if (rule === 'hidden') {
        const shown = (await who.api('GET', url(area, inside))).json() as Rec;
        expect(shown).not.toHaveProperty(field);
      }
      const value = declared && records.otherValue(area, declared, inside);
      expect(value).not.toBeUndefined();
      const edit = { ...records.editBody(area, inside), [field]: value };
      expectRefusal(await who.api('PUT', url(area, inside), edit), 403, forbiddenField(area, field));
    });

    const self = own.self;
    if (self) {
      it('own record: shown, and only the declared fields written', async () => {
        const who = persona(role);
        const mine = records.of(area).find((r) => keyOfRecord(area, r) === who.person.id) as Rec;
        const shown = await who.api('GET', url(area, mine));
        expect(shown.statusCode).toBe(self.actions.includes('show') ? 200 : 403);
        if (!self.actions.includes('delete'))
          expectRefusal(await who.api('DELETE', url(area, mine)), 403, FORBIDDEN);
        for (const field of declaration.fields) {
          if (!isWritable(declaration, field, 'edit')) continue;
          const value = records.otherValue(area, field, mine);
          if (value === undefined) continue;
          const body: Rec = { [field.name]: value };
          if (declaration.currentPasswordFor?.includes(field.name)) body.current_password = PASSWORD;
          const response = await who.api('PUT', url(area, mine), body);
          if (self.actions.includes('edit') && (!self.fields || self.fields.includes(field.name))) {
            expect(response.statusCode, `${field.name}: ${response.body}`).toBe(200);
          } else expectRefusal(response, 403, forbiddenField(area, field.name));
        }
      });
    }
  });
});
