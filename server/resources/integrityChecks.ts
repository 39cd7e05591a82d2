/**
 * Checks that need the database, run inside the write's transaction so nothing changes between the
 * check and the write: referenced records exist (422 on the field) and unique values are free (409).
 */
import { uniqueConflict, validationError, type FieldError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import type { ResourceModel } from './model';
import type { Key } from './recordCodec';
import type { RecordStore } from './recordStore';

/** Text keys are compared without case, as their NOCASE columns do. */
const spelling = (key: Key): Key => (typeof key === 'string' ? key.toLowerCase() : key);

/** A value sent as the record already holds it: the same key, or the same keys in the same order. */
export function unchanged(sent: unknown, stored: unknown): boolean {
  if (!Array.isArray(sent) || !Array.isArray(stored)) return sent === stored;
  return sent.length === stored.length && sent.every((value, index) => value === stored[index]);
}

/**
 * Replaces referenced keys by their stored spelling; unknown ones are field errors. `record`: the
 * record as it is, whose references exist (deleting a record clears the references to it): a
 * reference sent unchanged is not looked up again, which spared an edit three of its fourteen
 * round trips to PostgreSQL.
 */
export async function checkReferences(
  model: ResourceModel,
  values: Record<string, unknown>,
  stores: Map<string, RecordStore>,
  record?: Record<string, unknown>,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of model.declaration.fields) {
    if ((field.kind !== 'reference' && field.kind !== 'referenceList') || values[field.name] == null)
      continue;
    if (record && unchanged(values[field.name], record[field.name])) continue;
    const target = stores.get(field.target);
    if (!target) continue; // a reference to an area this server does not hold: kept as given
    const keys = field.kind === 'reference' ? [values[field.name] as Key] : (values[field.name] as Key[]);
    const stored = new Map([...(await target.existing(keys))].map((key) => [spelling(key), key]));
    const resolved = keys.map((key) => stored.get(spelling(key)));
    resolved.forEach((found, index) => {
      if (found !== undefined) return;
      const loc = field.kind === 'reference' ? ['body', field.name] : ['body', field.name, index];
      errors.push({ loc, msg: t('validation.reference'), type: 'value_error' });
    });
    values[field.name] = field.kind === 'reference' ? resolved[0] : resolved;
  }
  if (errors.length > 0) throw validationError(errors);
}

/** A record in the trash holding a unique value: its label (the value stays taken until it is purged). */
export interface TrashedHolders {
  holderOf(model: ResourceModel, field: string, value: unknown): Promise<string | undefined>;
}

export async function checkUnique(
  model: ResourceModel,
  store: Pick<RecordStore, 'holderOf'>,
  values: Record<string, unknown>,
  except?: Key,
  trash?: TrashedHolders,
): Promise<void> {
  const fields = model.serverKey
    ? model.uniques
    : [...model.declaration.fields.filter((f) => f.name === model.key), ...model.uniques];
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if ((await store.holderOf(field.name, value, except)) !== undefined) {
      throw uniqueConflict(
        field.name,
        t('server.errors.unique', { field: fieldLabel(model.name, field.name), value: String(value) }),
      );
    }
    const trashed = await trash?.holderOf(model, field.name, value);
    if (trashed !== undefined) {
      throw uniqueConflict(
        field.name,
        t('server.trash.uniqueInTrash', {
          field: fieldLabel(model.name, field.name),
          value: String(value),
          label: trashed,
        }),
      );
    }
  }
}
