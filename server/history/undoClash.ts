/**
 * Why a revert of an undo cannot put a unique value back: another record took it since (in the area,
 * or in its trash, where a value stays taken until purged). Checked when the undo is planned, so the
 * preview names it and "skip those records" leaves it aside, and again just before the write, where
 * the batch's own earlier steps may have taken or freed it.
 */
import { representRecord } from '../../resources/kit/fields';
import { fieldLabel, resourceLabel, t } from '../http/messages';
import type { ResourceModel } from '../resources/model';
import type { Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import type { TrashStore } from '../trash/trashStore';

/** Why a value cannot be written back, and the field that holds it (the 409's `field`). */
export interface UniqueClash {
  reason: string;
  field: string;
}

export interface ClashContext {
  stores: Map<string, RecordStore>;
  trash: TrashStore;
}

/**
 * The French reason (and the field) a write of `values` on the record `key` (labelled `label`) would meet a unique
 * value held by another record, or undefined. `ignored` skips holders among these keys (records the
 * same undo reverts, whose own step may free the value first).
 */
export async function uniqueClash(
  context: ClashContext,
  model: ResourceModel,
  key: Key,
  label: string,
  values: Record<string, unknown>,
  ignored: (holder: Key) => boolean = () => false,
): Promise<UniqueClash | undefined> {
  const store = context.stores.get(model.name) as RecordStore;
  for (const field of model.uniques) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    const named = {
      resource: resourceLabel(model.name),
      label,
      field: fieldLabel(model.name, field.name),
      value: String(value),
    };
    const holder = await store.holderOf(field.name, value, key);
    if (holder !== undefined && !ignored(holder)) {
      const record = await store.get(holder);
      const holderLabel = record ? representRecord(model.declaration, record) : String(holder);
      return { reason: t('server.undo.uniqueTaken', { ...named, holder: holderLabel }), field: field.name };
    }
    const trashed = await context.trash.holderOf(model, field.name, value);
    if (trashed !== undefined) {
      return { reason: t('server.undo.uniqueInTrash', { ...named, holder: trashed }), field: field.name };
    }
  }
  return undefined;
}
