/**
 * Who may take a record out of the trash: the person must see it as it was deleted (else the entry
 * is not there for them, 404), and may restore it only with the rights to create and edit it as it
 * comes back, purge it only with the right to delete it.
 */
import type { FastifyRequest } from 'fastify';
import { asSubject } from '../auth/permissions/recordAccess';
import { refuseRestore } from '../auth/writeRights';
import { forbidden } from '../auth/permissions/permissionsHook';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import type { CrudContext } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import type { TrashedRecord } from './trashStore';

export async function refuseTrashed(
  request: FastifyRequest,
  context: Pick<CrudContext, 'stores'>,
  entry: TrashedRecord,
  model: ResourceModel,
  action: 'restore' | 'purge',
): Promise<void> {
  const stores = (area: string) => context.stores.get(area);
  const record = await asSubject(request, model, entry.row, stores);
  if (!request.ability.can('show', record)) {
    throw new ApiError(404, t('server.trash.entryNotFound', { id: entry.id }));
  }
  if (action === 'purge') {
    if (!request.ability.can('delete', record)) throw forbidden();
    return;
  }
  const notFound = () => new ApiError(404, t('server.trash.entryNotFound', { id: entry.id }));
  await refuseRestore(request, model, context.stores, undefined, entry.row, notFound);
}
