/**
 * Saved views (issue 31): GET /api/saved-views?resource=… (the person's own views of an area and
 * those shared with their role), POST /api/saved-views, PUT and DELETE /api/saved-views/{id}.
 *
 * Reading and saving views of an area needs the right to list it. Only a view's owner, or an
 * administrator, changes or deletes it; a view the person may not see (another's, not shared with
 * their role) is not there for them (404). A person shares with their own role only; an
 * administrator with any role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SAVED_VIEWS_PATH,
  type SavedView,
  type SavedViewParams,
} from '../../resources/contracts/savedViewContract';
import { forbidden } from '../auth/permissions/permissionsHook';
import type { PermissionNeed } from '../auth/permissions/routePermission';
import type { AuthUser } from '../auth/users';
import { isUniqueViolation, type Database } from '../db/database';
import { errorResponses } from '../history/historyOpenapi';
import { ApiError, fieldError, uniqueConflict, validationError, type FieldError } from '../http/apiError';
import { resourceLabel, t } from '../http/messages';
import { isRefusal, readName, readParams, readSharedRole } from './savedViewBody';
import { idParam, newViewBody, savedViewSchema, viewChangeBody } from './savedViewOpenapi';
import { SavedViewStore, type StoredView, type ViewValues } from './savedViewStore';

export interface SavedViewContext {
  database: Database;
  models: ReadonlyMap<string, unknown>;
  now: () => number;
}

type Body = Record<string, unknown>;

const ADMIN_ROLE = 'admin';

const bodyOf = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {};

function userOf(request: FastifyRequest): AuthUser {
  // The signed-in scope's token check has set it before any handler runs.
  return request.user as AuthUser;
}

function notFound(id: string | number): ApiError {
  return new ApiError(404, t('server.savedViews.notFound', { id }));
}

function readId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(raw);
  return Number(raw);
}

const roleLabel = (role: string) => t(`resources.users.values.role.${role}`, { _: role });

/** A person shares with their own role only; an administrator with any. */
function checkSharing(user: AuthUser, role: string | null): void {
  if (role === null || role === user.role || user.role === ADMIN_ROLE) return;
  throw new ApiError(403, t('server.savedViews.shareOwnRole', { role: roleLabel(user.role) }));
}

/** Every refusal of the body at once, as a form shows them. */
function refuse(...values: unknown[]): void {
  const refusals = values.filter(isRefusal) as FieldError[];
  if (refusals.length > 0) throw validationError(refusals);
}

