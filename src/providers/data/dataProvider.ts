/**
 * The react-admin data provider of every declared area, on the spec's HTTP helpers (token, errors,
 * 401): getOne, create, update and delete are the plain REST calls (/api/{resource}/{key}, the
 * record as JSON body); lists speak our server's list language (skip/limit/sort/order/q, one
 * parameter per filter, total in X-Total-Count, an estimate when X-Total-Count-Estimated says so); bulk deletes and toggles are one call each; back
 * ends that answer plain arrays are tolerated, and keyed resources (hashtags by label) are mapped
 * both ways. A list may ask for the records its reference fields name with its page, by react-admin's
 * prefetching (`meta.prefetch`: the field names; the answer's `meta.prefetched`, which react-admin
 * puts in its cache): its reference cells then show their labels with the rows.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  GetListResult,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { keyKindOf, listRules, looseListRules, type ListRules } from '../../../resources/contracts/listQuery';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf, keyOf } from '../../../resources/kit/fields';
import { MAX_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { httpClient, type HttpClient } from '../http/httpClient';
import { toHttpError } from '../http/httpErrors';
import { applyListInBrowser } from './browserList';
import {
  byIdsParams,
  isEstimatedTotal,
  listQuery,
  prefetchedReferences,
  referencedIds,
  totalFromHeaders,
  type EstimatedTotalMeta,
} from './listQuery';
import { isApiRecord, toApiBody, toRaRecord, toRaRecords, type ApiRecord } from './recordKeys';
import { asValuesErrors } from './bulkErrors';
import { withUniqueFieldError } from './uniqueConflict';
import { noteWritten, writeTick } from './writtenRecords';

export interface ToggleActiveParams {
  ids: Identifier[];
  active: boolean;
}

export interface EduDataProvider extends DataProvider {
  /** PUT /api/{resource}/bulk/toggle-active: (de)activates the given records at once. */
  toggleActive(resource: string, params: ToggleActiveParams): Promise<{ data: Identifier[] }>;
  /** GET /api/{path} for a form's choice list; [] when the call fails or the answer is not a list. */
  getOptions(path: string): Promise<unknown[]>;
}

function indexDeclarations(declarations: readonly ResourceDeclaration[]): Map<string, ResourceDeclaration> {
  const byName = new Map<string, ResourceDeclaration>();
  for (const declaration of declarations) {
    if (!declaration || typeof declaration.name !== 'string' || !declaration.name) {
      throw new Error('createDataProvider: a resource declaration has no name');
    }
    if (byName.has(declaration.name)) {
      throw new Error(`createDataProvider: the resource "${declaration.name}" is declared twice`);
    }
    byName.set(declaration.name, declaration);
  }
  return byName;
}

const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

/** An API that does not know the bulk edit route. */
const hasNoBulkRoute = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 405);

