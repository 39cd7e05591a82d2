/**
 * The generic endpoints of one declared resource (openapiSchemas.ts describes them), relative to
 * its area plugin's prefix: list, get, create, update (with and without the key in the path),
 * delete, bulk delete and bulk toggle-active. Every write runs in one transaction with its checks
 * and the area's hooks (areaHooks.ts), so a failed request leaves the data as it was.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kindOf } from '../../resources/kit/kinds';
import { hashPassword } from '../auth/passwords';
import {
  checkWrite,
  requireRecord,
  requireRecords,
  withoutHidden,
  type StoreOf,
} from '../auth/permissions/recordAccess';
import { scopeOf } from '../auth/permissions/scopeSql';
import { bearerToken } from '../auth/bearerToken';
import { ApiError, fieldError, uniqueConflict, validationError, type FieldError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import { isUniqueViolation, violatedColumn, violatedValue, type Database } from '../db/database';
import { actorOf, newBatchId, type ChangeLog } from '../history/changeLog';
import { secretsIn } from '../history/recordChanges';
import { checkImageFiles } from '../media/imageFields';
import type { MediaLibrary } from '../media/mediaLibrary';
import { checkReferences, checkUnique, unchanged } from './integrityChecks';
import { refuseIfRequired } from '../trash/deleteReport';
import { deleteIntoTrash } from '../trash/deleteRecords';
import type { TrashStore } from '../trash/trashStore';
import { registerListRoute } from '../lists/listRoute';
import { listReaderFor } from '../lists/readerForEngine';
import type { KeyType, ResourceModel } from './model';
import { bodySchema, idsBodySchema, recordSchema } from './openapiSchemas';
import { parseKey, type ApiRecord, type Key } from './recordCodec';
import type { RecordStore, WriteSet } from './recordStore';
import { hooksOf, type AreaHooks, type HookCall } from './areaHooks';
import { isPlainObject, validateRecord } from './validateRecord';

export interface CrudContext {
  /** The store every write below goes through. */
  database: Database;
  models: Map<string, ResourceModel>;
  stores: Map<string, RecordStore>;
  keyTypes: Map<string, KeyType>;
  /** Every write below records its history entry in its own transaction. */
  history: ChangeLog;
  /** Each area's own rules, by area name (an area without hooks has no entry). */
  hooks: Map<string, AreaHooks>;
  /** The files image fields name (checked on every write). */
  media: MediaLibrary;
  /** Where deletes move records, until restored or purged. */
  trash: TrashStore;
  /** The server's clock. */
  now: () => number;
  /** The matches a list counts exactly before it estimates its total (server/lists/listTotal.ts). */
  exactTotalLimit?: number;
}

const MAX_BULK_IDS = 10000;

type KeyParams = { key: string };

/**
 * The write of `values`. `stored`: the record as it is; a list it already holds as sent is left as
 * it is (rewriting it was two statements per list, and the record read again after them).
 */
export function toWriteSet(
  model: ResourceModel,
  values: Record<string, unknown>,
  stored?: Record<string, unknown>,
): WriteSet {
  const write: WriteSet = { columns: {}, lists: {} };
  for (const [name, value] of Object.entries(values)) {
    if (!model.lists.some((l) => l.field.name === name)) write.columns[name] = value;
    else if (!stored || !unchanged(value, stored[name])) write.lists[name] = value as Key[];
  }
  return write;
}

async function hashPasswords(model: ResourceModel, values: Record<string, unknown>): Promise<void> {
  for (const field of model.declaration.fields) {
    if (kindOf(field).hashed && typeof values[field.name] === 'string') {
      values[field.name] = await hashPassword(values[field.name] as string);
    }
  }
}

/**
 * The engine's own unique guard, reached only if a check was bypassed or another request wrote
 * the same value between the check and the write: still a 409, never a 500.
 */
