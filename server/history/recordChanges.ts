/**
 * What an entry says about a record: its snapshot (the values a restore writes back) and the
 * field-level difference of a change. Secrets (password fields) never enter either: a changed
 * password is reported as changed, without values.
 */
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isComputed, isSecret } from '../../resources/kit/fields';
import { SYSTEM_FIELDS } from '../../resources/kit/defineResource';
import type { FieldChange } from '../../resources/contracts/historyContract';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord } from '../resources/recordCodec';

const SYSTEM = new Set<string>(SYSTEM_FIELDS);

/** Fields a snapshot keeps: stored values, not secrets, computed counts or the server's timestamps. */
function trackedFields(model: ResourceModel): FieldDeclaration[] {
  return model.declaration.fields.filter(
    (f) => !isSecret(f) && !isComputed(f) && !SYSTEM.has(f.name) && f.name !== model.key,
  );
}

export function secretFields(model: ResourceModel): string[] {
  return model.declaration.fields.filter(isSecret).map((f) => f.name);
}

export function snapshotOf(model: ResourceModel, record: ApiRecord): Record<string, unknown> {
  const snapshot: Record<string, unknown> = { [model.key]: record[model.key] };
  for (const field of trackedFields(model)) snapshot[field.name] = record[field.name] ?? null;
  return snapshot;
}

/** Lists (references, object lists) compare by value, in order: a reordered course changed. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/**
 * The changed fields between two versions (`before` absent for a create, `after` for a delete),
 * plus one secret entry per password field the write set.
 */
export function changesBetween(
  model: ResourceModel,
  before: ApiRecord | undefined,
  after: ApiRecord | undefined,
  secretsWritten: readonly string[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of trackedFields(model)) {
    const old = before ? (before[field.name] ?? null) : null;
    const now = after ? (after[field.name] ?? null) : null;
    // A create or a delete lists the values the record had, not every empty field.
    if (!before && isEmpty(now)) continue;
    if (!after && isEmpty(old)) continue;
    if (!same(old, now)) changes.push({ field: field.name, before: old, after: now });
  }
  for (const name of secretsWritten) changes.push({ field: name, before: null, after: null, secret: true });
  return changes;
}

/** The password fields a validated write set gives a value (an empty password on edit is kept). */
export function secretsIn(model: ResourceModel, values: Record<string, unknown>): string[] {
  return secretFields(model).filter((name) => typeof values[name] === 'string' && values[name] !== '');
}
