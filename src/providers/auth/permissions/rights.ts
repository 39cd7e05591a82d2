/**
 * The person's rights evaluated by CASL, as the server evaluates the same rules: loaded on first
 * use (not with the first page). `users.role` asks about a field of an area, as react-admin's
 * field-level resources do; a record given is checked against the rules' conditions.
 */
import { createMongoAbility, subject, type MongoAbility } from '@casl/ability';
import type { FieldRule, PermissionsAnswer } from '../../../../resources/contracts/permissionsContract';
import type { AccessQuery, FieldRules, FieldRulesQuery, Rights } from './types';

/**
 * An API that does not report permissions: everything is offered, the server decides; only the
 * "Droits" page is not, as its matrix comes from the same reference API.
 */
export const EVERYTHING: Rights = {
  can: ({ resource }) => resource !== 'rights',
  fieldRules: () => ({}),
};

/** Actions a field rule forbids: a hidden field is neither read nor written, a read-only one is not written. */
const WRITES = new Set(['create', 'edit']);

function splitResource(resource: string): { area: string; field?: string } {
  const dot = resource.indexOf('.');
  return dot < 0 ? { area: resource } : { area: resource.slice(0, dot), field: resource.slice(dot + 1) };
}

export function rightsOf(answer: PermissionsAnswer): Rights {
  // The rules are the contract's raw CASL rules; the ability's generic types are left open.
  const ability: MongoAbility = createMongoAbility(answer.rules as Parameters<typeof createMongoAbility>[0]);
  const target = (area: string, record?: Record<string, unknown>) =>
    record ? subject(area, { ...record }) : area;

  function can({ action, resource, record }: AccessQuery): boolean {
    const { area, field } = splitResource(resource);
    if (field) {
      const rule = answer.fields[area]?.[field];
      if (rule?.hidden) return false;
      if (rule?.readOnly && WRITES.has(action)) return false;
    }
    return ability.can(action, target(area, record), field);
  }

  function fieldRules({ resource, fields, record, mode }: FieldRulesQuery): FieldRules {
    const declared = answer.fields[resource] ?? {};
    const rules: FieldRules = {};
    for (const field of fields) {
      // Allowed values limit what a form offers; a list shows any value it reads.
      const { values, ...rest } = declared[field] ?? {};
      const rule: FieldRule = mode && values ? { ...rest, values } : rest;
      if (!rule.hidden && !ability.can(record ? 'show' : 'list', target(resource, record), field))
        rule.hidden = true;
      if (mode && !rule.hidden && !rule.readOnly && !ability.can(mode, target(resource, record), field))
        rule.readOnly = true;
      if (rule.hidden || rule.readOnly || rule.values) rules[field] = rule;
    }
    return rules;
  }

  return { can, fieldRules };
}