export function asConflict(model: ResourceModel, error: unknown, values?: Record<string, unknown>): unknown {
  if (!isUniqueViolation(error)) return error;
  const stored = violatedColumn(error);
  const column = stored && model.declaration.fields.some((f) => f.name === stored) ? stored : model.key;
  // Met by a write racing another (the checks before the write saw no holder): the value is the
  // one written, or the one PostgreSQL names.
  const written = values?.[column];
  const value = written === undefined || written === null ? violatedValue(error) : String(written);
  const field = fieldLabel(model.name, column);
  // SQLite names the column, not the value: the sentence then says no value rather than an empty one.
  if (value === undefined) return uniqueConflict(column, t('server.errors.uniqueUnnamed', { field }));
  return uniqueConflict(column, t('server.errors.unique', { field, value }));
}

/** Runs a write and its checks in one transaction; a unique violation becomes a 409 naming `values`' value. */
export async function transact<T>(
  database: Database,
  model: ResourceModel,
  work: () => Promise<T>,
  values?: Record<string, unknown>,
): Promise<T> {
  try {
    return await database.transaction(work);
  } catch (error) {
    throw asConflict(model, error, values);
  }
}

export function readVersion(body: unknown): string | undefined {
  const version = isPlainObject(body) ? body.updated_at : undefined;
  if (version === undefined || version === null || version === '') return undefined;
  if (typeof version !== 'string' || Number.isNaN(Date.parse(version))) {
    throw fieldError(['body', 'updated_at'], t('validation.datetime'));
  }
  return version;
}

export function readIds(model: ResourceModel, body: unknown): Key[] {
  const ids = isPlainObject(body) ? body.ids : undefined;
  if (!Array.isArray(ids)) throw fieldError(['body', 'ids'], t('server.errors.idsList'), 'list_type');
  if (ids.length > MAX_BULK_IDS)
    throw fieldError(['body', 'ids'], t('server.errors.tooManyIds', { max: MAX_BULK_IDS }));
  const errors: FieldError[] = [];
  // Text keys are stored without case (NOCASE): `Maths` and `maths` are one record.
  const keys = new Map<Key, Key>();
  ids.forEach((raw: unknown, index) => {
    const key = parseKey(model, raw);
    if (key === undefined)
      errors.push({ loc: ['body', 'ids', index], msg: t('server.errors.invalidId'), type: 'value_error' });
    else {
      const spelling = typeof key === 'string' ? key.toLowerCase() : key;
      if (!keys.has(spelling)) keys.set(spelling, key);
    }
  });
  if (errors.length) throw validationError(errors);
  return [...keys.values()];
}

function notFound(key: unknown): ApiError {
  return new ApiError(404, t('server.errors.recordNotFound', { key: String(key) }));
}

