/**
 * The permissions of issue 29, computed from the roles file (resources/roles.ts) and the areas'
 * declarations (their `permissions` key): pure data in, CASL raw rules out, so that the server
 * enforces and the app follows the very same rules (`createMongoAbility(rules)` on both sides).
 * No server, no React here.
 */
import {
  AREA_ACTIONS,
  PAGE_SUBJECTS,
  type AreaAction,
  type FieldRule,
  type Grant,
  type PermissionRule,
  type PermissionsMatrix,
} from '../contracts/permissionsContract';
import type { Roles } from '../roles';
import type { AreaRolePermissions, ResourceDeclaration } from './defineResource';
import type { Translate } from './kinds/types';

/** Files at the top of resources/ that are not areas (the loaders of declarations skip them). */
export const NOT_AREAS = ['roles.ts'];

/** Who the rules are for: the signed-in person's role and the values their rules compare with. */
export interface Person {
  id: number;
  role: string;
  etablissement_id: number | null;
}

/** The field a scoped rule compares with the person's establishment. */
export const ESTABLISHMENT_FIELD = 'etablissement_id';

/** The actions that write a record's fields. */
const WRITES: readonly AreaAction[] = ['create', 'edit'];

/** An area's own rules for a role (empty when it keeps the roles file's). */
export function areaPermissions(declaration: ResourceDeclaration, role: string): AreaRolePermissions {
  return declaration.permissions?.[role] ?? {};
}

/** The actions a role may take on an area at all (on some records, maybe not all). */
export function areaActions(
  declaration: ResourceDeclaration,
  role: string,
  roles: Roles,
): readonly AreaAction[] {
  const defaults = roles[role];
  if (!defaults) return [];
  return areaPermissions(declaration, role).actions ?? defaults.areas;
}

/**
 * The condition of the scope as a field path: `etablissement_id`, or for a record that belongs to
 * a scoped one `{via}.etablissement_id` (the server puts the owner's establishment there).
 */
export function scopePath(own: AreaRolePermissions): string | undefined {
  if (!own.scope) return undefined;
  return own.scope === 'etablissement' ? ESTABLISHMENT_FIELD : `${own.scope.via}.${ESTABLISHMENT_FIELD}`;
}

/** The row condition of a role's rules on an area, the person's values bound; undefined when none. */
export function conditionsOf(own: AreaRolePermissions, person: Person): Record<string, unknown> | undefined {
  const conditions: Record<string, unknown> = {};
  const path = scopePath(own);
  // A person of no establishment has none of its records: `$in: []` matches nothing.
  if (path) conditions[path] = person.etablissement_id ?? { $in: [] };
  for (const [field, values] of Object.entries(own.where ?? {})) conditions[field] = { $in: [...values] };
  return Object.keys(conditions).length ? conditions : undefined;
}

function areaRules(person: Person, declaration: ResourceDeclaration, roles: Roles): PermissionRule[] {
  const subject = declaration.name;
  const own = areaPermissions(declaration, person.role);
  const actions = areaActions(declaration, person.role, roles);
  const rules: PermissionRule[] = [];
  const conditions = conditionsOf(own, person);
  if (actions.length) rules.push({ action: [...actions], subject, ...(conditions ? { conditions } : {}) });
  if (own.self) {
    const mine = { [declaration.key ?? 'id']: person.id };
    const reads = own.self.actions.filter((action) => action !== 'edit');
    if (reads.length) rules.push({ action: [...reads], subject, conditions: mine });
    if (own.self.actions.includes('edit')) {
      const fields = own.self.fields ? { fields: [...own.self.fields] } : {};
      rules.push({ action: 'edit', subject, conditions: mine, ...fields });
    }
  }
  // Last, so that they win over every rule above (CASL gives the later rule the priority).
  for (const [field, rule] of Object.entries(own.fields ?? {})) {
    const denied = rule === 'hidden' ? [...AREA_ACTIONS] : [...WRITES];
    rules.push({ action: denied, subject, fields: [field], inverted: true });
  }
  return rules;
}