export function registerSavedViewRoutes(app: FastifyInstance, context: SavedViewContext): void {
  const { models } = context;
  const store = new SavedViewStore(context.database, context.now);
  const tags = ['saved-views'];
  const answer = (view: StoredView, user: AuthUser): SavedView => ({
    ...view,
    mine: view.owner_id === user.id,
  });

  /** The right to list the area a request names; an unknown area is the handler's 422. */
  const listing =
    (area: (request: FastifyRequest) => unknown) =>
    (request: FastifyRequest): PermissionNeed | 'signedIn' => {
      const name = area(request);
      return typeof name === 'string' && models.has(name) ? { subject: name, action: 'list' } : 'signedIn';
    };

  const knownArea = (value: unknown, where: 'query' | 'body'): string => {
    if (typeof value === 'string' && models.has(value)) return value;
    throw fieldError(
      [where, 'resource'],
      t('server.savedViews.unknownResource', { resource: String(value ?? '') }),
    );
  };

  /** A view the person may change: theirs, or any for an administrator, in an area they may list. */
  async function ownView(request: FastifyRequest, rawId: string): Promise<StoredView> {
    const user = userOf(request);
    const view = await store.get(readId(rawId));
    const admin = user.role === ADMIN_ROLE;
    if (!view || (view.owner_id !== user.id && view.shared_role !== user.role && !admin))
      throw notFound(rawId);
    if (!request.ability.can('list', view.resource)) throw forbidden();
    if (view.owner_id !== user.id && !admin) throw new ApiError(403, t('server.savedViews.notOwner'));
    return view;
  }

  /** Writes a view; a name the owner already gave a view of this area is a 409 on `name`. */
  async function write<T>(
    ownerId: number,
    resource: string,
    name: string,
    exceptId: number,
    work: () => Promise<T>,
  ) {
    const taken = () =>
      uniqueConflict('name', t('server.savedViews.nameTaken', { name, resource: resourceLabel(resource) }));
    try {
      return await context.database.transaction(async () => {
        if (await store.nameTaken(ownerId, resource, name, exceptId)) throw taken();
        return work();
      });
    } catch (error) {
      // Two saves of the same name at once: the unique index answers for the second.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  app.get(
    SAVED_VIEWS_PATH,
    {
      config: { permission: listing((request) => (request.query as Body).resource) },
      schema: {
        tags,
        summary: 'Vues enregistrées d’une zone : les siennes et celles partagées avec son rôle',
        querystring: {
          type: 'object',
          properties: { resource: { type: 'string', description: 'Nom de la zone (activities, users…)' } },
          required: ['resource'],
        },
        response: {
          200: { description: 'Les vues, par nom', type: 'array', items: savedViewSchema },
          ...errorResponses({ 403: 'Pas le droit de lister la zone', 422: 'Zone inconnue' }),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const resource = knownArea((request.query as Body).resource, 'query');
      const views = await store.visibleTo(resource, user.id, user.role);
      return views.map((view) => answer(view, user));
    },
  );

  app.post(
    SAVED_VIEWS_PATH,
    {
      config: { permission: listing((request) => bodyOf(request).resource) },
      schema: {
        tags,
        summary: 'Enregistrer une vue (filtres, tri, taille de page, colonnes) sous un nom',
        description:
          'Le nom est unique pour une personne et une zone (409 sur le champ name). Partager avec un rôle : ' +
          'seulement le sien (403), un administrateur avec n’importe lequel.',
        body: newViewBody,
        response: {
          201: savedViewSchema,
          ...errorResponses({
            403: 'Pas le droit de lister la zone, ou partage avec un autre rôle que le sien',
            409: 'Nom déjà donné à une de ses vues de cette zone',
            422: 'Nom, paramètres, rôle ou zone invalides',
          }),
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const body = bodyOf(request);
      const resource = knownArea(body.resource, 'body');
      const name = readName(body.name);
      const params = readParams(body.params);
      const sharedRole = readSharedRole(body.shared_role);
      refuse(name, params, sharedRole);
      checkSharing(user, sharedRole as string | null);
      const values: ViewValues = {
        name: name as string,
        params: params as SavedViewParams,
        shared_role: sharedRole as string | null,
      };
      const view = await write(user.id, resource, values.name, 0, () =>
        store.create({ id: user.id, name: user.full_name }, resource, values),
      );
      return reply.code(201).send(answer(view, user));
    },
  );

  app.put<{ Params: { id: string } }>(
    `${SAVED_VIEWS_PATH}/:id`,
    {
      // The view's area (the right to list it) and its owner are the handler's checks (ownView).
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Modifier une de ses vues : nom, paramètres, partage (les parties données)',
        params: idParam,
        body: viewChangeBody,
        response: {
          200: savedViewSchema,
          ...errorResponses({
            403: 'Vue d’une autre personne, ou partage avec un autre rôle que le sien',
            404: 'Vue inconnue, ou qu’on ne voit pas',
            409: 'Nom déjà donné à une autre de ses vues de cette zone',
            422: 'Nom, paramètres ou rôle invalides',
          }),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const view = await ownView(request, request.params.id);
      const body = bodyOf(request);
      const name = 'name' in body ? readName(body.name) : view.name;
      const params = 'params' in body ? readParams(body.params) : view.params;
      const sharedRole = 'shared_role' in body ? readSharedRole(body.shared_role) : view.shared_role;
      refuse(name, params, sharedRole);
      if ('shared_role' in body) checkSharing(user, sharedRole as string | null);
      const values: ViewValues = {
        name: name as string,
        params: params as SavedViewParams,
        shared_role: sharedRole as string | null,
      };
      const changed = await write(view.owner_id, view.resource, values.name, view.id, () =>
        store.update(view.id, values),
      );
      if (!changed) throw notFound(view.id);
      return answer(changed, user);
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${SAVED_VIEWS_PATH}/:id`,
    {
      // As PUT: the handler checks the area and the owner (ownView).
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Supprimer une de ses vues',
        params: idParam,
        response: {
          200: { type: 'object', properties: { deleted: { type: 'integer' } } },
          ...errorResponses({ 403: 'Vue d’une autre personne', 404: 'Vue inconnue, ou qu’on ne voit pas' }),
        },
      },
    },
    async (request) => {
      const view = await ownView(request, request.params.id);
      if (!(await store.delete(view.id))) throw notFound(view.id);
      return { deleted: view.id };
    },
  );
}