/** Registers the routes on `app`, the area plugin whose prefix is `/api/{model.name}`. */
export function registerCrudRoutes(app: FastifyInstance, model: ResourceModel, context: CrudContext): void {
  const { database, stores, keyTypes, models, history } = context;
  const store = stores.get(model.name) as RecordStore;
  const hooks = hooksOf(context.hooks, model.name);
  const record = recordSchema(model, models);
  const keyParam = {
    type: 'object',
    properties: { key: { type: 'string', description: `Clé (${model.key})` } },
  };
  const tags = [model.name];
  const storeOf: StoreOf = (area) => stores.get(area);
  const permission = (action: string) => ({ permission: { subject: model.name, action } });
  const visible = (request: FastifyRequest, found: ApiRecord | undefined) =>
    found && withoutHidden(request, model, [found])[0];

  const caller = (request: FastifyRequest): HookCall => ({
    model,
    user: request.user,
    token: bearerToken(request),
  });

  async function update(request: FastifyRequest, rawKey: unknown) {
    const key = parseKey(model, rawKey);
    const values = validateRecord(model, request.body, 'edit', keyTypes);
    const version = readVersion(request.body);
    await hashPasswords(model, values);
    const written = await transact(
      database,
      model,
      async () => {
        const row = key === undefined ? undefined : await store.lockRow(key);
        if (!row) throw notFound(rawKey);
        if (version !== undefined && Date.parse(version) !== Date.parse(String(row.updated_at))) {
          throw new ApiError(409, t('server.errors.stale'));
        }
        const stored = row[model.key] as Key;
        const [current] = store.toRecords([row]);
        await requireRecord(request, model, 'edit', current, storeOf);
        await checkWrite(request, model, 'edit', values, current, storeOf);
        const sent = isPlainObject(request.body) ? request.body.current_password : undefined;
        const currentPassword = typeof sent === 'string' ? sent : undefined;
        await hooks.beforeUpdate?.({ ...caller(request), key: stored, values, currentPassword });
        // The row is locked since it was read: only the area's own hook may have written it since.
        const before = hooks.beforeUpdate ? await store.get(stored) : current;
        await checkReferences(model, values, stores, before);
        await checkImageFiles(model, values, context.media);
        await checkUnique(model, store, values, stored, context.trash);
        // Conditional on the version read above: a write committed in between makes this a 409.
        const after = await store.update(stored, row.updated_at, toWriteSet(model, values, before));
        const secrets = secretsIn(model, values);
        await history.record({
          actor: actorOf(request.user),
          model,
          action: 'update',
          before,
          after,
          secrets,
        });
        await hooks.afterWrite?.({ ...caller(request), action: 'update', key: stored, values, secrets });
        return { stored, after };
      },
      values,
    );
    // What the update wrote, unless the area's hook wrote the record after it.
    return visible(request, hooks.afterWrite ? await store.get(written.stored) : written.after);
  }

  registerListRoute(
    app,
    model,
    listReaderFor(database, model, store.sortSql, context.exactTotalLimit),
    store.sortSql,
    record,
    (request) => scopeOf(request.ability, 'list', model, models),
    (request, records) => withoutHidden(request, model, records),
  );

  app.get<{ Params: KeyParams }>(
    '/:key',
    {
      config: permission('show'),
      schema: {
        tags,
        summary: `Un enregistrement (${model.name})`,
        params: keyParam,
        response: { 200: record },
      },
    },
    async (request) => {
      const key = parseKey(model, request.params.key);
      const found = key === undefined ? undefined : await store.get(key);
      if (!found) throw notFound(request.params.key);
      await requireRecord(request, model, 'show', found, storeOf);
      return visible(request, found);
    },
  );

  app.post(
    '',
    {
      config: permission('create'),
      schema: {
        tags,
        summary: `Création (${model.name})`,
        body: bodySchema(model, 'create'),
        response: { 201: record },
      },
    },
    async (request, reply) => {
      const values = validateRecord(model, request.body, 'create', keyTypes);
      if (!model.serverKey && (values[model.key] === null || values[model.key] === undefined)) {
        throw fieldError(['body', model.key], t('validation.required'), 'missing');
      }
      await checkWrite(request, model, 'create', values, undefined, storeOf);
      await hashPasswords(model, values);
      const key = await transact(
        database,
        model,
        async () => {
          await hooks.beforeCreate?.({ ...caller(request), values });
          await checkReferences(model, values, stores);
          await checkImageFiles(model, values, context.media);
          await checkUnique(model, store, values, undefined, context.trash);
          const created = await store.insert(toWriteSet(model, values));
          const after = await store.get(created);
          const secrets = secretsIn(model, values);
          await history.record({ actor: actorOf(request.user), model, action: 'create', after, secrets });
          await hooks.afterWrite?.({ ...caller(request), action: 'create', key: created, values, secrets });
          return created;
        },
        values,
      );
      return reply.code(201).send(visible(request, await store.get(key)));
    },
  );

  app.put<{ Params: KeyParams }>(
    '/:key',
    {
      config: permission('edit'),
      schema: {
        tags,
        summary: `Modification (${model.name})`,
        params: keyParam,
        body: bodySchema(model, 'edit'),
        response: { 200: record },
      },
    },
    async (request) => update(request, request.params.key),
  );

  app.put(
    '',
    {
      config: permission('edit'),
      schema: {
        tags,
        summary: `Modification, clé dans le corps (${model.name})`,
        body: bodySchema(model, 'edit'),
        response: { 200: record },
      },
    },
    async (request) => {
      const rawKey = isPlainObject(request.body) ? request.body[model.key] : undefined;
      if (rawKey === undefined || rawKey === null || rawKey === '') {
        throw fieldError(['body', model.key], t('server.errors.keyMissing', { key: model.key }), 'missing');
      }
      return update(request, rawKey);
    },
  );

  /**
   * Deletes records known to exist into the trash, with their history entries and those of the
   * records that lose a link to them, all under one batch.
   */
  async function remove(request: FastifyRequest, keys: Key[], batchId = newBatchId()): Promise<number> {
    await hooks.beforeDelete?.({ ...caller(request), keys });
    await refuseIfRequired(database, models, model, keys);
    const deleted = await deleteIntoTrash(context, model, keys, actorOf(request.user), batchId);
    for (const record of deleted) {
      const key = record[model.key] as Key;
      await hooks.afterWrite?.({ ...caller(request), action: 'delete', key, values: {}, secrets: [] });
    }
    return deleted.length;
  }

  app.delete<{ Params: KeyParams }>(
    '/:key',
    {
      config: permission('delete'),
      schema: { tags, summary: `Suppression (${model.name})`, params: keyParam },
    },
    async (request) => {
      const key = parseKey(model, request.params.key);
      const stored = await transact(database, model, async () => {
        const row = key === undefined ? undefined : await store.getRow(key);
        if (!row) throw notFound(request.params.key);
        const storedKey = row[model.key] as Key;
        await requireRecord(request, model, 'delete', (await store.get(storedKey)) as ApiRecord, storeOf);
        await remove(request, [storedKey]);
        return storedKey;
      });
      return { deleted: stored };
    },
  );

  app.delete(
    '/bulk',
    {
      config: permission('delete'),
      schema: { tags, summary: `Suppression groupée (${model.name})`, body: idsBodySchema },
    },
    async (request) => {
      const keys = readIds(model, request.body);
      const deleted = await transact(database, model, async () => {
        await requireRecords(request, model, 'delete', await store.getMany(keys), storeOf);
        return remove(request, keys);
      });
      return { deleted };
    },
  );

  app.put(
    '/bulk/toggle-active',
    {
      config: permission('edit'),
      schema: {
        tags,
        summary: `Activation / désactivation groupée (${model.name})`,
        body: {
          ...idsBodySchema,
          properties: { ...(idsBodySchema.properties as object), active: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const activeField = model.activeField;
      if (!activeField) throw new ApiError(400, t('server.errors.noActiveField'));
      const keys = readIds(model, request.body);
      const active = isPlainObject(request.body) ? request.body.active : undefined;
      if (typeof active !== 'boolean')
        throw fieldError(['body', 'active'], t('server.errors.activeFlag'), 'bool_type');
      const values = { [activeField]: active };
      const updated = await transact(database, model, async () => {
        const before = await store.getMany(keys);
        await requireRecords(request, model, 'edit', before, storeOf);
        for (const record of before) await checkWrite(request, model, 'edit', values, record, storeOf);
        for (const key of keys) await hooks.beforeUpdate?.({ ...caller(request), key, values });
        const count = await store.setActive(activeField, keys, active);
        const after = new Map<unknown, ApiRecord>((await store.getMany(keys)).map((r) => [r[model.key], r]));
        const batchId = newBatchId();
        const actor = actorOf(request.user);
        for (const record of before) {
          const key = record[model.key] as Key;
          // Every existing record was written, but one already in the asked state changed nothing
          // worth an entry.
          await hooks.afterWrite?.({ ...caller(request), action: 'update', key, values, secrets: [] });
          if (record[activeField] === active) continue;
          await history.record({
            actor,
            model,
            action: 'toggle_active',
            before: record,
            after: after.get(key),
            batchId,
          });
        }
        return count;
      });
      return { updated };
    },
  );
}
