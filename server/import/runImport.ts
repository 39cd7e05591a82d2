/**
 * One import request: analyse every row, then (unless it is a preview, or `all` mode met an
 * error) write the rows that create or update (writeRows.ts), each with its history entry under one
 * batch id, all in one transaction: a failure leaves no record and no entry behind.
 */
import type { ImportReport, RowReport } from '../../resources/contracts/importContract';
import type { FastifyRequest } from 'fastify';
import { refreshPlannerStatistics } from '../db/plannerStatistics';
import { actorOf, newBatchId } from '../history/changeLog';
import { secretFields } from '../history/recordChanges';
import { transact, type CrudContext } from '../resources/crudRoutes';
import { hooksOf } from '../resources/areaHooks';
import type { ResourceModel } from '../resources/model';
import type { RecordStore } from '../resources/recordStore';
import { analyseRows, type AnalysisContext, type RowPlan } from './analyseRows';
import { readImportRequest } from './importRequest';
import { rowRights } from './importRights';
import { importParseContext } from './parseContext';
import type { PasswordHashing } from './passwordHashing';
import { writeRows } from './writeRows';

export interface ImportContext extends CrudContext {
  hashing: PasswordHashing;
}

/** The passwords of the rows that will be written, hashed on the pool, by row number. */
async function hashPasswords(
  hashing: PasswordHashing,
  plans: RowPlan[],
  fields: string[],
): Promise<Map<number, Record<string, string>>> {
  const hashed = new Map<number, Record<string, string>>();
  const jobs: Promise<void>[] = [];
  for (const plan of plans) {
    if (plan.verdict === 'error' || !plan.values) continue;
    const hashes: Record<string, string> = {};
    hashed.set(plan.row, hashes);
    for (const name of fields) {
      const plain = plan.values[name];
      if (typeof plain !== 'string') continue;
      jobs.push(hashing.hash(plain).then((hash) => void (hashes[name] = hash)));
    }
  }
  await Promise.all(jobs);
  return hashed;
}

/** Thrown to roll the import's transaction back while still answering with its report. */
class NothingWritten extends Error {
  constructor(readonly report: ImportReport) {
    super('import rolled back');
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/**
 * The dry run's report with the write's estimated duration: its hashes at the pool's measured
 * speed, and its rows analysed again (twice when passwords are hashed from a first analysis) and
 * written, a row's write costing about what its check did (one statement each).
 */
async function preview(
  context: ImportContext,
  analysis: { result: RowPlan[]; ms: number },
  passwords: string[],
): Promise<ImportReport> {
  const plans = analysis.result;
  const hashes = plans
    .filter((plan) => plan.verdict !== 'error' && plan.values)
    .reduce(
      (count, plan) => count + passwords.filter((name) => typeof plan.values?.[name] === 'string').length,
      0,
    );
  const passes = hashes > 0 ? 3 : 2;
  const ms = (await context.hashing.estimateMs(hashes)) + analysis.ms * passes;
  return { ...report(plans, true, null), estimated_seconds: Math.ceil(ms / 1000) };
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
  context: ImportContext,
  model: ResourceModel,
  body: unknown,
  request: FastifyRequest,
): Promise<ImportReport> {
  const { user } = request;
  const rights = rowRights(request, model, context.stores);
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
      rights,
      media: context.media,
      trash: await context.trash.heldValues(model),
      parse: await importParseContext(database, models, model, input.columns),
      hashed,
    };
    return analyseRows(input, analysis);
  };

  // Hashing thousands of passwords takes seconds: they are hashed from a first analysis, outside
  // the transaction, so the write lock is held only while everything is analysed again (against
  // the data as it is then) and written.
  const passwords = secretFields(model).filter((name) => input.columns.has(name));
  if (input.dryRun) {
    const analysis = await timed(() => transact(database, model, () => analyse()));
    return preview(context, analysis, passwords);
  }
  const hashed =
    passwords.length > 0 ? await hashPasswords(context.hashing, await analyse(), passwords) : undefined;

  const actor = actorOf(user);
  try {
    const done = await transact(database, model, async () => {
      const plans = await analyse(hashed);
      if (input.mode === 'all' && plans.some((p) => p.verdict === 'error')) return report(plans, false, null);
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
    // Thousands of rows at once may change which index narrows a list best (plannerStatistics.ts).
    // The rows are written whatever happens here: a busy database leaves it to the hourly check.
    await refreshPlannerStatistics(database, [model.table]).catch(() => []);
    return done;
  } catch (error) {
    if (error instanceof NothingWritten) return error.report;
    throw error;
  }
}
