/**
 * "Restaurer cette version": writes an entry's snapshot back as a new change (action `restore`),
 * through the same validation and integrity checks as a form's write. A record deleted since is
 * recreated with its key, provided every record it refers to still exists. Passwords are never in
 * a snapshot: an existing account keeps its password, a recreated one has none until it is set.
 */
import type { AuthUser } from '../auth/users';
import { ApiError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import { readVersion, toWriteSet, transact, type CrudContext } from '../resources/crudRoutes';
import { checkReferences, checkUnique } from '../resources/integrityChecks';
import { hooksOf } from '../resources/areaHooks';
import type { ResourceModel } from '../resources/model';
import { passwordOptional } from '../resources/passwordOptional';
import { parseKey, type ApiRecord, type Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { validateRecord } from '../resources/validateRecord';
import { actorOf } from './changeLog';
import type { HistoryStore } from './historyStore';

export interface RestoreContext extends CrudContext {
  entries: HistoryStore;
}

const lower = (key: Key) => (typeof key === 'string' ? key.toLowerCase() : key);

/** Each referenced record of the snapshot that no longer exists, named by its last known label. */
function missingReferences(
  model: ResourceModel,
  snapshot: Record<string, unknown>,
  context: RestoreContext,
): string[] {
  const missing: string[] = [];
  for (const field of model.declaration.fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    const value = snapshot[field.name];
    const keys = (Array.isArray(value) ? value : value == null ? [] : [value]) as Key[];
    const target = context.stores.get(field.target);
    if (keys.length === 0 || !target) continue;
    const found = new Set([...target.existing(keys)].map(lower));
    for (const key of keys.filter((k) => !found.has(lower(k)))) {
      const label = context.entries.lastLabelOf(field.target, String(key));
      const name = label ? `« ${label} » (${String(key)})` : `« ${String(key)} »`;
      missing.push(`${fieldLabel(model.name, field.name)} : ${name}`);
    }
  }
  return missing;
}

export function restoreEntry(
  context: RestoreContext,
  id: number,
  body: unknown,
  user: AuthUser | null,
): { record: ApiRecord; recreated: boolean } {
  const entry = context.entries.get(id);
  if (!entry) throw new ApiError(404, t('server.history.entryNotFound', { id }));
  const model = context.models.get(entry.resource);
  if (!model) throw new ApiError(409, t('server.history.areaGone', { resource: entry.resource }));
  const store = context.stores.get(model.name) as RecordStore;
  const key = parseKey(model, entry.snapshot[model.key] ?? entry.record_key);
  if (key === undefined) throw new ApiError(404, t('server.history.entryNotFound', { id }));
  const version = readVersion(body);
  const actor = actorOf(user);
  const { history, keyTypes, stores } = context;
  const hooks = hooksOf(context.hooks, model.name);

  return transact(context.db, model, () => {
    const row = store.getRow(key);
    if (row && version !== undefined && Date.parse(version) !== Date.parse(String(row.updated_at))) {
      throw new ApiError(409, t('server.errors.stale'));
    }
    const missing = missingReferences(model, entry.snapshot, context);
    if (missing.length > 0) {
      throw new ApiError(409, t('server.history.missingReferences', { missing: missing.join(' ; ') }));
    }
    if (row) {
      const stored = row[model.key] as Key;
      const values = validateRecord(model, entry.snapshot, 'edit', keyTypes);
      hooks.beforeUpdate?.({ model, user, key: stored, values });
      checkReferences(model, values, stores);
      checkUnique(model, store, values, stored);
      const before = store.get(stored);
      store.update(stored, row.updated_at, toWriteSet(model, values));
      const after = store.get(stored) as ApiRecord;
      history.record({ actor, model, action: 'restore', before, after });
      hooks.afterWrite?.({ model, user, action: 'update', key: stored, values, secrets: [] });
      return { record: after, recreated: false };
    }
    const values = validateRecord(passwordOptional(model), entry.snapshot, 'create', keyTypes);
    // The same key as before, so links to it in other entries and exports still name this record.
    values[model.key] = key;
    hooks.beforeCreate?.({ model, user, values });
    checkReferences(model, values, stores);
    checkUnique(model, store, values);
    const created = store.insert(toWriteSet(model, values));
    const after = store.get(created) as ApiRecord;
    history.record({ actor, model, action: 'restore', after });
    hooks.afterWrite?.({ model, user, action: 'create', key: created, values, secrets: [] });
    return { record: after, recreated: true };
  });
}
