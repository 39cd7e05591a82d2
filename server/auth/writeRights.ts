/**
 * The side doors that write without a body of their own (restoring a version, undoing a batch,
 * restoring from the trash) ask what a form asks (permissions/recordAccess.ts), of the record as
 * it is and as it would become: a record the person may not see is not there for them (the
 * caller's 404), and a write they may not make is a 403 with the form's sentence.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import type { ResourceModel } from '../resources/model';
import type { RecordStore } from '../resources/recordStore';
import { forbidden } from './permissions/permissionsHook';
import { asSubject, checkWrite } from './permissions/recordAccess';

type Values = Record<string, unknown>;
export type Stores = ReadonlyMap<string, RecordStore>;

const storeOf = (stores: Stores) => (area: string) => stores.get(area);

export async function mayShow(
  request: FastifyRequest,
  model: ResourceModel,
  record: Values,
  stores: Stores,
): Promise<boolean> {
  return request.ability.can('show', await asSubject(request, model, record, storeOf(stores)));
}

/**
 * A refusal of the form checks as a 403 with its sentence: a value the role may not give is a 422
 * on a body's field for a form, but here there is no body, only the record as it would become.
 */
export async function asForbidden(check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof ApiError && typeof error.detail !== 'string') {
      throw new ApiError(403, error.detail.map((d) => d.msg).join(' · '));
    }
    throw error;
  }
}

/**
 * Writing `values` back over `current` (or bringing the record back, when it is gone): the person
 * must see the record as it is, may edit it as it is and as it would become, and for a record
 * brought back, may create it and edit it.
 */
export async function refuseRestore(
  request: FastifyRequest,
  model: ResourceModel,
  stores: Stores,
  current: Values | undefined,
  values: Values,
  notFound: () => ApiError,
): Promise<void> {
  if (current && !(await mayShow(request, model, current, stores))) throw notFound();
  const action = current ? 'edit' : 'create';
  await asForbidden(checkWrite(request, model, action, values, current, storeOf(stores)));
  const after = await asSubject(request, model, { ...current, ...values }, storeOf(stores));
  if (!request.ability.can('edit', after)) throw forbidden();
}

/** Moving a record to the trash: the person must see it, and may delete it. */
export async function refuseRemoval(
  request: FastifyRequest,
  model: ResourceModel,
  stores: Stores,
  current: Values,
  notFound: () => ApiError,
): Promise<void> {
  const record = await asSubject(request, model, current, storeOf(stores));
  if (!request.ability.can('show', record)) throw notFound();
  if (!request.ability.can('delete', record)) throw forbidden();
}
