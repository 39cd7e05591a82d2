/**
 * The permissions model (resources/kit/permissions.ts) on the real roles file and declarations:
 * the CASL rules a person gets, evaluated the way the server and the app evaluate them.
 */
import { createMongoAbility, subject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { AREA_ACTIONS, PAGE_SUBJECTS, type AreaAction } from '../../resources/contracts/permissionsContract';
import { defineResource } from '../../resources/kit/defineResource';
import {
  areaActions,
  fieldRulesFor,
  grantOf,
  matrixOf,
  rulesFor,
  type Person,
} from '../../resources/kit/permissions';
import { ROLES, type Roles } from '../../resources/roles';
import { scopeOf } from '../../server/auth/permissions/scopeSql';
import { buildModels } from '../../server/resources/model';
import { t } from '../../server/http/messages';
import { declarations } from './declarations';

const ability = (person: Person, areas = declarations) =>
  createMongoAbility(rulesFor(person, areas, ROLES) as RawRuleOf<MongoAbility>[]);

const admin: Person = { id: 1, role: 'admin', etablissement_id: null };
const staff: Person = { id: 7, role: 'staff', etablissement_id: 3 };

describe('rulesFor', () => {
  it('lets an administrator do every action on every area, and open every page', () => {
    const can = ability(admin);
    for (const area of declarations) {
      for (const action of AREA_ACTIONS) {
        expect(can.can(action, subject(area.name, { etablissement_id: 99, role: 'admin' }))).toBe(true);
      }
    }
    for (const page of ['tests', 'rights', 'media', 'journal', 'trash'])
      expect(can.can('access', page)).toBe(true);
  });

  it('limits staff to the classes of their own establishment, for every action', () => {
    const can = ability(staff);
    for (const action of AREA_ACTIONS) {
      expect(can.can(action, subject('classes', { id: 5, etablissement_id: 3 }))).toBe(true);
      expect(can.can(action, subject('classes', { id: 6, etablissement_id: 4 }))).toBe(false);
    }
    // The route-level question: some classes are theirs.
    expect(can.can('create', 'classes')).toBe(true);
  });

  it('gives staff the pupils and teachers of their establishment only, never a staff or admin account', () => {
    const can = ability(staff);
    expect(can.can('edit', subject('users', { id: 20, etablissement_id: 3, role: 'student' }))).toBe(true);
    expect(can.can('delete', subject('users', { id: 21, etablissement_id: 3, role: 'teacher' }))).toBe(true);
    expect(can.can('show', subject('users', { id: 22, etablissement_id: 4, role: 'student' }))).toBe(false);
    expect(can.can('show', subject('users', { id: 23, etablissement_id: 3, role: 'staff' }))).toBe(false);
    expect(can.can('show', subject('users', { id: 24, etablissement_id: 3, role: 'admin' }))).toBe(false);
  });

  it('lets staff read their own profile and change only their name and password', () => {
    const can = ability(staff);
    const me = subject('users', { id: 7, etablissement_id: 3, role: 'staff' });
    expect(can.can('show', me)).toBe(true);
    for (const field of ['first_name', 'last_name', 'password'])
      expect(can.can('edit', me, field)).toBe(true);
    for (const field of ['email', 'role', 'etablissement_id', 'active'])
      expect(can.can('edit', me, field)).toBe(false);
    expect(can.can('delete', me)).toBe(false);
    expect(can.can('list', me)).toBe(false);
  });

  it('gives a staff account of no establishment none of the scoped records', () => {
    const can = ability({ ...staff, etablissement_id: null });
    expect(can.can('show', subject('classes', { etablissement_id: 3 }))).toBe(false);
    expect(can.can('show', subject('classes', { etablissement_id: null }))).toBe(false);
  });

  it('keeps establishments read-only for staff, every other area open, and the test and rights pages closed', () => {
    const can = ability(staff);
    expect(can.can('list', 'etablissements')).toBe(true);
    expect(can.can('show', 'etablissements')).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'export', 'import', 'history', 'restore']) {
      expect(can.can(action, 'etablissements')).toBe(false);
    }
    for (const area of ['activities', 'courses', 'hashtags', 'themes', 'satisfaction-templates']) {
      for (const action of AREA_ACTIONS) expect(can.can(action, subject(area, { id: 1 }))).toBe(true);
    }
    expect(can.can('access', 'tests')).toBe(false);
    expect(can.can('access', 'rights')).toBe(false);
    expect(can.can('upload', 'media')).toBe(false);
    expect(can.can('create', 'media')).toBe(true);
    expect(can.can('list', 'journal')).toBe(true);
  });

  it('gives a role the roles file does not name no rule at all', () => {
    expect(rulesFor({ id: 3, role: 'student', etablissement_id: 3 }, declarations, ROLES)).toEqual([]);
  });

  it('lets a role the roles file does not name take no action on any area', () => {
    for (const area of declarations) {
      expect({ area: area.name, actions: areaActions(area, 'student', ROLES) }).toEqual({
        area: area.name,
        actions: [],
      });
      for (const action of AREA_ACTIONS) expect(grantOf(area, 'student', action, ROLES)).toBe('none');
    }
  });

  it('turns hidden and read-only fields into rules that win over the area grant', () => {
    const notes = defineResource({
      name: 'notes',
      recordRepresentation: 'title',
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'secret', kind: 'text' },
        { name: 'code', kind: 'text' },
      ],
      permissions: { staff: { fields: { secret: 'hidden', code: 'readOnly' } } },
    });
    const can = ability(staff, [notes]);
    const note = subject('notes', { id: 1 });
    expect(can.can('show', note, 'secret')).toBe(false);
    expect(can.can('edit', note, 'code')).toBe(false);
    expect(can.can('show', note, 'code')).toBe(true);
    expect(can.can('edit', note, 'title')).toBe(true);
    expect(fieldRulesFor('staff', [notes])).toEqual({
      notes: { secret: { hidden: true }, code: { readOnly: true } },
    });
  });

  it('binds a scope through an owning record to the owner’s establishment', () => {
    const lessons = defineResource({
      name: 'lessons',
      recordRepresentation: 'title',
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'classe_id', kind: 'reference', target: 'classes' },
      ],
      permissions: { staff: { scope: { via: 'classe_id', target: 'classes' } } },
    });
    const can = ability(staff, [lessons]);
    expect(can.can('show', subject('lessons', { classe_id: { etablissement_id: 3 } }))).toBe(true);
    expect(can.can('show', subject('lessons', { classe_id: { etablissement_id: 4 } }))).toBe(false);
  });
});

