/**
 * "Annuler ce lot": reverts every write of one batch (an import, a bulk action, a delete with its
 * links, a restore, an undo) in one transaction, as a new batch, so an undo can itself be undone.
 * Each entry becomes a step: `revert` writes the fields back as they were, `recreate` brings a
 * deleted record back from the trash, `remove` moves a created (or recreated) record to the trash.
 * A record changed since its entry is refused, with the reason, unless the caller skips those.
 */
import type { HistoryEntry } from '../../resources/contracts/historyContract';
import { SIGN_IN_ACTIONS } from '../../resources/contracts/historyContract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import { resourceLabel, t } from '../http/messages';
import { asConflict, toWriteSet } from '../resources/crudRoutes';
import { isUniqueViolation } from '../db/database';
import { checkReferences } from '../resources/integrityChecks';
import type { ResourceModel } from '../resources/model';
import { parseKey, type ApiRecord, type Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { refuseIfRequired } from '../trash/deleteReport';
import { deleteIntoTrash } from '../trash/deleteRecords';
import type { UndoStep } from '../../resources/contracts/historyContract';
import { putBack } from '../trash/restoreTrashed';
import type { TrashedRecord } from '../trash/trashStore';
import { actorOf, newBatchId } from './changeLog';
import { snapshotOf } from './recordChanges';
import type { RestoreContext } from './restoreEntry';
import { uniqueClash } from './undoClash';
import { refuseUndo } from './undoRights';

export interface UndoPlan {
  batch_id: string;
  steps: UndoStep[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface Planned extends UndoStep {
  entry: HistoryEntry;
  model?: ResourceModel;
  key?: Key;
  /** A `recreate`'s record, in the trash. */
  trashed?: TrashedRecord;
  /** The field whose value another record took since, when that is why the step is refused. */
  clashField?: string;
}

/** The values a revert writes back: each change's `before`, secrets never. */
function revertedValues(entry: HistoryEntry): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const change of entry.changes) if (!change.secret) values[change.field] = change.before;
  return values;
}

const recordId = (resource: string, key: unknown) => `${resource}\n${String(key).toLowerCase()}`;

/** What the batch wrote, read once for all its entries (an import's batch has thousands). */
interface BatchRecords {
  /** Whether the batch also wrote this record (its own step may free a unique value first). */
  wrote(resource: string, key: Key): boolean;
  /** The record the batch deleted, while it is in the trash. */
  trashed(resource: string, key: string): TrashedRecord | undefined;
}

async function planStep(context: RestoreContext, entry: HistoryEntry, batch: BatchRecords): Promise<Planned> {
  const base = {
    entry,
    entry_id: entry.id,
    resource: entry.resource,
    record_key: entry.record_key,
    record_label: entry.record_label,
  };
  const model = context.models.get(entry.resource);
  const key = model ? parseKey(model, entry.snapshot[model.key] ?? entry.record_key) : undefined;
  const name = { resource: resourceLabel(entry.resource), label: entry.record_label || entry.record_key };
  if (
    !model ||
    key === undefined ||
    entry.action === 'purge' ||
    SIGN_IN_ACTIONS.some((a) => a === entry.action)
  ) {
    return { ...base, step: 'revert', refused: t('server.undo.cannot', name) };
  }
  const store = context.stores.get(model.name) as RecordStore;
  const current = await store.get(key);
  if (entry.action === 'delete') {
    const trashed = batch.trashed(model.name, entry.record_key);
    const refused = current || !trashed ? t('server.undo.notInTrash', name) : undefined;
    return { ...base, model, key, trashed, step: 'recreate', refused };
  }
  const recreated =
    entry.action === 'create' ||
    (entry.action === 'restore' &&
      (await context.entries.actionBefore(entry.resource, entry.record_key, entry.id)) === 'delete');
  if (recreated) {
    const refused = !current
      ? t('server.undo.gone', name)
      : !same(snapshotOf(model, current), entry.snapshot)
        ? t('server.undo.changed', name)
        : undefined;
    return { ...base, model, key, step: 'remove', refused };
  }
  const changes = entry.changes.filter((change) => !change.secret);
  if (!current) return { ...base, model, key, step: 'revert', refused: t('server.undo.gone', name) };
  if (changes.some((change) => !same(current[change.field], change.after))) {
    return { ...base, model, key, step: 'revert', refused: t('server.undo.changed', name) };
  }
  const clash = await uniqueClash(context, model, key, name.label, revertedValues(entry), (holder) =>
    batch.wrote(model.name, holder),
  );
  return { ...base, model, key, step: 'revert', refused: clash?.reason, clashField: clash?.field };
}

async function plan(context: RestoreContext, batchId: string): Promise<Planned[]> {
  const entries = await context.entries.batch(batchId);
  if (entries.length === 0) throw new ApiError(404, t('server.undo.batchNotFound', { batch: batchId }));
  const written = new Set(entries.map((entry) => recordId(entry.resource, entry.record_key)));
  const trashed = new Map(
    (await context.trash.batch(batchId)).map((item) => [recordId(item.resource, item.record_key), item]),
  );
  const batch: BatchRecords = {
    wrote: (resource, key) => written.has(recordId(resource, key)),
    trashed: (resource, key) => trashed.get(recordId(resource, key)),
  };
  const steps: Planned[] = [];
  for (const entry of entries) steps.push(await planStep(context, entry, batch));
  // Records come back first (links may point at them), created ones go last (links may leave them).
  const order = { recreate: 0, revert: 1, remove: 2 };
  return steps.sort((a, b) => order[a.step] - order[b.step]);
}

const publicStep = ({
  entry: _entry,
  model: _model,
  key: _key,
  trashed: _trashed,
  clashField: _clashField,
  ...step
}: Planned): UndoStep => step;

/** The 409 refusing an undo for its steps' reasons, naming the field when all are one field's value taken. */
function refusal(steps: Pick<Planned, 'refused' | 'clashField'>[]): ApiError {
  const fields = new Set(steps.map((step) => step.clashField));
  const field = fields.size === 1 ? [...fields][0] : undefined;
  const reasons = steps.map((step) => step.refused).join(' ; ');
  return new ApiError(409, t('server.undo.refused', { reasons }), {}, field);
}

/**
 * A unique value another transaction took between the checks and the write: PostgreSQL raises its
 * unique violation (23505) once that transaction commits (SQLite's writers wait at BEGIN, so there
 * only a check that missed a holder meets SQLITE_CONSTRAINT_UNIQUE). The whole undo is rolled back by
 * then, and the answer is the checked case's 409, checked again now that the other write is seen.
 */
async function raceRefusal(context: RestoreContext, step: Planned, error: unknown): Promise<unknown> {
  const { model, key, entry } = step;
  if (!model || key === undefined) return error;
  if (step.step === 'recreate') return asConflict(model, error, step.trashed?.row);
  const values = revertedValues(entry);
  const clash = await uniqueClash(context, model, key, step.record_label || step.record_key, values);
  return clash
    ? refusal([{ refused: clash.reason, clashField: clash.field }])
    : asConflict(model, error, values);
}

export async function previewUndo(
  context: RestoreContext,
  batchId: string,
  request: FastifyRequest,
): Promise<UndoPlan> {
  const steps = await plan(context, batchId);
  await refuseUndo(context, batchId, steps, request);
  return { batch_id: batchId, steps: steps.map(publicStep) };
}

export async function undoBatch(
  context: RestoreContext,
  batchId: string,
  skipChanged: boolean,
  request: FastifyRequest,
): Promise<UndoPlan & { undo_batch_id: string }> {
  // The step being written, should the engine refuse a unique value the checks saw free.
  const writing: { step?: Planned } = {};
  try {
    return await context.database.transaction(() =>
      writeUndo(context, batchId, skipChanged, request, writing),
    );
  } catch (error) {
    if (!isUniqueViolation(error) || !writing.step) throw error;
    throw await raceRefusal(context, writing.step, error);
  }
}

async function writeUndo(
  context: RestoreContext,
  batchId: string,
  skipChanged: boolean,
  request: FastifyRequest,
  writing: { step?: Planned },
): Promise<UndoPlan & { undo_batch_id: string }> {
  const steps = await plan(context, batchId);
  // Every write of the batch is the person's to undo, or none is made.
  await refuseUndo(context, batchId, steps, request);
  const refused = steps.filter((step) => step.refused);
  if (refused.length > 0 && !skipChanged) throw refusal(refused);
  const actor = actorOf(request.user);
  const undoBatchId = newBatchId();
  const removals = new Map<ResourceModel, Key[]>();
  for (const step of steps) {
    const { model, key, entry } = step;
    if (step.refused || !model || key === undefined) continue;
    const store = context.stores.get(model.name) as RecordStore;
    writing.step = step;
    if (step.step === 'recreate') {
      if (!step.trashed) continue;
      const after = await putBack(context, model, step.trashed);
      await context.history.record({ actor, model, action: 'restore', after, batchId: undoBatchId });
    } else if (step.step === 'revert') {
      const row = await store.getRow(key);
      const before = (row ? store.toRecords([row])[0] : undefined) as ApiRecord;
      const values = revertedValues(entry);
      // The batch's earlier steps may have taken the value since the plan: refused, nothing written.
      const clash = await uniqueClash(context, model, key, step.record_label || step.record_key, values);
      if (clash) throw refusal([{ refused: clash.reason, clashField: clash.field }]);
      await checkReferences(model, values, context.stores);
      const after = await store.update(key, row?.updated_at, toWriteSet(model, values));
      await context.history.record({ actor, model, action: 'update', before, after, batchId: undoBatchId });
    } else {
      removals.set(model, [...(removals.get(model) ?? []), key]);
    }
  }
  writing.step = undefined;
  for (const [model, keys] of removals) {
    await refuseIfRequired(context.database, context.models, model, keys);
    await deleteIntoTrash(context, model, keys, actor, undoBatchId);
  }
  return { batch_id: batchId, undo_batch_id: undoBatchId, steps: steps.map(publicStep) };
}
