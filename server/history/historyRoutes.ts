/**
 * The journal (GET /api/history), one record's history (GET /api/{resource}/{key}/history) and
 * restoring a version (POST /api/history/{id}/restore).
 *
 * `/api/{resource}/:key/history` has one more segment than `/api/{resource}/:key`, so a record
 * whose key is "history" (a hashtag) is still read at /api/hashtags/history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGN_IN_ACTIONS } from '../../resources/contracts/historyContract';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { parseKey } from '../resources/recordCodec';
import {
  errorResponses,
  historyJournalQuery,
  historyListResponse,
  historyPagingQuery,
  restoreBodySchema,
} from './historyOpenapi';
import { mayShow } from '../auth/writeRights';
import { parseHistoryQuery } from './historyQuery';
import { journalVisibility } from './journalVisibility';
import { restoreEntry, type RestoreContext } from './restoreEntry';
import { previewUndo, undoBatch } from './undoBatch';

type RawQuery = Record<string, string | string[]>;

/** The journal's routes: the page; each entry, restore and undo is then checked record by record. */
const JOURNAL = { subject: 'journal', action: 'list' } as const;

/** Sign-in events (who, when, from where) are for administrators only. */
function hiddenFrom(request: FastifyRequest): readonly string[] {
  return request.user?.role === 'admin' ? [] : SIGN_IN_ACTIONS;
}

export function registerHistoryRoutes(app: FastifyInstance, context: RestoreContext): void {
  const { models, entries, stores } = context;
  if (models.has('history')) {
    throw new Error('A resource cannot be named "history": /api/history is the change journal');
  }
  const resources = new Set(models.keys());
  const tags = ['history'];

  app.get(
    '/api/history',
    {
      // Only the entries of records the person may show (journalVisibility.ts).
      config: { permission: JOURNAL },
      schema: {
        tags,
        summary: 'Journal des modifications (filtres, pagination)',
        querystring: historyJournalQuery,
        response: historyListResponse,
      },
    },
    async (request, reply) => {
      const query = parseHistoryQuery(request.query as RawQuery, { resources });
      const visible = await journalVisibility(request, context);
      const { entries: found, total } = await entries.list({
        ...query,
        hiddenActions: hiddenFrom(request),
        visible,
      });
      return reply.header('X-Total-Count', String(total)).send(found);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/history/:id/restore',
    {
      // The entry's area and record are checked by restoreEntry (restore, then edit as it would become).
      config: { permission: JOURNAL },
      schema: {
        tags,
        summary: 'Restaurer la version d’une entrée (une nouvelle modification, action « restore »)',
        description:
          'Réécrit l’état de l’entrée. Un enregistrement supprimé est recréé avec la même clé si tout ce qu’il ' +
          'référence existe encore (sinon 409) ; un compte recréé n’a pas de mot de passe tant qu’on ne lui en donne pas. ' +
          '409 si updated_at ne correspond plus à la version enregistrée.',
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        body: restoreBodySchema,
        response: {
          200: { description: 'L’enregistrement restauré', type: 'object', additionalProperties: true },
          ...errorResponses({
            404: 'Entrée inconnue',
            409: 'Version modifiée entre-temps, éléments référencés disparus, valeur unique déjà prise',
            422: 'La version ne respecte plus les règles de la zone',
          }),
        },
      },
    },
    async (request) => {
      const raw = request.params.id;
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
      if (id === undefined) throw new ApiError(404, t('server.history.entryNotFound', { id: raw }));
      return (await restoreEntry(context, id, request.body ?? {}, request)).record;
    },
  );

  const undoParams = { type: 'object', properties: { batch: { type: 'string' } } };
  const undoAnswer = {
    type: 'object',
    properties: {
      batch_id: { type: 'string' },
      undo_batch_id: { type: 'string', description: 'Le lot de l’annulation (annulable à son tour)' },
      steps: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            entry_id: { type: 'integer' },
            resource: { type: 'string' },
            record_key: { type: 'string' },
            record_label: { type: 'string' },
            step: { type: 'string', enum: ['revert', 'recreate', 'remove'] },
            refused: { type: 'string', description: 'Pourquoi cet élément ne peut pas être rétabli' },
          },
        },
      },
    },
  };

  app.get<{ Params: { batch: string } }>(
    '/api/history/batches/:batch/undo',
    {
      // Every write of the batch is checked by undoRights.ts.
      config: { permission: JOURNAL },
      schema: {
        tags,
        summary: 'Aperçu de l’annulation d’un lot (import, action groupée, suppression avec ses liens)',
        params: undoParams,
        response: { 200: undoAnswer, ...errorResponses({ 404: 'Lot inconnu' }) },
      },
    },
    async (request) => previewUndo(context, request.params.batch, request),
  );

  app.post<{ Params: { batch: string } }>(
    '/api/history/batches/:batch/undo',
    {
      config: { permission: JOURNAL },
      schema: {
        tags,
        summary: 'Annuler un lot, en une transaction ; l’annulation est elle-même un lot',
        description:
          'Refusé (409, chaque élément modifié depuis nommé) sauf avec skip_changed: true, qui laisse ces éléments de côté.',
        params: undoParams,
        body: { type: 'object', properties: { skip_changed: { type: 'boolean' } } },
        response: {
          200: undoAnswer,
          ...errorResponses({ 404: 'Lot inconnu', 409: 'Éléments modifiés depuis' }),
        },
      },
    },
    async (request) => {
      const body = request.body as { skip_changed?: unknown } | undefined;
      return undoBatch(context, request.params.batch, body?.skip_changed === true, request);
    },
  );

  for (const model of models.values()) {
    app.get<{ Params: { key: string } }>(
      `/api/${model.name}/:key/history`,
      {
        config: { permission: { subject: model.name, action: 'history' } },
        schema: {
          tags: [model.name, ...tags],
          summary: `Historique d’un enregistrement (${model.name}), y compris supprimé`,
          params: {
            type: 'object',
            properties: { key: { type: 'string', description: `Clé (${model.key})` } },
          },
          querystring: historyPagingQuery,
          response: historyListResponse,
        },
      },
      async (request, reply) => {
        const key = parseKey(model, request.params.key);
        const notFound = () =>
          new ApiError(404, t('server.errors.recordNotFound', { key: request.params.key }));
        if (key === undefined) throw notFound();
        // The record as it is, or as it was last seen: a history of what the person may not show is not there.
        const seen =
          (await stores.get(model.name)?.get(key)) ?? (await entries.lastSnapshotOf(model.name, String(key)));
        if (seen && !(await mayShow(request, model, seen, stores))) throw notFound();
        const query = parseHistoryQuery(request.query as RawQuery, {
          resources,
          resource: model.name,
          recordKey: String(key),
        });
        const { entries: found, total } = await entries.list({
          ...query,
          hiddenActions: hiddenFrom(request),
        });
        return reply.header('X-Total-Count', String(total)).send(found);
      },
    );
  }
}
