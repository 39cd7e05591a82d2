/**
 * A delete moves records to the trash: each keeps its stored row (secrets left out), its own
 * reference lists and the links of other records its delete removed. Every record that loses a
 * link gets its journal entry (`unlink`, before and after) under the delete's batch, beside the
 * `delete` entries, so the journal shows the whole effect. Runs inside the delete's transaction.
 */
import { isSecret } from '../../resources/kit/fields';
import { representRecord } from '../../resources/kit/fields';
import type { Actor, ChangeLog } from '../history/changeLog';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord, Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import type { Database } from '../db/database';
import { linkingFields, type LinkingField } from './linkedRecords';
import type { RemovedLink, TrashStore } from './trashStore';

export interface DeleteContext {
  database: Database;
  models: Map<string, ResourceModel>;
  stores: Map<string, RecordStore>;
  history: ChangeLog;
  trash: TrashStore;
  /** The server's clock (tests move it to expire the trash). */
  now: () => number;
}

const CHUNK = 1000;
const spelling = (key: unknown) => (typeof key === 'string' ? key.toLowerCase() : key);

async function storedRows(database: Database, model: ResourceModel, keys: readonly Key[]) {
  const rows: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += CHUNK) {
    const part = keys.slice(start, start + CHUNK);
    rows.push(
      ...((await database.db
        .selectFrom(model.table)
        .selectAll()
        .where(model.key, 'in', part)
        .execute()) as Record<string, unknown>[]),
    );
  }
  return rows;
}

/** The records of each linking area, read once per area (before or after the delete). */
async function readOwners(
  context: DeleteContext,
  linking: LinkingField[],
): Promise<Map<string, ApiRecord[]>> {
  const owners = new Map<string, Key[]>();
  for (const { model, owners: keys } of linking)
    owners.set(model.name, [...(owners.get(model.name) ?? []), ...keys]);
  const records = new Map<string, ApiRecord[]>();
  for (const [name, keys] of owners) {
    if (keys.length === 0) continue;
    records.set(name, await (context.stores.get(name) as RecordStore).getMany([...new Set(keys)]));
  }
  return records;
}

const byKey = (model: ResourceModel, records: ApiRecord[] | undefined) =>
  new Map((records ?? []).map((record) => [spelling(record[model.key]), record]));

/** The links one deleted key had on the records of `linking`. */
function removedLinksOf(
  key: Key,
  linking: LinkingField[],
  before: Map<string, ApiRecord[]>,
  after: Map<string, ApiRecord[]>,
): RemovedLink[] {
  const links: RemovedLink[] = [];
  for (const { model, field, kind } of linking) {
    const was = byKey(model, before.get(model.name));
    const now = byKey(model, after.get(model.name));
    for (const [owner, record] of was) {
      const value = record[field];
      const position = Array.isArray(value) ? value.findIndex((v) => spelling(v) === spelling(key)) : -1;
      if (kind === 'reference' ? spelling(value) !== spelling(key) : position < 0) continue;
      const later = now.get(owner);
      links.push({
        resource: model.name,
        key: record[model.key] as Key,
        field,
        kind,
        ...(kind === 'referenceList' ? { position } : {}),
        before: value ?? null,
        after: later?.[field] ?? null,
        stamp: String(later?.updated_at ?? ''),
        version: String(record.updated_at ?? ''),
      });
    }
  }
  return links;
}

/** Deletes `keys` (known to exist, nothing requiring them) into the trash; gives the deleted records. */
export async function deleteIntoTrash(
  context: DeleteContext,
  model: ResourceModel,
  keys: Key[],
  actor: Actor,
  batchId: string,
): Promise<ApiRecord[]> {
  const store = context.stores.get(model.name) as RecordStore;
  const records = await store.getMany(keys);
  const rows = new Map(
    (await storedRows(context.database, model, keys)).map((r) => [spelling(r[model.key]), r]),
  );
  const linking = (await linkingFields(context.database, context.models, model, keys)).filter(
    (l) => l.owners.length > 0,
  );
  const before = await readOwners(context, linking);
  await store.remove(keys);
  const after = await readOwners(context, linking);
  const secrets = model.declaration.fields.filter(isSecret).map((f) => f.name);
  const deletedAt = new Date(context.now()).toISOString();
  for (const record of records) {
    const key = record[model.key] as Key;
    const row = { ...rows.get(spelling(key)) };
    for (const name of secrets) row[name] = null;
    const lists = Object.fromEntries(
      model.lists.map((l) => [l.field.name, (record[l.field.name] as unknown[]) ?? []]),
    );
    const uniques = Object.fromEntries(
      [model.key, ...model.uniques.map((f) => f.name)].map((name) => [name, row[name]]),
    );
    await context.trash.put({
      resource: model.name,
      record_key: String(key),
      record_label: representRecord(model.declaration, record),
      row,
      lists,
      links: removedLinksOf(key, linking, before, after),
      deleted_at: deletedAt,
      deleted_by: actor.id,
      deleted_by_name: actor.name,
      batch_id: batchId,
      uniques,
    });
    await context.history.record({ actor, model, action: 'delete', before: record, batchId });
  }
  for (const [name, was] of before) {
    const linked = context.models.get(name) as ResourceModel;
    const now = byKey(linked, after.get(name));
    for (const record of was) {
      const later = now.get(spelling(record[linked.key]));
      if (later)
        await context.history.record({
          actor,
          model: linked,
          action: 'unlink',
          before: record,
          after: later,
          batchId,
        });
    }
  }
  return records;
}