/** The person's rules on every area and page, their values bound; none for a role the file does not name. */
export function rulesFor(
  person: Person,
  declarations: readonly ResourceDeclaration[],
  roles: Roles,
): PermissionRule[] {
  const defaults = roles[person.role];
  if (!defaults) return [];
  const rules = declarations.flatMap((declaration) => areaRules(person, declaration, roles));
  for (const [page, actions] of Object.entries(defaults.pages)) {
    if (actions?.length) rules.push({ action: [...actions], subject: page });
  }
  return rules;
}

/** A role's field rules on one area, by field (none when the area sets none). */
export function areaFieldRules(declaration: ResourceDeclaration, role: string): Record<string, FieldRule> {
  const own = areaPermissions(declaration, role);
  const rules: Record<string, FieldRule> = {};
  for (const [field, rule] of Object.entries(own.fields ?? {})) {
    rules[field] = rule === 'hidden' ? { hidden: true } : { readOnly: true };
  }
  for (const [field, values] of Object.entries(own.where ?? {})) {
    rules[field] = { ...rules[field], values: [...values] };
  }
  return rules;
}

/** A role's field rules, by area then field; areas without any are left out. */
export function fieldRulesFor(
  role: string,
  declarations: readonly ResourceDeclaration[],
): Record<string, Record<string, FieldRule>> {
  const byArea: Record<string, Record<string, FieldRule>> = {};
  for (const declaration of declarations) {
    const rules = areaFieldRules(declaration, role);
    if (Object.keys(rules).length) byArea[declaration.name] = rules;
  }
  return byArea;
}

/** How far a role may take an action on an area. */
export function grantOf(
  declaration: ResourceDeclaration,
  role: string,
  action: AreaAction,
  roles: Roles,
): Grant {
  const own = areaPermissions(declaration, role);
  if (areaActions(declaration, role, roles).includes(action)) {
    return own.scope || own.where ? 'scoped' : 'all';
  }
  return own.self?.actions.includes(action) ? 'scoped' : 'none';
}

/** What a role's `scoped` grants mean on an area, in the language of `t` ('' when nothing is scoped). */
export function scopeText(declaration: ResourceDeclaration, role: string, t: Translate): string {
  const own = areaPermissions(declaration, role);
  const parts: string[] = [];
  if (own.scope === 'etablissement') parts.push(t('server.permissions.scope.etablissement'));
  else if (own.scope) {
    parts.push(
      t('server.permissions.scope.via', {
        target: t(`resources.${own.scope.target}.name`, { _: own.scope.target, smart_count: 1 }),
      }),
    );
  }
  for (const [field, values] of Object.entries(own.where ?? {})) {
    const labels = values.map((value) =>
      t(`resources.${declaration.name}.values.${field}.${value}`, { _: value }),
    );
    parts.push(
      t('server.permissions.scope.where', {
        field: t(`resources.${declaration.name}.fields.${field}`, { _: field }),
        values: labels.join(', '),
      }),
    );
  }
  if (own.self) parts.push(t('server.permissions.scope.self'));
  return parts.join(' ; ');
}

/** The role × area × action matrix and the field rules: what the "Droits" page shows. */
export function matrixOf(
  declarations: readonly ResourceDeclaration[],
  roles: Roles,
  t: Translate,
): PermissionsMatrix {
  const roleNames = Object.keys(roles);
  return {
    roles: roleNames,
    actions: [...AREA_ACTIONS],
    areas: declarations.map((declaration) => {
      const grants: Record<string, Record<AreaAction, Grant>> = {};
      const scope: Record<string, string> = {};
      const fields: PermissionsMatrix['areas'][number]['fields'] = [];
      for (const role of roleNames) {
        grants[role] = Object.fromEntries(
          AREA_ACTIONS.map((action) => [action, grantOf(declaration, role, action, roles)]),
        ) as Record<AreaAction, Grant>;
        const text = scopeText(declaration, role, t);
        if (text) scope[role] = text;
        for (const [field, rule] of Object.entries(areaFieldRules(declaration, role))) {
          fields.push({ field, role, rule });
        }
      }
      return { name: declaration.name, grants, scope, fields };
    }),
    pages: PAGE_SUBJECTS.map((name) => ({
      name,
      roles: roleNames.filter((role) => (roles[role].pages[name]?.length ?? 0) > 0),
    })),
  };
}
