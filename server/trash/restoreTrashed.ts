/**
 * Takes a record out of the trash: its stored row goes back under its key with its own reference
 * lists, then each link its delete removed from another record is put back, provided that record
 * has not changed that field since (the others are named in the answer). The record and every
 * relinked record are journaled under one new batch; all of it is one transaction.
 */
import type { RestoreAnswer } from '../../resources/contracts/trashContract';
import type { AuthUser } from '../auth/users';
import { actorOf, newBatchId, type Actor } from '../history/changeLog';
import { missingReferences, type RestoreContext } from '../history/restoreEntry';
import { ApiError } from '../http/apiError';
import { fieldLabel, resourceLabel, t } from '../http/messages';
import { hooksOf } from '../resources/areaHooks';
import { toWriteSet, transact } from '../resources/crudRoutes';
import { checkUnique } from '../resources/integrityChecks';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord, Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { representRecord } from '../../resources/kit/fields';
import type { RemovedLink, TrashedRecord } from './trashStore';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The area of a trash entry, or 404 / 409. */
export async function entryAndModel(
  context: RestoreContext,
  id: number,
): Promise<{ entry: TrashedRecord; model: ResourceModel }> {
  const entry = await context.trash.get(id);
  if (!entry) throw new ApiError(404, t('server.trash.entryNotFound', { id }));
  const model = context.models.get(entry.resource);
  if (!model) throw new ApiError(409, t('server.history.areaGone', { resource: entry.resource }));
  return { entry, model };
}

/** The field's value with `key` put back: the reference itself, or the list with the key at its old place. */
function relinked(link: RemovedLink, current: unknown, key: Key): unknown {
  if (link.kind === 'reference') return key;
  const list = Array.isArray(current) ? [...(current as unknown[])] : [];
  list.splice(Math.min(link.position ?? list.length, list.length), 0, key);
  return list;
}

/** Other trashed records of the same delete that name this field: they now relink from its new value. */
async function followRelink(
  context: RestoreContext,
  entry: TrashedRecord,
  link: RemovedLink,
  value: unknown,
  stamp: string,
): Promise<void> {
  for (const other of await context.trash.batch(entry.batch_id)) {
    if (other.id === entry.id) continue;
    let changed = false;
    const links = other.links.map((l) => {
      if (l.resource !== link.resource || String(l.key) !== String(link.key) || l.field !== link.field)
        return l;
      changed = true;
      return { ...l, after: value, stamp };
    });
    if (changed) await context.trash.setLinks(other.id, links);
  }
}

async function relink(
  context: RestoreContext,
  entry: TrashedRecord,
  key: Key,
  actor: Actor,
  batchId: string,
): Promise<{ relinked: number; notRelinked: string[] }> {
  let count = 0;
  const notRelinked: string[] = [];
  for (const link of entry.links) {
    const model = context.models.get(link.resource);
    const store = model && context.stores.get(model.name);
    const row = store ? await store.getRow(link.key) : undefined;
    const current = row && store ? (store.toRecords([row])[0] as ApiRecord) : undefined;
    if (!model || !store || !row || !current) {
      notRelinked.push(
        t('server.trash.linkGone', { resource: resourceLabel(link.resource), key: String(link.key) }),
      );
      continue;
    }
    if (!same(current[link.field], link.after)) {
      notRelinked.push(
        t('server.trash.linkChanged', {
          resource: resourceLabel(model.name),
          label: representRecord(model.declaration, current),
          field: fieldLabel(model.name, link.field),
        }),
      );
      continue;
    }
    const value = relinked(link, current[link.field], key);
    // Back exactly as before the delete (version included) when nothing else was written since.
    const untouched = same(value, link.before) && String(row.updated_at) === link.stamp;
    const after = await store.update(
      link.key,
      row.updated_at,
      toWriteSet(model, { [link.field]: value }),
      untouched ? link.version : undefined,
    );
    await context.history.record({ actor, model, action: 'relink', before: current, after, batchId });
    await followRelink(context, entry, link, value, String(after.updated_at));
    count += 1;
  }
  return { relinked: count, notRelinked };
}

/**
 * The trashed record's row and own lists back under its key (no links of others yet), out of the
 * trash; 409 when its key is taken again or a record it refers to is gone. Inside a transaction.
 */
export async function putBack(
  context: RestoreContext,
  model: ResourceModel,
  entry: TrashedRecord,
): Promise<ApiRecord> {
  const store = context.stores.get(model.name) as RecordStore;
  const key = entry.row[model.key] as Key;
  if (await store.getRow(key)) {
    throw new ApiError(409, t('server.trash.alreadyBack', { label: entry.record_label, key: String(key) }));
  }
  const missing = await missingReferences(model, { ...entry.row, ...entry.lists }, context);
  if (missing.length > 0) {
    throw new ApiError(409, t('server.history.missingReferences', { missing: missing.join(' ; ') }));
  }
  await context.trash.remove(entry.id);
  await checkUnique(model, store, entry.row, undefined, context.trash);
  await context.database.db.insertInto(model.table).values(entry.row).execute();
  for (const link of model.lists) {
    const values = entry.lists[link.field.name] ?? [];
    const rows = values.map((value, position) => ({ owner: key, position, value }));
    if (rows.length > 0) await context.database.db.insertInto(link.table).values(rows).execute();
  }
  return (await store.get(key)) as ApiRecord;
}

export async function restoreTrashed(
  context: RestoreContext,
  id: number,
  user: AuthUser | null,
): Promise<RestoreAnswer> {
  const { model } = await entryAndModel(context, id);
  const actor = actorOf(user);
  const hooks = hooksOf(context.hooks, model.name);
  return transact(context.database, model, async () => {
    const { entry } = await entryAndModel(context, id);
    const key = entry.row[model.key] as Key;
    const record = await putBack(context, model, entry);
    const batchId = newBatchId();
    await context.history.record({ actor, model, action: 'restore', after: record, batchId });
    await hooks.afterWrite?.({
      model,
      user,
      action: 'create',
      key,
      values: { [model.key]: key },
      secrets: [],
    });
    const links = await relink(context, entry, key, actor, batchId);
    return { record, ...links };
  });
}

/** Deletes a trash entry for good, journaled (`purge`) as it was. */
export async function purgeTrashed(
  context: RestoreContext,
  entry: TrashedRecord,
  actor: Actor,
): Promise<boolean> {
  const model = context.models.get(entry.resource);
  // Another instance purging the same entry at once removed it first: it journals, not this one.
  if (!(await context.trash.remove(entry.id))) return false;
  if (model) {
    const before = { ...entry.row, ...entry.lists };
    await context.history.record({ actor, model, action: 'purge', before, batchId: entry.batch_id });
  }
  return true;
}
