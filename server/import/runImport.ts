/**
 * One import request: analyse every row, then (unless it is a preview, or `all` mode met an
 * error) write the rows that create or update (writeRows.ts), each with its history entry under one
 * batch id, all in one transaction: a failure leaves no record and no entry behind.
 */
import type { ImportReport, RowReport } from '../../resources/contracts/importContract';
import type { AuthUser } from '../auth/users';
import { hashPassword } from '../auth/passwords';
import { actorOf, newBatchId } from '../history/changeLog';
import { secretFields } from '../history/recordChanges';
import { transact, type CrudContext } from '../resources/crudRoutes';
import { hooksOf } from '../resources/areaHooks';
import type { ResourceModel } from '../resources/model';
import type { RecordStore } from '../resources/recordStore';
import { analyseRows, type AnalysisContext, type RowPlan } from './analyseRows';
import { readImportRequest } from './importRequest';
import { importParseContext } from './parseContext';
import { writeRows } from './writeRows';

/** scrypt runs on libuv's pool: a few at a time keep it busy without queueing thousands of closures. */
const HASH_CONCURRENCY = 8;

async function hashPasswords(
  plans: RowPlan[],
  fields: string[],
): Promise<Map<number, Record<string, string>>> {
  const hashed = new Map<number, Record<string, string>>();
  const jobs: (() => Promise<void>)[] = [];
  for (const plan of plans) {
    if (plan.verdict === 'error' || !plan.values) continue;
    for (const name of fields) {
      const plain = plan.values[name];
      if (typeof plain !== 'string') continue;
      jobs.push(async () => {
        const hashes = hashed.get(plan.row) ?? {};
        hashes[name] = await hashPassword(plain);
        hashed.set(plan.row, hashes);
      });
    }
  }
  for (let start = 0; start < jobs.length; start += HASH_CONCURRENCY) {
    await Promise.all(jobs.slice(start, start + HASH_CONCURRENCY).map((job) => job()));
  }
  return hashed;
}

/** Thrown to roll the import's transaction back while still answering with its report. */
class NothingWritten extends Error {
  constructor(readonly report: ImportReport) {
    super('import rolled back');
  }
}

function report(plans: RowPlan[], dryRun: boolean, batchId: string | null): ImportReport {
  const count = (verdict: RowPlan['verdict']) => plans.filter((p) => p.verdict === verdict).length;
  const rows = plans.map((plan): RowReport => {
    const row: RowReport = { row: plan.row, verdict: plan.verdict, errors: plan.errors };
    if (plan.key !== undefined) row.key = plan.key;
    return row;
  });
  return {
    dry_run: dryRun,
    batch_id: batchId,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    rows,
  };
}

export async function runImport(
  context: CrudContext,
  model: ResourceModel,
  body: unknown,
  user: AuthUser | null,
): Promise<ImportReport> {
  const input = readImportRequest(model, body);
  const { database, models, stores, keyTypes, history } = context;
  const store = stores.get(model.name) as RecordStore;
  const hooks = hooksOf(context.hooks, model.name);
  const analyse = async (hashed?: Map<number, Record<string, string>>) => {
    const analysis: AnalysisContext = {
      model,
      store,
      stores,
      keyTypes,
      user,
      hooks,
      parse: await importParseContext(database, models, model, input.columns),
      hashed,
    };
    return analyseRows(input, analysis);
  };

  // Hashing thousands of passwords takes seconds: they are hashed from a first analysis, outside
  // the transaction, so the write lock is held only while everything is analysed again (against
  // the data as it is then) and written.
  const passwords = secretFields(model).filter((name) => input.columns.has(name));
  const hashed =
    !input.dryRun && passwords.length > 0 ? await hashPasswords(await analyse(), passwords) : undefined;

  const actor = actorOf(user);
  try {
    return await transact(database, model, async () => {
      const plans = await analyse(hashed);
      const blocked = input.dryRun || (input.mode === 'all' && plans.some((p) => p.verdict === 'error'));
      if (blocked) return report(plans, input.dryRun, null);
      const batchId = newBatchId();
      const write = { database, model, store, hooks, user, actor, batchId };
      const changes = await writeRows(write, plans);
      // A row that lost its unique value to another request while being written: in `all`
      // mode nothing of the file is kept.
      if (input.mode === 'all' && plans.some((p) => p.verdict === 'error'))
        throw new NothingWritten(report(plans, false, null));
      // The rows' history entries go in together after the rows (still in this transaction).
      await history.recordAll(changes);
      return report(plans, false, changes.length > 0 ? batchId : null);
    });
  } catch (error) {
    if (error instanceof NothingWritten) return error.report;
    throw error;
  }
}
