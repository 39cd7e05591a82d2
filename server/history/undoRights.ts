/**
 * Whether the person may undo a whole batch: every step is checked as the write it would make,
 * by the rules of the forms (writeRights.ts), before anything is written. A record of the batch
 * they may not see makes the batch unknown to them (404); a write they may not make refuses the
 * whole undo (403): all or nothing.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../auth/permissions/permissionsHook';
import { mayShow, refuseRemoval, refuseRestore } from '../auth/writeRights';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import type { RecordStore } from '../resources/recordStore';
import type { RestoreContext } from './restoreEntry';
import type { Planned } from './undoBatch';

export async function refuseUndo(
  context: RestoreContext,
  batchId: string,
  steps: readonly Planned[],
  request: FastifyRequest,
): Promise<void> {
  const { stores } = context;
  const notFound = () => new ApiError(404, t('server.undo.batchNotFound', { batch: batchId }));
  const trashed = await context.trash.batch(batchId);
  for (const step of steps) {
    const { model, key, entry } = step;
    // An area no longer declared: its step is refused and writes nothing.
    if (!model) continue;
    const current = key === undefined ? undefined : await (stores.get(model.name) as RecordStore).get(key);
    if (!(await mayShow(request, model, current ?? entry.snapshot, stores))) throw notFound();
    if (!request.ability.can('restore', model.name)) throw forbidden();
    // A step refused for a change since writes nothing: seeing it is enough to read the plan.
    if (step.refused || key === undefined) continue;
    if (step.step === 'recreate') {
      const item = trashed.find(
        (found) =>
          found.resource === model.name && found.record_key.toLowerCase() === entry.record_key.toLowerCase(),
      );
      if (item) await refuseRestore(request, model, stores, undefined, item.row, notFound);
    } else if (step.step === 'revert') {
      const values = Object.fromEntries(
        entry.changes.filter((change) => !change.secret).map((change) => [change.field, change.before]),
      );
      if (current) await refuseRestore(request, model, stores, current, values, notFound);
    } else if (current) {
      await refuseRemoval(request, model, stores, current, notFound);
    }
  }
}
