/**
 * Bulk edit (`PUT /api/{area}/bulk/update`, body `{ ids, values }`): the same values set on every
 * record named, checked by the form's rules (the declaration's schema, references, images, the
 * area's hooks), in one transaction journaled as one batch. A refusal for any record changes none.
 * Unique fields, the key, secrets and computed counts cannot be set on many records at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearerToken';
import { checkWrite, requireRecords, type StoreOf } from '../auth/permissions/recordAccess';
import { bulkEditableFields } from '../../resources/kit/fields';
import { fieldError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import { actorOf, newBatchId } from '../history/changeLog';
import { checkImageFiles } from '../media/imageFields';
import type { HookCall } from './areaHooks';
import { hooksOf } from './areaHooks';
import { readIds, toWriteSet, transact, type CrudContext } from './crudRoutes';
import { checkReferences } from './integrityChecks';
import type { ResourceModel } from './model';
import { bodySchema, idsBodySchema } from './openapiSchemas';
import type { Key } from './recordCodec';
import type { RecordStore } from './recordStore';
import { isPlainObject, validateRecord } from './validateRecord';

export function registerBulkUpdateRoute(
  app: FastifyInstance,
  model: ResourceModel,
  context: CrudContext,
): void {
  const caller = (request: FastifyRequest): HookCall => ({
    model,
    user: request.user,
    token: bearerToken(request),
  });
  const { database, stores, keyTypes, history } = context;
  const store = stores.get(model.name) as RecordStore;
  const hooks = hooksOf(context.hooks, model.name);
  const editable = new Set(bulkEditableFields(model.declaration).map((field) => field.name));
  const valuesSchema = bodySchema(model, 'edit');
  const storeOf: StoreOf = (area) => stores.get(area);

  app.put(
    '/bulk/update',
    {
      config: { permission: { subject: model.name, action: 'edit' } },
      schema: {
        tags: [model.name],
        summary: `Modification groupée (${model.name})`,
        description:
          'Les mêmes valeurs sur chaque enregistrement nommé, dans une seule transaction, journalisées en un lot.',
        body: {
          ...idsBodySchema,
          properties: { ...(idsBodySchema.properties as object), values: valuesSchema },
          required: ['ids', 'values'],
        },
      },
    },
    async (request) => {
      const keys = readIds(model, request.body);
      const sent = isPlainObject(request.body) ? request.body.values : undefined;
      if (!isPlainObject(sent) || Object.keys(sent).length === 0)
        throw fieldError(['body', 'values'], t('server.errors.bulkValues'));
      for (const name of Object.keys(sent)) {
        if (!editable.has(name))
          throw fieldError(
            ['body', 'values', name],
            t('server.errors.bulkField', { field: fieldLabel(model.name, name) }),
          );
      }
      let values: Record<string, unknown>;
      try {
        values = validateRecord(model, sent, 'edit', keyTypes);
      } catch (error) {
        throw inValues(error);
      }
      const updated = await transact(database, model, async () => {
        // Each record is read once before (a few statements for them all) and once after.
        const befores = await store.getMany(keys);
        // Every record first: one the person may not edit, or may not give these values, changes none.
        await requireRecords(request, model, 'edit', befores, storeOf);
        for (const record of befores) {
          await checkWrite(request, model, 'edit', values, record, storeOf, ['body', 'values']);
        }
        try {
          await checkReferences(model, values, stores);
          await checkImageFiles(model, values, context.media);
        } catch (error) {
          throw inValues(error);
        }
        const batchId = newBatchId();
        const actor = actorOf(request.user);
        const stored = befores.map((before) => before[model.key] as Key);
        for (const [index, before] of befores.entries()) {
          const key = stored[index];
          await hooks.beforeUpdate?.({ ...caller(request), key, values });
          await store.update(key, before.updated_at, toWriteSet(model, values));
          await hooks.afterWrite?.({ ...caller(request), action: 'update', key, values, secrets: [] });
        }
        const afters = new Map((await store.getMany(stored)).map((after) => [after[model.key], after]));
        await history.recordAll(
          befores.map((before, index) => ({
            actor,
            model,
            action: 'update' as const,
            before,
            after: afters.get(stored[index]),
            batchId,
          })),
        );
        return befores.length;
      });
      return { updated };
    },
  );
}

/** The form's and the integrity checks' errors name `body.<field>`: here the field is under `body.values`. */
function inValues(error: unknown): unknown {
  const detail = (error as { detail?: unknown }).detail;
  if (!Array.isArray(detail)) return error;
  for (const item of detail as { loc?: (string | number)[] }[]) {
    if (Array.isArray(item.loc) && item.loc[0] === 'body')
      item.loc = ['body', 'values', ...item.loc.slice(1)];
  }
  return error;
}
