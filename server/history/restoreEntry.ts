/**
 * "Restaurer cette version": writes an entry's snapshot back as a new change (action `restore`),
 * through the same validation and integrity checks as a form's write. A record deleted since is
 * recreated with its key, provided every record it refers to still exists. Passwords are never in
 * a snapshot: an existing account keeps its password, a recreated one has none until it is set.
 */
import { SIGN_IN_ACTIONS } from '../../resources/contracts/historyContract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../auth/permissions/permissionsHook';
import { mayShow, refuseRestore } from '../auth/writeRights';
import { ApiError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import { readVersion, toWriteSet, transact, type CrudContext } from '../resources/crudRoutes';
import { checkImageFiles } from '../media/imageFields';
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
export async function missingReferences(
  model: ResourceModel,
  snapshot: Record<string, unknown>,
  context: RestoreContext,
): Promise<string[]> {
  const missing: string[] = [];
  for (const field of model.declaration.fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    const value = snapshot[field.name];
    const keys = (Array.isArray(value) ? value : value == null ? [] : [value]) as Key[];
    const target = context.stores.get(field.target);
    if (keys.length === 0 || !target) continue;
    const found = new Set([...(await target.existing(keys))].map(lower));
    for (const key of keys.filter((k) => !found.has(lower(k)))) {
      const label = await context.entries.lastLabelOf(field.target, String(key));
      const name = label ? `« ${label} » (${String(key)})` : `« ${String(key)} »`;
      missing.push(`${fieldLabel(model.name, field.name)} : ${name}`);
    }
  }
  return missing;
}

export async function restoreEntry(
  context: RestoreContext,
  id: number,
  body: unknown,
  request: FastifyRequest,
): Promise<{ record: ApiRecord; recreated: boolean }> {
  const { user } = request;
  const notFound = () => new ApiError(404, t('server.history.entryNotFound', { id }));
  const entry = await context.entries.get(id);
  if (!entry) throw notFound();
  if ((SIGN_IN_ACTIONS as readonly string[]).includes(entry.action)) {
    throw new ApiError(409, t('server.history.notAChange'));
  }
  const model = context.models.get(entry.resource);
  if (!model) throw new ApiError(409, t('server.history.areaGone', { resource: entry.resource }));
  const store = context.stores.get(model.name) as RecordStore;
  const key = parseKey(model, entry.snapshot[model.key] ?? entry.record_key);
  if (key === undefined) throw new ApiError(404, t('server.history.entryNotFound', { id }));
  const version = readVersion(body);
  const actor = actorOf(user);
  const { history, keyTypes, stores } = context;
  const hooks = hooksOf(context.hooks, model.name);

  return transact(context.database, model, async () => {
    const row = await store.getRow(key);
    // The person restores only what they may see, and may edit as it is and as it would become.
    const current = row ? store.toRecords([row])[0] : undefined;
    if (!(await mayShow(request, model, current ?? entry.snapshot, stores))) throw notFound();
    if (!request.ability.can('restore', model.name)) throw forbidden();
    if (row && version !== undefined && Date.parse(version) !== Date.parse(String(row.updated_at))) {
      throw new ApiError(409, t('server.errors.stale'));
    }
    const missing = await missingReferences(model, entry.snapshot, context);
    if (missing.length > 0) {
      throw new ApiError(409, t('server.history.missingReferences', { missing: missing.join(' ; ') }));
    }
    if (row) {
      const stored = row[model.key] as Key;
      const values = validateRecord(model, entry.snapshot, 'edit', keyTypes);
      await refuseRestore(request, model, stores, current, values, notFound);
      await hooks.beforeUpdate?.({ model, user, key: stored, values });
      await checkReferences(model, values, stores);
      await checkImageFiles(model, values, context.media);
      await checkUnique(model, store, values, stored, context.trash);
      const before = await store.get(stored);
      const after = await store.update(stored, row.updated_at, toWriteSet(model, values));
      await history.record({ actor, model, action: 'restore', before, after });
      await hooks.afterWrite?.({ model, user, action: 'update', key: stored, values, secrets: [] });
      return { record: after, recreated: false };
    }
    const values = validateRecord(passwordOptional(model), entry.snapshot, 'create', keyTypes);
    // The same key as before, so links to it in other entries and exports still name this record.
    values[model.key] = key;
    await refuseRestore(request, model, stores, undefined, values, notFound);
    await hooks.beforeCreate?.({ model, user, values });
    await checkReferences(model, values, stores);
    await checkImageFiles(model, values, context.media);
    // Back from the journal, the record leaves the trash (its links stay as they are now).
    const trashed = await context.trash.findRecord(model.name, String(key));
    if (trashed !== undefined) await context.trash.remove(trashed);
    await checkUnique(model, store, values, undefined, context.trash);
    const created = await store.insert(toWriteSet(model, values));
    const after = (await store.get(created)) as ApiRecord;
    await history.record({ actor, model, action: 'restore', after });
    await hooks.afterWrite?.({ model, user, action: 'create', key: created, values, secrets: [] });
    return { record: after, recreated: true };
  });
}
