/**
 * The record-level half of the permissions (the route-level half is permissionsHook.ts): a record
 * outside the person's scope answers as a missing one (404), a field the person may not write
 * answers 403 naming it, a value the person may not give an enum field (or the scope field) 422 on
 * that field. Every check runs on the record as CASL sees it: the stored record, and for a scope
 * through a reference, the owner's establishment at `{via}.etablissement_id`.
 */
import { subject } from '@casl/ability';
import type { FastifyRequest } from 'fastify';
import {
  areaFieldRules,
  areaPermissions,
  ESTABLISHMENT_FIELD,
  scopePath,
} from '../../../resources/kit/permissions';
import { kindOf } from '../../../resources/kit/kinds';
import { ApiError, fieldError } from '../../http/apiError';
import { fieldLabel, t } from '../../http/messages';
import type { ResourceModel } from '../../resources/model';
import type { Key } from '../../resources/recordCodec';
import type { RecordStore } from '../../resources/recordStore';
import { forbidden } from './permissionsHook';

type Values = Record<string, unknown>;

export function recordNotFound(key: unknown): ApiError {
  return new ApiError(404, t('server.errors.recordNotFound', { key: String(key) }));
}

/** Reads what the checks need of other areas (the owner of a record scoped through a reference). */
export type StoreOf = (area: string) => RecordStore | undefined;

/** The record as the rules see it: for a scope through a reference, the owner's establishment added. */
export async function asSubject(
  request: FastifyRequest,
  model: ResourceModel,
  record: Values,
  stores: StoreOf,
) {
  const own = request.user ? areaPermissions(model.declaration, request.user.role) : {};
  if (own.scope && own.scope !== 'etablissement') {
    const ownerKey = record[own.scope.via];
    const owner = ownerKey == null ? undefined : await stores(own.scope.target)?.get(ownerKey as Key);
    return subject(model.name, {
      ...record,
      [own.scope.via]: { [ESTABLISHMENT_FIELD]: owner?.[ESTABLISHMENT_FIELD] ?? null },
    });
  }
  return subject(model.name, { ...record });
}

/**
 * Refuses an action on a stored record the person may not take it on: 403 when they may see the
 * record (their own profile, which they may not delete), 404 when they may not even see it (its
 * existence is not revealed).
 */
export async function requireRecord(
  request: FastifyRequest,
  model: ResourceModel,
  action: string,
  record: Values,
  stores: StoreOf,
): Promise<void> {
  const seen = await asSubject(request, model, record, stores);
  if (request.ability.can(action, seen)) return;
  if (action !== 'show' && request.ability.can('show', seen)) throw forbidden();
  throw recordNotFound(record[model.key]);
}

/** 404 for the first record of a bulk call the person may not take `action` on: the call then changes nothing. */
export async function requireRecords(
  request: FastifyRequest,
  model: ResourceModel,
  action: string,
  records: readonly Values[],
  stores: StoreOf,
): Promise<void> {
  for (const record of records) await requireRecord(request, model, action, record, stores);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether a created record's value is the one it gets when the field is not sent (its default, or
 * no value): validation fills every field on a create, and a field the person may not write is
 * only refused when they gave it a value of their own.
 */
function isBlank(model: ResourceModel, name: string, value: unknown): boolean {
  const field = model.declaration.fields.find((candidate) => candidate.name === name);
  if (!field) return false;
  if (field.default !== undefined) return same(value, field.default);
  return value == null || same(value, kindOf(field).emptyValue());
}

/** The fields of `values` the person may not write on `current` (403 naming the first). */
function refuseFields(
  request: FastifyRequest,
  model: ResourceModel,
  action: string,
  current: object,
  changed: string[],
) {
  for (const name of changed) {
    if (!request.ability.can(action, current as never, name)) {
      throw new ApiError(
        403,
        t('server.permissions.forbiddenField', { field: fieldLabel(model.name, name) }),
      );
    }
  }
}

/** The values the role may not give (its `where` enum values, its establishment): 422 on the first. */
function refuseValues(
  request: FastifyRequest,
  model: ResourceModel,
  after: Values,
  changed: string[],
  locPrefix: readonly (string | number)[],
) {
  const own = request.user ? areaPermissions(model.declaration, request.user.role) : {};
  const limited: [string, (value: unknown) => boolean][] = Object.entries(own.where ?? {}).map(
    ([name, allowed]) => [name, (value) => allowed.includes(String(value))],
  );
  if (scopePath(own) === ESTABLISHMENT_FIELD) {
    const mine = request.user?.etablissement_id ?? null;
    limited.push([ESTABLISHMENT_FIELD, (value) => mine !== null && value === mine]);
  }
  for (const [name, allowed] of limited) {
    if (changed.includes(name) && !allowed(after[name])) {
      const message =
        name === ESTABLISHMENT_FIELD
          ? t('server.permissions.ownEstablishment')
          : t('server.permissions.forbiddenValue', { value: String(after[name] ?? '') });
      throw fieldError([...locPrefix, name], message);
    }
  }
}

/**
 * A create or an edit the person may make: `values` (the checked body) on `before` (the stored
 * record, for an edit). Only what changes is checked, and on a create what differs from the value
 * the field gets unsent: a field the person may not write on the record (403 naming it: on an edit
 * first, so their own record's role is a field they may not touch, not a value), a value the role
 * may not give (422 on the field), then the record as it would become must be one they may take
 * the action on (403).
 */
export async function checkWrite(
  request: FastifyRequest,
  model: ResourceModel,
  action: 'create' | 'edit',
  values: Values,
  before: Values | undefined,
  stores: StoreOf,
  locPrefix: readonly (string | number)[] = ['body'],
): Promise<void> {
  const changed = Object.keys(values).filter((name) => !before || !same(values[name], before[name]));
  const after = { ...before, ...values };
  if (before) refuseFields(request, model, action, await asSubject(request, model, before, stores), changed);
  refuseValues(request, model, after, changed, locPrefix);
  const next = await asSubject(request, model, after, stores);
  if (!before) {
    const given = changed.filter((name) => !isBlank(model, name, values[name]));
    refuseFields(request, model, action, next, given);
  }
  if (!request.ability.can(action, next)) throw forbidden();
}

/** Records without the fields hidden from the person's role (a record is sent as it is when none is). */
export function withoutHidden<T extends Values>(
  request: FastifyRequest,
  model: ResourceModel,
  records: T[],
): T[] {
  if (!request.user) return records;
  const rules = areaFieldRules(model.declaration, request.user.role);
  const hidden = Object.keys(rules).filter((name) => rules[name].hidden);
  if (hidden.length === 0) return records;
  return records.map((record) => {
    const visible = { ...record };
    for (const name of hidden) delete visible[name];
    return visible;
  });
}
