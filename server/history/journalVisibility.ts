/**
 * What a person sees of the journal and of the trash: every entry of an area whose records they
 * may all show, and in an area they see only some of (a scoped rule), the entries of those
 * records: the ones the area's table keeps under the same condition as its lists (scopeSql.ts),
 * and the ones in its trash that they may show as they were deleted. Nothing of an area they may
 * not show at all. An administrator sees everything: no condition at all (undefined).
 */
import type { FastifyRequest } from 'fastify';
import { asSubject } from '../auth/permissions/recordAccess';
import { scopeOf } from '../auth/permissions/scopeSql';
import type { ListScope } from '../lists/listReader';
import type { CrudContext } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import type { TrashedRecord, TrashVisibility } from '../trash/trashStore';

export interface ScopedArea {
  resource: string;
  table: string;
  /** The key column, whose value the journal keeps as text in `record_key`. */
  key: string;
  scope: ListScope;
  /** Keys of the area's trashed records the person may show. */
  trashedKeys: string[];
}

export interface JournalVisibility {
  /** Areas whose every entry the person may see. */
  areas: string[];
  scoped: ScopedArea[];
}

type Context = Pick<CrudContext, 'models' | 'stores' | 'trash'>;

const NOTHING = '1 = 0';

async function visibleTrashed(
  request: FastifyRequest,
  context: Context,
  model: ResourceModel,
): Promise<TrashedRecord[]> {
  const visible: TrashedRecord[] = [];
  const stores = (area: string) => context.stores.get(area);
  for (const item of await context.trash.ofArea(model.name)) {
    if (request.ability.can('show', await asSubject(request, model, item.row, stores))) visible.push(item);
  }
  return visible;
}

/** Per area: every record (undefined), none (null), or some of them (the scope). */
function shares(request: FastifyRequest, context: Context): Map<ResourceModel, ListScope | null | undefined> {
  const all = new Map<ResourceModel, ListScope | null | undefined>();
  for (const model of context.models.values()) {
    const scope = scopeOf(request.ability, 'show', model, context.models);
    all.set(model, scope?.sql === NOTHING ? null : scope);
  }
  return all;
}

export async function journalVisibility(
  request: FastifyRequest,
  context: Context,
): Promise<JournalVisibility | undefined> {
  const all = shares(request, context);
  if ([...all.values()].every((scope) => scope === undefined)) return undefined;
  const visibility: JournalVisibility = { areas: [], scoped: [] };
  for (const [model, scope] of all) {
    if (scope === undefined) visibility.areas.push(model.name);
    else if (scope !== null) {
      const trashed = await visibleTrashed(request, context, model);
      visibility.scoped.push({
        resource: model.name,
        table: model.table,
        key: model.key,
        scope,
        trashedKeys: trashed.map((item) => item.record_key),
      });
    }
  }
  return visibility;
}

export async function trashVisibility(
  request: FastifyRequest,
  context: Context,
): Promise<TrashVisibility | undefined> {
  const all = shares(request, context);
  if ([...all.values()].every((scope) => scope === undefined)) return undefined;
  const areas: string[] = [];
  const ids: number[] = [];
  for (const [model, scope] of all) {
    if (scope === undefined) areas.push(model.name);
    else if (scope !== null)
      ids.push(...(await visibleTrashed(request, context, model)).map((item) => item.id));
  }
  return { areas, ids };
}
