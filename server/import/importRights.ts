/**
 * The permissions of an import, row by row, by the same checks as the forms (recordAccess.ts): a
 * row that matches a record the person may not see is an error that names nothing of it (no key,
 * no value: its existence is not revealed), and a row that would write what the person may not
 * (an administrator, another school's record, a field of their role's) is an error on that row,
 * on its field when there is one.
 */
import type { FastifyRequest } from 'fastify';
import type { RowError } from '../../resources/contracts/importContract';
import { asSubject, checkWrite } from '../auth/permissions/recordAccess';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';

export interface RowRights {
  /** Whether the person may not see the record a row matched. */
  hidden(existing: ApiRecord): Promise<boolean>;
  /** The errors of a row that writes `values` (over `existing`, for an update). */
  refused(values: Record<string, unknown>, existing: ApiRecord | undefined): Promise<RowError[]>;
}

export const hiddenRowError = (): RowError => ({ msg: t('server.permissions.forbidden') });

export function rowRights(
  request: FastifyRequest,
  model: ResourceModel,
  stores: ReadonlyMap<string, RecordStore>,
): RowRights {
  const storeOf = (area: string) => stores.get(area);
  return {
    async hidden(existing) {
      return !request.ability.can('show', await asSubject(request, model, existing, storeOf));
    },
    async refused(values, existing) {
      try {
        await checkWrite(request, model, existing ? 'edit' : 'create', values, existing, storeOf);
        return [];
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (typeof error.detail === 'string') return [{ msg: error.detail }];
        return error.detail.map((d) =>
          typeof d.loc[1] === 'string' ? { field: d.loc[1], msg: d.msg } : { msg: d.msg },
        );
      }
    },
  };
}