export function createDataProvider(
  declarations: readonly ResourceDeclaration[],
  client: HttpClient = httpClient,
): EduDataProvider {
  const byName = indexDeclarations(declarations);
  const keyFor = (resource: string) => {
    const declaration = byName.get(resource);
    return declaration ? keyOf(declaration) : 'id';
  };
  const keyKinds = (resource: string) => {
    const declaration = byName.get(resource);
    return declaration ? keyKindOf(declaration) : undefined;
  };
  const rules = new Map<string, ListRules>();
  const rulesFor = (resource: string): ListRules => {
    const declaration = byName.get(resource);
    if (!declaration) return looseListRules();
    if (!rules.has(resource)) rules.set(resource, listRules(declaration, keyKinds));
    return rules.get(resource) as ListRules;
  };

  const asRecord = (raw: unknown, key: string, fallback?: RaRecord): RaRecord => {
    const record = toRaRecord(raw, key) ?? fallback;
    if (!record) throw toHttpError(500, raw);
    return record;
  };

  async function getList(
    resource: string,
    params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  ): Promise<GetListResult> {
    const key = keyFor(resource);
    const query = listQuery(params, key);
    const wanted = typeof query.limit === 'number' ? query.limit : undefined;
    // A page larger than the server gives at once (a CSV export) is read in server-sized pages.
    if (wanted !== undefined && wanted > MAX_LIST_LIMIT) query.limit = MAX_LIST_LIMIT;
    const response = await client.get(resource, query);
    const records = toRaRecords(response.json, key);
    const total = totalFromHeaders(response.headers);
    if (total === undefined) return applyListInBrowser(records, params, rulesFor(resource));
    const estimated = isEstimatedTotal(response.headers);
    const start = Number(query.skip ?? 0);
    // An estimate may be short of the truth: the page is read whole, until an answer falls short.
    const end = start + (wanted ?? records.length);
    let asked = Number(query.limit ?? records.length);
    let answered = records.length;
    while (
      wanted !== undefined &&
      answered > 0 &&
      start + records.length < (estimated ? end : Math.min(total, end)) &&
      (!estimated || answered >= asked)
    ) {
      asked = Math.min(MAX_LIST_LIMIT, end - start - records.length);
      const next = await client.get(resource, { ...query, skip: start + records.length, limit: asked });
      const more = toRaRecords(next.json, key);
      answered = more.length;
      records.push(...more);
    }
    if (!estimated) return { data: records, total };
    // No `total`: react-admin pages by pageInfo, on until a short page; `meta` says about how many.
    const meta: EstimatedTotalMeta = { estimatedTotal: total };
    const hasNextPage = wanted !== undefined && records.length >= wanted;
    return { data: records, pageInfo: { hasNextPage, hasPreviousPage: start > 0 }, meta };
  }

  /**
   * One list call filtered on the key ("any of"); records it did not bring back (a server that
   * ignores that filter or pages it) are then read one by one, and missing ones are left out.
   */
  async function getMany(resource: string, ids: readonly Identifier[]): Promise<RaRecord[]> {
    if (ids.length === 0) return [];
    const wanted = new Set(ids.map(String));
    let found: RaRecord[] = [];
    try {
      const page = await getList(resource, byIdsParams(ids));
      found = page.data.filter((record) => wanted.has(String(record.id)));
    } catch (error) {
      if (isUnauthorized(error)) throw error;
    }
    const foundIds = new Set(found.map((record) => String(record.id)));
    const missing = ids.filter((id) => !foundIds.has(String(id)));
    const fetched = await Promise.all(
      missing.map((id) =>
        getOne(resource, id).catch((error: unknown) => {
          if (isUnauthorized(error)) throw error;
          return null;
        }),
      ),
    );
    const byId = new Map<string, RaRecord>();
    for (const record of [...found, ...fetched]) if (record) byId.set(String(record.id), record);
    return ids.map((id) => byId.get(String(id))).filter((record): record is RaRecord => !!record);
  }

  /**
   * The records the page's reference fields named in `fields` point to, by area, each field read
   * as a reference cell's getMany reads it (the same call, which a cold start may have sent early).
   */
  async function prefetched(
    resource: string,
    records: readonly RaRecord[],
    fields: readonly unknown[],
  ): Promise<Record<string, RaRecord[]>> {
    const byArea: Record<string, RaRecord[]> = {};
    const references = prefetchedReferences(byName.get(resource), fields);
    await Promise.all(
      references.map(async ({ name, target }) => {
        const found = await getMany(target, referencedIds(records, name));
        byArea[target] = [...(byArea[target] ?? []), ...found];
      }),
    );
    return byArea;
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const response = await client.getOne(resource, id, signal);
    return asRecord(response.json, keyFor(resource));
  }

  /** PUT /api/{resource}/{key} with the record as the server knows it (no added `id`). */
  async function update(resource: string, id: Identifier, data: ApiRecord): Promise<unknown> {
    const key = keyFor(resource);
    const response = await client.put(resource, id, toApiBody(data, key));
    return response.json;
  }

  async function toggleActive(resource: string, { ids, active }: ToggleActiveParams) {
    noteWritten(resource, ids);
    await client.toggleActive(resource, { ids, active });
    return { data: ids };
  }

  // react-admin's methods are generic in the record type, which JSON from the wire cannot prove:
  // records are checked as RaRecord and handed over as the caller's type (`as R`).
  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const fields: unknown = params.meta?.prefetch;
      if (!Array.isArray(fields) || fields.length === 0)
        return (await getList(resource, params)) as GetListResult<R>;
      // Writes from the next tick on may be missing from what is read now (writtenRecords.ts).
      const prefetchedAt = writeTick();
      const page = await getList(resource, params);
      const records = await prefetched(resource, page.data, fields);
      return { ...page, meta: { ...page.meta, prefetched: records, prefetchedAt } } as GetListResult<R>;
    },

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) => ({
      data: (await getOne(resource, params.id, params.signal)) as R,
    }),

    getMany: async <R extends RaRecord>(resource: string, params: { ids: Identifier[] }) => ({
      data: (await getMany(resource, params.ids)) as R[],
    }),

    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      (await getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
      })) as GetListResult<R>,

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const key = keyFor(resource);
      const response = await client
        .post(resource, toApiBody(params.data, key))
        .catch((error: unknown) =>
          Promise.reject(withUniqueFieldError(byName.get(resource), params.data, error)),
        );
      return { data: asRecord(response.json, key) as R };
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const answer = await update(resource, params.id, params.data).catch((error: unknown) =>
        Promise.reject(withUniqueFieldError(byName.get(resource), params.data, error)),
      );
      // A server answering without a body keeps what was sent.
      const sent = isApiRecord(params.data) ? { ...params.data, id: params.id } : undefined;
      const record = asRecord(answer, keyFor(resource), sent as RaRecord | undefined);
      noteWritten(resource, [params.id], record);
      return { data: record as R };
    },

    /**
     * One call to the bulk edit route (PUT /api/{resource}/bulk/update), its field errors named as
     * the values sent; the active flag alone goes through the bulk toggle. An API without that
     * route (404, 405: a deployer's own) gets the change record by record on the record as read,
     * so its stale-update check still holds.
     */
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const declaration = byName.get(resource);
      const activeField = declaration ? activeFieldOf(declaration) : undefined;
      const changed = isApiRecord(params.data) ? Object.keys(params.data) : [];
      if (activeField && changed.length === 1 && changed[0] === activeField) {
        const active = (params.data as Record<string, unknown>)[activeField];
        if (typeof active === 'boolean') return toggleActive(resource, { ids: params.ids, active });
      }
      noteWritten(resource, params.ids);
      try {
        await client.bulkUpdate(resource, { ids: params.ids, values: params.data });
        return { data: params.ids };
      } catch (error) {
        if (!hasNoBulkRoute(error)) throw asValuesErrors(error);
      }
      await Promise.all(
        params.ids.map(async (id) =>
          update(resource, id, { ...(await getOne(resource, id)), ...params.data }),
        ),
      );
      return { data: params.ids };
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      await client.delete(resource, params.id);
      noteWritten(resource, [params.id]);
      // Our server answers `{deleted: key}`, not the record: react-admin is given the record it had.
      return { data: (params.previousData ?? { id: params.id }) as R };
    },

    deleteMany: async (resource: string, params: DeleteManyParams) => {
      await client.bulkDelete(resource, params.ids);
      noteWritten(resource, params.ids);
      return { data: params.ids };
    },

    toggleActive,

    getOptions: async (path: string) => {
      try {
        const response = await client.get(path);
        return Array.isArray(response.json) ? response.json : [];
      } catch {
        return [];
      }
    },
  };
}
