/**
 * The permissions matrix, generated from the roles file and the areas' declarations: for every
 * role that may sign in, every area, every action that has a record route (list, show, create,
 * edit, delete, with the bulk forms and the delete report) and every field rule, the real server
 * answers as declared: granted, 403 when the role may not, 404 for a record outside its scope,
 * 422 on a value it may not give, 403 naming a field it may not write. A new area or role is
 * covered with no new test code. The side doors are tried the same way: a record's history, the
 * CSV import (preview and write, rows derived from the declaration) and the restore of a journal
 * entry. Export has no route of its own (it reads the list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import type { ImportReport } from '../../../resources/contracts/importContract';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf, isWritable, keyOf } from '../../../resources/kit/fields';
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
  plainlyEditable,
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
const entryNotFound = (id: unknown) => `Entrée d’historique « ${String(id)} » introuvable`;

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

/** The area's records as an administrator reads them now (to show that nothing changed). */
async function current(area: string): Promise<Rec[]> {
  const response = await server.api('GET', `/api/${area}?limit=1000`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Rec[];
}

/** The journal entry that created `record`, as an administrator finds it in the record's history. */
async function creationOf(area: string, record: Rec): Promise<HistoryEntry> {
  const response = await server.api('GET', `${url(area, record)}/history`);
  expect(response.statusCode, response.body).toBe(200);
  const created = (response.json() as HistoryEntry[]).find((entry) => entry.action === 'create');
  expect(created, `${area}: the creation of ${String(keyOfRecord(area, record))}`).toBeDefined();
  return created as HistoryEntry;
}

/**
 * A fresh copy of `template`, then changed by an administrator on `field` (none: left as made):
 * its creation entry is an older version a restore writes back.
 */
async function changedCopy(area: string, template: Rec, field: FieldDeclaration | undefined) {
  const made = await copyOf(area, template);
  if (field) {
    const changed = await server.api('PUT', url(area, made), {
      [field.name]: records.otherValue(area, field, made),
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  const entry = await creationOf(area, made);
  return { made, entry, now: (await server.api('GET', url(area, made))).json() as Rec };
}

const importAs = (who: Persona, area: string, rows: Rec[], dryRun: boolean) =>
  who.api('POST', `/api/${area}/import`, { mode: 'all', dry_run: dryRun, rows });

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

    it('import: the preview and the write of a row of its scope; a row outside it is an error and nothing is written', async () => {
      const who = persona(role);
      if (declaration.screens?.create === false) {
        // No import route where no record is created by a screen (server/import/importRoutes.ts).
        expect((await who.api('POST', `/api/${area}/import`, { mode: 'all', rows: [] })).statusCode).toBe(
          404,
        );
        return;
      }
      const template = records.split(who, area, 'create').inside[0] ?? records.of(area)[0];
      const row = records.importRow(area, records.createBody(area, template));
      const before = await current(area);
      if (grant('import') === 'none') {
        expectRefusal(await importAs(who, area, [row], true), 403, FORBIDDEN);
        expectRefusal(await importAs(who, area, [row], false), 403, FORBIDDEN);
        expect(await current(area)).toEqual(before);
        return;
      }
      const preview = await importAs(who, area, [row], true);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ dry_run: true, created: 1, errors: 0, batch_id: null });
      expect(await current(area)).toEqual(before);
      const written = await importAs(who, area, [row], false);
      expect(written.statusCode, written.body).toBe(200);
      const report = written.json() as ImportReport;
      expect(report, written.body).toMatchObject({ dry_run: false, created: 1, errors: 0 });
      expect(report.batch_id).not.toBeNull();
      const made = await server.api('GET', `/api/${area}/${encodeURIComponent(String(report.rows[0].key))}`);
      expect(made.statusCode, made.body).toBe(200);
      await records.refresh();

      const { outside } = records.split(who, area, 'create');
      if (grant('create') !== 'scoped' || !outside[0]) return;
      const after = await current(area);
      const theirs = records.importRow(area, records.createBody(area, outside[0]));
      const key = keyOf(declaration);
      // A row naming an existing record of another scope: an error that says nothing of that record.
      const hidden = records.split(who, area, 'show').outside[0];
      const rows = [theirs, ...(hidden ? [{ [key]: String(keyOfRecord(area, hidden)) }] : [])];
      for (const dryRun of [true, false]) {
        const refused = await importAs(who, area, rows, dryRun);
        expect(refused.statusCode, refused.body).toBe(200);
        const answer = refused.json() as ImportReport;
        expect(answer, refused.body).toMatchObject({
          created: 0,
          updated: 0,
          errors: rows.length,
          batch_id: null,
        });
        expect(answer.rows.map((r) => r.verdict)).toEqual(rows.map(() => 'error'));
        expect(answer.rows[0].errors.length).toBeGreaterThan(0);
        if (hidden) expect(answer.rows[1].errors).toEqual([{ msg: FORBIDDEN }]);
      }
      expect(await current(area)).toEqual(after);
    });

    it('restore: an old version of a record of its scope is written back; another answers as missing', async () => {
      const who = persona(role);
      const journal = ROLES[role].pages.journal?.includes('list') === true;
      if (!journal || grant('restore') === 'none') {
        const any = records.of(area)[0];
        const { made, entry, now } = await changedCopy(area, any, records.restorableField(who, area));
        const restored = await who.api('POST', `/api/history/${entry.id}/restore`, {});
        const visible = journal && who.ability.can('show', records.subjectFor(who, area, made));
        if (journal && !visible) expectRefusal(restored, 404, entryNotFound(entry.id));
        else expectRefusal(restored, 403, FORBIDDEN);
        expect((await server.api('GET', url(area, made))).json()).toEqual(now);
        return;
      }
      const { inside, outside } = sides(who, area, 'restore');
      const field = records.restorableField(who, area);
      const mine = await changedCopy(area, inside, field);
      const restored = await who.api('POST', `/api/history/${mine.entry.id}/restore`, {});
      expect(restored.statusCode, restored.body).toBe(200);
      const back = (await server.api('GET', url(area, mine.made))).json() as Rec;
      if (field) expect(back[field.name]).toEqual(mine.made[field.name]);
      const history = (await server.api('GET', `${url(area, mine.made)}/history`)).json() as HistoryEntry[];
      expect(history.map((entry) => entry.action)).toContain('restore');
      if (!outside) return;
      const theirs = await changedCopy(area, outside, records.restorableField(who, area));
      const refused = await who.api('POST', `/api/history/${theirs.entry.id}/restore`, {});
      expectRefusal(refused, 404, entryNotFound(theirs.entry.id));
      expect((await server.api('GET', url(area, theirs.made))).json()).toEqual(theirs.now);
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
        (f) => plainlyEditable(declaration, f) && f.kind !== 'objectList',
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
