/**
 * What deleting records will touch, told before it happens: per field of another area pointing at
 * them, how many records lose the link, and which records forbid the delete (a required
 * reference). The same sentences make the 409 of a refused delete.
 */
import type { DeleteBlocker, DeleteEffect, DeleteReport } from '../../resources/contracts/trashContract';
import { representRecord } from '../../resources/kit/fields';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { fieldLabel, resourceLabel, t } from '../http/messages';
import type { ResourceModel } from '../resources/model';
import type { Key } from '../resources/recordCodec';
import { linkingFields, type LinkingField } from './linkedRecords';

/** Records a blocker names; the rest are counted. */
const NAMED = 5;

function effectMessage(linking: LinkingField, single: boolean): string {
  const count = linking.owners.length;
  const plural = count === 1 ? 'one' : 'many';
  const own = `server.trash.effects.${linking.model.name}.${linking.field}.${plural}`;
  const generic = t(count === 1 ? 'server.trash.losesOne' : 'server.trash.losesMany', {
    count,
    resource: resourceLabel(linking.model.name),
    field: fieldLabel(linking.model.name, linking.field),
  });
  // The area's own sentence speaks of "this theme": only when one record is deleted.
  return single ? t(own, { count, _: generic }) : generic;
}

async function blockerOf(database: Database, linking: LinkingField): Promise<DeleteBlocker> {
  const { model, field, owners } = linking;
  const rows = (await database.db
    .selectFrom(model.table)
    .selectAll()
    .where(model.key, 'in', owners.slice(0, NAMED))
    .orderBy(model.key)
    .execute()) as Record<string, unknown>[];
  const records = rows.map((row) => ({
    key: String(row[model.key]),
    label: representRecord(model.declaration, row),
  }));
  const named = records.map((record) => t('server.trash.record', { label: record.label }));
  if (owners.length > records.length)
    named.push(t('server.trash.moreRecords', { count: owners.length - records.length }));
  const message = t('server.trash.inUse', {
    count: owners.length,
    resource: resourceLabel(model.name),
    field: fieldLabel(model.name, field),
    records: named.join(', '),
  });
  return { resource: model.name, field, count: owners.length, records, message };
}

export async function deleteReport(
  database: Database,
  models: Map<string, ResourceModel>,
  target: ResourceModel,
  keys: readonly Key[],
): Promise<DeleteReport> {
  const effects: DeleteEffect[] = [];
  const blockers: DeleteBlocker[] = [];
  for (const linking of await linkingFields(database, models, target, keys)) {
    if (linking.owners.length === 0) continue;
    if (linking.required) blockers.push(await blockerOf(database, linking));
    else
      effects.push({
        resource: linking.model.name,
        field: linking.field,
        kind: linking.kind,
        count: linking.owners.length,
        message: effectMessage(linking, keys.length === 1),
      });
  }
  return { deletable: blockers.length === 0, effects, blockers };
}

/** 409 naming the records whose required reference points at one of `keys`. */
export async function refuseIfRequired(
  database: Database,
  models: Map<string, ResourceModel>,
  target: ResourceModel,
  keys: readonly Key[],
): Promise<void> {
  const report = await deleteReport(database, models, target, keys);
  const [first] = report.blockers;
  if (first) throw new ApiError(409, first.message);
}
