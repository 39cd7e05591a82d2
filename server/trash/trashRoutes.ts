/**
 * The trash: GET /api/trash (newest first, paged, `area` to keep one area), POST
 * /api/trash/{id}/restore and DELETE /api/trash/{id} (for good). Entries older than the retention
 * are left out of the list, and purged at start and every hour (trashRetention.ts).
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';
import { actorOf } from '../history/changeLog';
import { errorResponses } from '../history/historyOpenapi';
import type { RestoreContext } from '../history/restoreEntry';
import { ApiError, fieldError } from '../http/apiError';
import { t } from '../http/messages';
import { transact } from '../resources/crudRoutes';
import { trashVisibility } from '../history/journalVisibility';
import { entryAndModel, purgeTrashed, restoreTrashed } from './restoreTrashed';
import { refuseTrashed } from './trashRights';
import { retentionCutoff } from './trashRetention';

type JsonSchema = Record<string, unknown>;

const trashEntrySchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    record_key: { type: 'string' },
    record_label: { type: 'string' },
    deleted_at: { type: 'string', format: 'date-time' },
    deleted_by: { type: 'integer', nullable: true },
    deleted_by_name: { type: 'string' },
    batch_id: { type: 'string', description: 'Le lot de la suppression dans le journal' },
    link_count: { type: 'integer', description: 'Liens d’autres enregistrements retirés par la suppression' },
  },
};

const idParam = { type: 'object', properties: { id: { type: 'integer' } } };

function readId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(404, t('server.trash.entryNotFound', { id: raw }));
  return Number(raw);
}

function readInteger(raw: unknown, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw fieldError(
      ['query', name],
      name === 'skip' ? t('server.query.skip') : t('server.query.limit', { min, max }),
    );
  }
  return value;
}

export interface TrashSettings {
  retentionDays: number;
}

export function registerTrashRoutes(
  app: FastifyInstance,
  context: RestoreContext,
  settings: TrashSettings,
): void {
  if (context.models.has('trash')) {
    throw new Error('A resource cannot be named "trash": /api/trash is the trash');
  }
  const tags = ['trash'];

  app.get(
    '/api/trash',
    {
      // Only the entries of records the person may show (journalVisibility.ts).
      config: { permission: { subject: 'trash', action: 'list' } },
      schema: {
        tags,
        summary: 'Corbeille : enregistrements supprimés (qui, quand), les plus récents d’abord',
        querystring: {
          type: 'object',
          properties: {
            area: { type: 'string', description: 'Une seule zone' },
            skip: { type: 'integer', minimum: 0, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT, default: DEFAULT_LIST_LIMIT },
          },
        },
        response: {
          200: {
            description: 'Une page ; le total est dans X-Total-Count',
            type: 'array',
            items: trashEntrySchema,
          },
          ...errorResponses({ 422: 'Zone inconnue ou pagination invalide' }),
        },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const area = typeof query.area === 'string' && query.area !== '' ? query.area : undefined;
      if (area !== undefined && !context.models.has(area)) {
        throw fieldError(['query', 'area'], t('server.trash.badArea', { resource: area }));
      }
      const skip = readInteger(query.skip, 'skip', 0, 0, Number.MAX_SAFE_INTEGER);
      const limit = readInteger(query.limit, 'limit', DEFAULT_LIST_LIMIT, 1, MAX_LIST_LIMIT);
      const since = retentionCutoff(context.now(), settings.retentionDays);
      const visible = await trashVisibility(request, context);
      const { entries, total } = await context.trash.list(area, skip, limit, since, visible);
      return reply.header('X-Total-Count', String(total)).send(entries);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/trash/:id/restore',
    {
      config: { permission: { subject: 'trash', action: 'restore' } },
      schema: {
        tags,
        summary: 'Restaurer un enregistrement de la corbeille, sous sa clé, et rétablir ses liens',
        description:
          'Remet l’enregistrement (sans mot de passe) et ses listes de références, puis rétablit les liens que sa ' +
          'suppression avait retirés sur les enregistrements qui n’ont pas modifié ces champs depuis ; les autres ' +
          'sont nommés dans notRelinked. 409 si un élément qu’il référence n’existe plus.',
        params: idParam,
        response: {
          200: {
            type: 'object',
            properties: {
              record: { type: 'object', additionalProperties: true },
              relinked: { type: 'integer' },
              notRelinked: { type: 'array', items: { type: 'string' } },
            },
          },
          ...errorResponses({ 404: 'Entrée inconnue', 409: 'Éléments référencés disparus, clé reprise' }),
        },
      },
    },
    async (request) => {
      const id = readId(request.params.id);
      const { entry, model } = await entryAndModel(context, id);
      await refuseTrashed(request, context, entry, model, 'restore');
      return restoreTrashed(context, id, request.user);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/trash/:id',
    {
      config: { permission: { subject: 'trash', action: 'delete' } },
      schema: {
        tags,
        summary: 'Supprimer définitivement (journalisé « supprimé définitivement »)',
        params: idParam,
        response: {
          200: { type: 'object', properties: { purged: { type: 'integer' } } },
          ...errorResponses({ 404: 'Entrée inconnue' }),
        },
      },
    },
    async (request) => {
      const id = readId(request.params.id);
      const { model, entry: seen } = await entryAndModel(context, id);
      await refuseTrashed(request, context, seen, model, 'purge');
      await transact(context.database, model, async () => {
        const { entry } = await entryAndModel(context, id);
        if (!(await purgeTrashed(context, entry, actorOf(request.user)))) {
          throw new ApiError(404, t('server.trash.entryNotFound', { id }));
        }
      });
      return { purged: id };
    },
  );
}
