/**
 * GET /api/{resource}/{key}/delete-report and POST /api/{resource}/bulk/delete-report (the ids in
 * the body, as the bulk delete takes them): what a delete would touch, without deleting.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRecords } from '../auth/permissions/recordAccess';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { errorResponses } from '../history/historyOpenapi';
import { readIds, type CrudContext } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import { idsBodySchema } from '../resources/openapiSchemas';
import { parseKey, type Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { deleteReport } from './deleteReport';

type JsonSchema = Record<string, unknown>;

const linkSchema = {
  resource: { type: 'string', description: 'Zone des enregistrements qui pointent vers ceux supprimés' },
  field: { type: 'string' },
  count: { type: 'integer' },
  message: { type: 'string', description: 'La phrase en français (« 12 activités perdront ce thème »)' },
};

export const deleteReportSchema: JsonSchema = {
  description: 'Ce que la suppression touchera',
  type: 'object',
  properties: {
    deletable: { type: 'boolean', description: 'false tant qu’une référence obligatoire l’interdit' },
    effects: {
      type: 'array',
      description: 'Liens qui seront vidés (référence) ou retirés (liste de références)',
      items: {
        type: 'object',
        properties: { ...linkSchema, kind: { type: 'string', enum: ['reference', 'referenceList'] } },
      },
    },
    blockers: {
      type: 'array',
      description: 'Références obligatoires qui interdisent la suppression (la suppression répondrait 409)',
      items: {
        type: 'object',
        properties: {
          ...linkSchema,
          records: {
            type: 'array',
            items: { type: 'object', properties: { key: { type: 'string' }, label: { type: 'string' } } },
          },
        },
      },
    },
  },
};

export function registerDeleteReportRoutes(
  app: FastifyInstance,
  model: ResourceModel,
  context: CrudContext,
): void {
  const { database, models } = context;
  const store = context.stores.get(model.name) as RecordStore;
  const tags = [model.name];
  const existing = async (keys: Key[]) => [...(await store.existing(keys))];
  const config = { permission: { subject: model.name, action: 'delete' } };
  /** The keys that exist, once the person may delete each (404 for one out of their scope). */
  const deletable = async (request: FastifyRequest, keys: Key[]) => {
    const found = await existing(keys);
    await requireRecords(request, model, 'delete', await store.getMany(found), (area) =>
      context.stores.get(area),
    );
    return found;
  };

  app.get<{ Params: { key: string } }>(
    '/:key/delete-report',
    {
      config,
      schema: {
        tags,
        summary: `Ce que la suppression d’un enregistrement touchera (${model.name})`,
        params: {
          type: 'object',
          properties: { key: { type: 'string', description: `Clé (${model.key})` } },
        },
        response: { 200: deleteReportSchema, ...errorResponses({ 404: 'Enregistrement inconnu' }) },
      },
    },
    async (request) => {
      const key = parseKey(model, request.params.key);
      const keys = key === undefined ? [] : await deletable(request, [key]);
      if (keys.length === 0)
        throw new ApiError(404, t('server.errors.recordNotFound', { key: request.params.key }));
      return deleteReport(database, models, model, keys);
    },
  );

  app.post(
    '/bulk/delete-report',
    {
      config,
      schema: {
        tags,
        summary: `Ce que la suppression groupée touchera (${model.name})`,
        body: idsBodySchema,
        response: { 200: deleteReportSchema, ...errorResponses({ 422: 'Liste d’identifiants invalide' }) },
      },
    },
    async (request) =>
      deleteReport(database, models, model, await deletable(request, readIds(model, request.body))),
  );
}
