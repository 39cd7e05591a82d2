/**
 * Writes an import's analysed rows inside its transaction. The analysis checked every unique
 * value, but another request may commit the same value between that check and the write (on
 * PostgreSQL the insert then waits for it and fails): such a row becomes an error on its own
 * line, naming the value, and the other rows are still written. Rows go in chunks, each under a
 * savepoint, so the common case costs two statements a chunk; a chunk that meets a conflict is
 * undone and written again row by row, to find which rows conflict.
 */
import type { RowError } from '../../resources/contracts/importContract';
import type { AuthUser } from '../auth/users';
import { isUniqueViolation, violatedColumn, type Database } from '../db/database';
import { inSavepoint } from '../db/savepoint';
import type { ChangeInput } from '../history/changeLog';
import { secretsIn } from '../history/recordChanges';
import { fieldLabel, t } from '../http/messages';
import type { AreaHooks } from '../resources/areaHooks';
import { toWriteSet } from '../resources/crudRoutes';
import type { ResourceModel } from '../resources/model';
import type { Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import type { RowPlan } from './analyseRows';

const CHUNK_ROWS = 500;

export interface WriteContext {
  database: Database;
  model: ResourceModel;
  store: RecordStore;
  hooks: AreaHooks;
  user: AuthUser | null;
  actor: ChangeInput['actor'];
  batchId: string;
}

interface Written {
  plan: RowPlan;
  key: Key;
  change: ChangeInput;
}

async function writeOne(context: WriteContext, plan: RowPlan): Promise<Written> {
  const { model, store, hooks, user, actor, batchId } = context;
  const values = plan.values as Record<string, unknown>;
  const secrets = secretsIn(model, values);
  if (plan.verdict === 'create') {
    const { key, record: after } = await store.insertRecord(toWriteSet(model, values));
    await hooks.afterWrite?.({ model, user, action: 'create', key, values, secrets });
    return { plan, key, change: { actor, model, action: 'create', after, secrets, batchId } };
  }
  const key = plan.key as Key;
  const before = plan.existing;
  const after = await store.update(key, before?.updated_at, toWriteSet(model, values));
  await hooks.afterWrite?.({ model, user, action: 'update', key, values, secrets });
  return { plan, key, change: { actor, model, action: 'update', before, after, secrets, batchId } };
}

async function writeAll(context: WriteContext, plans: RowPlan[]): Promise<Written[]> {
  const written: Written[] = [];
  for (const plan of plans) written.push(await writeOne(context, plan));
  return written;
}

/** The row's error for a unique value another request took: the field the engine names, else the first unique one the row sets. */
function conflictError(model: ResourceModel, plan: RowPlan, error: unknown): RowError {
  const values = plan.values ?? {};
  const candidates = [
    violatedColumn(error),
    ...(model.serverKey ? [] : [model.key]),
    ...model.uniques.map((f) => f.name),
  ];
  const field =
    candidates.find((name) => name !== undefined && values[name] !== undefined && values[name] !== null) ??
    model.key;
  return {
    field,
    msg: t('server.errors.unique', {
      field: fieldLabel(model.name, field),
      value: String(values[field] ?? ''),
    }),
  };
}

/**
 * Writes the plans that create or update; a plan whose write met a unique conflict becomes an
 * error (verdict, message). The history entries of what was written, in row order.
 */
export async function writeRows(context: WriteContext, plans: RowPlan[]): Promise<ChangeInput[]> {
  const writable = plans.filter((p) => p.values && (p.verdict === 'create' || p.verdict === 'update'));
  const written: Written[] = [];
  for (let start = 0; start < writable.length; start += CHUNK_ROWS) {
    const chunk = writable.slice(start, start + CHUNK_ROWS);
    try {
      written.push(...(await inSavepoint(context.database, 'import_chunk', () => writeAll(context, chunk))));
      continue;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (const plan of chunk) {
      try {
        written.push(await inSavepoint(context.database, 'import_row', () => writeOne(context, plan)));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        plan.errors = [conflictError(context.model, plan, error)];
        plan.verdict = 'error';
      }
    }
  }
  for (const { plan, key } of written) plan.key = key;
  return written.map((w) => w.change);
}