describe('rulesFor on areas that narrow a role to its own record', () => {
  /** An area where staff have no area-wide right, only some on their own record. */
  const ownOnly = (actions: readonly AreaAction[]) =>
    defineResource({
      name: 'profiles',
      recordRepresentation: 'nickname',
      fields: [{ name: 'nickname', kind: 'text' }],
      permissions: { staff: { actions: [], self: { actions } } },
    });

  it('lets a person who may only read their own record read it, and neither change it nor see others', () => {
    const can = ability(staff, [ownOnly(['show'])]);
    expect(can.can('show', subject('profiles', { id: 7 }))).toBe(true);
    expect(can.can('edit', subject('profiles', { id: 7 }))).toBe(false);
    expect(can.can('show', subject('profiles', { id: 8 }))).toBe(false);
  });

  it('sends the app only rules that grant or deny an action on a declared area or page', () => {
    const areas = [...declarations, ownOnly(['edit']), ownOnly(['show'])];
    const names = new Set([...areas.map((area) => area.name), ...PAGE_SUBJECTS]);
    const roles: Roles = { ...ROLES, staff: { ...ROLES.staff, pages: { ...ROLES.staff.pages, tests: [] } } };
    for (const person of [admin, staff, { ...staff, etablissement_id: null }]) {
      for (const rule of rulesFor(person, areas, roles)) {
        expect(names.has(String(rule.subject)), JSON.stringify(rule)).toBe(true);
        expect([rule.action].flat().length, JSON.stringify(rule)).toBeGreaterThan(0);
      }
    }
  });
});

describe('rulesFor as the server reads it into its list queries', () => {
  /** The keys of the classes (1 and 2 of establishment 3, 3 of 4, 4 of none) the person may list. */
  function listedClasses(person: Person): number[] {
    const models = buildModels(declarations);
    const classes = models.get('classes');
    if (!classes) throw new Error('no classes model');
    const scope = scopeOf(ability(person), 'list', classes, models);
    const db = new Database(':memory:');
    try {
      db.exec('CREATE TABLE classes (id INTEGER PRIMARY KEY, etablissement_id INTEGER)');
      db.exec('INSERT INTO classes VALUES (1, 3), (2, 3), (3, 4), (4, NULL)');
      const rows = db
        .prepare(`SELECT id FROM classes t WHERE ${scope?.sql ?? '1 = 1'} ORDER BY id`)
        .all(...(scope?.args ?? [])) as { id: number }[];
      return rows.map((row) => row.id);
    } finally {
      db.close();
    }
  }

  it('lists staff the classes of their establishment, and a staff account of no establishment none', () => {
    expect(listedClasses(admin)).toEqual([1, 2, 3, 4]);
    expect(listedClasses(staff)).toEqual([1, 2]);
    expect(listedClasses({ ...staff, etablissement_id: null })).toEqual([]);
  });
});

