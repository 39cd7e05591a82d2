/**
 * The records whose image is a given file of the library, found through the declarations' image
 * fields of that directory, and the clearing of their image when its deletion is confirmed.
 */
import type { MediaInUseBody, MediaUse } from '../../resources/contracts/mediaContract';
import { mediaPath } from '../../resources/contracts/mediaRules';
import { representRecord } from '../../resources/kit/fields';
import type { AuthUser } from '../auth/users';
import { actorOf } from '../history/changeLog';
import { resourceLabel, t } from '../http/messages';
import { hooksOf } from '../resources/areaHooks';
import type { CrudContext } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord, Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { imageFieldsOf } from './imageFields';

/** Records named in the answer: enough to recognise them, few enough to read. */
const LISTED_USES = 5;

type Usage = MediaInUseBody['uses'];

/** Each (area, image field) pair whose images come from `directory`. */
function imageColumns(context: Pick<CrudContext, 'models'>, directory: string) {
  return [...context.models.values()].flatMap((model) =>
    imageFieldsOf(model)
      .filter((field) => field.directory === directory)
      .map((field) => ({ model, field })),
  );
}

function holders(
  context: Pick<CrudContext, 'database'>,
  model: ResourceModel,
  column: string,
  value: string,
) {
  return context.database.db.selectFrom(model.table).where(column, '=', value);
}

/** Whether the caller may see a record (permissions): the answer names only those. */
export type RecordFilter = (model: ResourceModel, row: Record<string, unknown>) => Promise<boolean>;

/**
 * How many records use the file, the first few of them that `visible` lets the caller see, and
 * whether every field lets it go.
 */
export async function mediaUsage(
  context: Pick<CrudContext, 'database' | 'models'>,
  directory: string,
  name: string,
  visible: RecordFilter = async () => true,
): Promise<Usage> {
  const value = mediaPath(directory, name);
  const usage: Usage = { count: 0, records: [], confirmable: true };
  for (const { model, field } of imageColumns(context, directory)) {
    const counted = (await holders(context, model, field.name, value)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()) as { n: number | string };
    const count = Number(counted.n);
    if (count === 0) continue;
    usage.count += count;
    if (field.onMediaDelete === 'refuse') usage.confirmable = false;
    const room = LISTED_USES - usage.records.length;
    if (room <= 0) continue;
    const rows = (await holders(context, model, field.name, value)
      .selectAll()
      .orderBy(model.key)
      .limit(room)
      .execute()) as Record<string, unknown>[];
    for (const row of rows) {
      if (!(await visible(model, row))) continue;
      usage.records.push({
        resource: model.name,
        key: row[model.key] as Key,
        label: representRecord(model.declaration, row),
      });
    }
  }
  return usage;
}

/** `Activités « Quiz des capitales », … et 3 autre(s)`: the records a detail names. */
function namedRecords(usage: Usage): string {
  const named = usage.records.map((use: MediaUse) =>
    t('server.media.useRecord', { resource: resourceLabel(use.resource), label: use.label }),
  );
  const more = usage.count - usage.records.length;
  if (more > 0) named.push(t('server.media.moreUses', { count: more }));
  return named.join(', ');
}

/** The 409 answer while records use the file. */
export function inUseBody(name: string, usage: Usage): MediaInUseBody {
  const key = usage.confirmable ? 'server.media.inUse' : 'server.media.inUseRefused';
  return { detail: t(key, { name, count: usage.count, records: namedRecords(usage) }), uses: usage };
}

/**
 * Empties the image of every record using the file, each change in the history as the caller's
 * own edit would be. Run inside the deletion's transaction.
 */
export async function clearMediaUses(
  context: Pick<CrudContext, 'database' | 'models' | 'stores' | 'history' | 'hooks'>,
  directory: string,
  name: string,
  call: { user: AuthUser | null; token?: string },
  mayEdit: (model: ResourceModel, before: ApiRecord, values: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  const value = mediaPath(directory, name);
  const actor = actorOf(call.user);
  for (const { model, field } of imageColumns(context, directory)) {
    const store = context.stores.get(model.name) as RecordStore;
    const hooks = hooksOf(context.hooks, model.name);
    const rows = (await holders(context, model, field.name, value).select(`${model.key} as k`).execute()) as {
      k: Key;
    }[];
    for (const { k: key } of rows) {
      const values = { [field.name]: null };
      const before = (await store.get(key)) as ApiRecord;
      // Every record the deletion changes is one the caller may edit, or nothing changes.
      await mayEdit(model, before, values);
      await hooks.beforeUpdate?.({ model, ...call, key, values });
      const row = await store.getRow(key);
      const after = await store.update(key, row?.updated_at, { columns: values, lists: {} });
      await context.history.record({ actor, model, action: 'update', before, after });
      await hooks.afterWrite?.({ model, ...call, action: 'update', key, values, secrets: [] });
    }
  }
}