describe('rulesFor on the pages', () => {
  it('closes a page the roles file leaves undefined, as one it does not name', () => {
    const roles: Roles = {
      ...ROLES,
      staff: { ...ROLES.staff, pages: { ...ROLES.staff.pages, media: undefined } },
    };
    const can = createMongoAbility(rulesFor(staff, declarations, roles) as RawRuleOf<MongoAbility>[]);
    expect(can.can('create', 'media')).toBe(false);
    expect(can.can('list', 'journal')).toBe(true);
  });
});

describe('fieldRulesFor', () => {
  it('tells the app which role values staff may give a user', () => {
    expect(fieldRulesFor('staff', declarations)).toEqual({
      users: { role: { values: ['student', 'teacher'] } },
    });
    expect(fieldRulesFor('admin', declarations)).toEqual({});
  });
});

describe('matrixOf', () => {
  // Computed in each test, not when the file loads: mutation testing switches a mutant on per test.
  const matrix = () => matrixOf(declarations, ROLES, t);
  const area = (name: string) => matrix().areas.find((a) => a.name === name);

  it('lists every role, every action and every declared area', () => {
    expect(matrix().roles).toEqual(['admin', 'staff']);
    expect(matrix().actions).toEqual([...AREA_ACTIONS]);
    expect(
      matrix()
        .areas.map((a) => a.name)
        .sort(),
    ).toEqual(declarations.map((d) => d.name).sort());
  });

  it('grants the administrators everything and staff what the policy says', () => {
    for (const { grants } of matrix().areas) {
      expect(Object.values(grants.admin).every((grant) => grant === 'all')).toBe(true);
    }
    expect(area('etablissements')?.grants.staff).toMatchObject({
      list: 'all',
      show: 'all',
      create: 'none',
      edit: 'none',
    });
    expect(area('classes')?.grants.staff.delete).toBe('scoped');
    expect(area('users')?.grants.staff.create).toBe('scoped');
    expect(area('themes')?.grants.staff.import).toBe('all');
  });

  it('says in French what a scoped grant means, and gives the field rules', () => {
    expect(area('classes')?.scope).toEqual({ staff: 'son établissement' });
    expect(area('users')?.scope).toEqual({
      staff: 'son établissement ; Rôle : Élève, Enseignant ; son propre compte',
    });
    expect(area('users')?.fields).toEqual([
      { field: 'role', role: 'staff', rule: { values: ['student', 'teacher'] } },
    ]);
  });

  it('grants on their own record only what a role may do there, and says so', () => {
    const profiles = defineResource({
      name: 'profiles',
      recordRepresentation: 'nickname',
      fields: [{ name: 'nickname', kind: 'text' }],
      permissions: { staff: { actions: [], self: { actions: ['show', 'edit'] } } },
    });
    const [own] = matrixOf([profiles], ROLES, t).areas;
    expect(own.grants.staff).toMatchObject({ show: 'scoped', edit: 'scoped', list: 'none', delete: 'none' });
    expect(own.scope).toEqual({ staff: 'son propre compte' });
  });

  it('says in French that a scope through an owning record means the owner’s establishment', () => {
    const lessons = defineResource({
      name: 'lessons',
      recordRepresentation: 'title',
      fields: [{ name: 'classe_id', kind: 'reference', target: 'classes' }],
      permissions: { staff: { scope: { via: 'classe_id', target: 'classes' } } },
    });
    const [scoped] = matrixOf([lessons], ROLES, t).areas;
    expect(scoped.grants.staff.show).toBe('scoped');
    expect(scoped.scope).toEqual({ staff: 'Classe de son établissement' });
  });

  it('names an unlabelled field and its values by their names in what a scope means', () => {
    const notes = defineResource({
      name: 'notes',
      recordRepresentation: 'title',
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'status', kind: 'enum', values: ['draft', 'review', 'published'] },
      ],
      permissions: { staff: { where: { status: ['draft', 'review'] } } },
    });
    const [scoped] = matrixOf([notes], ROLES, t).areas;
    expect(scoped.scope).toEqual({ staff: 'status : draft, review' });
  });

  it('opens the test dashboard and the rights page to administrators only', () => {
    expect(matrix().pages).toEqual([
      { name: 'tests', roles: ['admin'] },
      { name: 'rights', roles: ['admin'] },
      { name: 'media', roles: ['admin', 'staff'] },
      { name: 'journal', roles: ['admin', 'staff'] },
      { name: 'trash', roles: ['admin', 'staff'] },
    ]);
  });
});
