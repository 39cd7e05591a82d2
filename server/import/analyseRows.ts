/**
 * Decides what each row of an import does: cells become values (parseCell), the row is matched to
 * an existing record (its key, else a unique field), then checked with the form's rules
 * (validateRecord, create or edit) and the integrity checks. Nothing is written here.
 */
import { CellError, parseCell, type ParseContext } from '../../resources/kit/csvValues';
import type { RowError, RowVerdict } from '../../resources/contracts/importContract';
import type { AuthUser } from '../auth/users';
import { ApiError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import { secretFields } from '../history/recordChanges';
import type { AreaHooks } from '../resources/areaHooks';
import { checkImageFiles } from '../media/imageFields';
import type { MediaLibrary } from '../media/mediaLibrary';
import { checkReferences, checkUnique, type TrashedHolders } from '../resources/integrityChecks';
import type { KeyType, ResourceModel } from '../resources/model';
import { passwordOptional } from '../resources/passwordOptional';
import { parseKey, type ApiRecord, type Key } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';
import { validateRecord } from '../resources/validateRecord';
import { importFields, type ImportInput } from './importRequest';
import { hiddenRowError, type RowRights } from './importRights';

export interface RowPlan {
  /** 1-based, as in the report. */
  row: number;
  verdict: RowVerdict;
  errors: RowError[];
  /** What a create or an update writes (validated, references in their stored spelling). */
  values?: Record<string, unknown>;
  existing?: ApiRecord;
  key?: Key;
}

export interface AnalysisContext {
  model: ResourceModel;
  store: RecordStore;
  stores: Map<string, RecordStore>;
  keyTypes: Map<string, KeyType>;
  user: AuthUser | null;
  /** The area's own rules (areaHooks.ts): a refusal is the row's error. */
  hooks: AreaHooks;
  parse: ParseContext;
  /** The files image fields name. */
  media: Pick<MediaLibrary, 'contains'>;
  /** Unique values records in the trash keep taken. */
  trash?: TrashedHolders;
  /** What the person may write (importRights.ts); every row when absent. */
  rights?: RowRights;
  /** Hashes of the rows' passwords (by row number), when this analysis leads to a write. */
  hashed?: Map<number, Record<string, string>>;
}

/** Field errors of a failed check; a check's sentence without a field is a whole-row error. */
function rowErrors(error: unknown): RowError[] {
  if (!(error instanceof ApiError)) throw error;
  if (typeof error.detail === 'string') return [{ msg: error.detail }];
  return error.detail.map((d) =>
    typeof d.loc[1] === 'string' ? { field: d.loc[1], msg: d.msg } : { msg: d.msg },
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const normalised = (value: unknown) => String(value).trim().toLowerCase();
const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** Keys and unique values already seen in the file, with the row that had them first. */
class FileClaims {
  private readonly seen = new Map<string, number>();

  claim(model: ResourceModel, field: string, value: unknown, row: number): RowError | undefined {
    const id = `${field}\u0000${normalised(value)}`;
    const first = this.seen.get(id);
    if (first === undefined) {
      this.seen.set(id, row);
      return undefined;
    }
    return {
      msg: t('server.import.duplicate', {
        value: String(value),
        field: fieldLabel(model.name, field),
        row: first,
      }),
    };
  }
}

function parseCells(
  model: ResourceModel,
  raw: Record<string, string>,
  context: AnalysisContext,
): { input: Record<string, unknown>; keyCell?: string; errors: RowError[] } {
  const fields = importFields(model);
  const input: Record<string, unknown> = {};
  const errors: RowError[] = [];
  let keyCell: string | undefined;
  for (const [column, cell] of Object.entries(raw)) {
    const field = fields.get(column);
    if (!field) continue; // refused earlier by readImportRequest
    if (model.serverKey && column === model.key) {
      keyCell = cell.trim() || undefined;
      continue;
    }
    if (field.readOnly) continue; // exported for reading, never written
    try {
      input[column] = parseCell(model.declaration, field, cell, context.parse);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      errors.push({ field: column, msg: t(error.messageKey, error.options) });
    }
  }
  return { input, keyCell, errors };
}

/** Who holds a unique value: asked once per value and row exception while a file is analysed. */
type Holders = Pick<RecordStore, 'holderOf'>;

/**
 * The store's holderOf, each answer kept for the analysis: a row asks for its unique values to
 * find the record it updates, then again to check them, and nothing is written in between.
 */
function rememberedHolders(store: RecordStore): Holders {
  const answers = new Map<string, Promise<Key | undefined>>();
  return {
    holderOf(column, value, except) {
      const question = JSON.stringify([column, value, except ?? null]);
      let answer = answers.get(question);
      if (!answer) {
        answer = store.holderOf(column, value, except);
        answers.set(question, answer);
      }
      return answer;
    },
  };
}

async function findExisting(
  model: ResourceModel,
  store: RecordStore,
  holders: Holders,
  input: Record<string, unknown>,
  keyCell: string | undefined,
  errors: RowError[],
): Promise<ApiRecord | undefined> {
  if (model.serverKey && keyCell !== undefined) {
    const key = parseKey(model, keyCell);
    const found = key === undefined ? undefined : await store.get(key);
    if (!found) errors.push({ field: model.key, msg: t('server.import.unknownKey', { key: keyCell }) });
    return found;
  }
  if (!model.serverKey && !isBlank(input[model.key])) {
    // A declared key (hashtag label) that is not stored yet names the record to create.
    return store.get(String(input[model.key]).trim());
  }
  for (const field of model.uniques) {
    const value = input[field.name];
    if (isBlank(value)) continue;
    const holder = await holders.holderOf(field.name, String(value).trim(), undefined);
    if (holder !== undefined) return store.get(holder);
  }
  return undefined;
}

async function checkIntegrity(
  context: AnalysisContext,
  holders: Holders,
  values: Record<string, unknown>,
  except: Key | undefined,
): Promise<RowError[]> {
  const { model, stores, user, hooks, media } = context;
  const errors: RowError[] = [];
  try {
    if (except === undefined) await hooks.beforeCreate?.({ model, user, values });
    else await hooks.beforeUpdate?.({ model, user, key: except, values });
  } catch (error) {
    errors.push(...rowErrors(error));
  }
  try {
    await checkReferences(model, values, stores);
  } catch (error) {
    errors.push(...rowErrors(error));
  }
  try {
    await checkImageFiles(model, values, media);
  } catch (error) {
    errors.push(...rowErrors(error));
  }
  const keyField = model.serverKey ? [] : model.declaration.fields.filter((f) => f.name === model.key);
  const uniques = [...keyField, ...model.uniques];
  for (const field of uniques) {
    if (!(field.name in values)) continue;
    try {
      await checkUnique(model, holders, { [field.name]: values[field.name] }, except, context.trash);
    } catch (error) {
      errors.push(...rowErrors(error).map((e) => ({ ...e, field: field.name })));
    }
  }
  return errors;
}

async function analyseRow(
  raw: Record<string, string>,
  row: number,
  context: AnalysisContext,
  claims: FileClaims,
  holders: Holders,
): Promise<RowPlan> {
  const { model, store, keyTypes } = context;
  const { input, keyCell, errors } = parseCells(model, raw, context);
  const existing = await findExisting(model, store, holders, input, keyCell, errors);
  // A record the person may not see is not named, nor is anything else said of it.
  if (existing && (await context.rights?.hidden(existing))) {
    return { row, verdict: 'error', errors: [hiddenRowError()] };
  }
  const existingKey = existing?.[model.key] as Key | undefined;

  const claimed = [
    existingKey === undefined ? undefined : claims.claim(model, model.key, existingKey, row),
    ...(model.serverKey || existing || isBlank(input[model.key])
      ? []
      : [claims.claim(model, model.key, input[model.key], row)]),
    ...model.uniques
      .filter((f) => !isBlank(input[f.name]))
      .map((f) => claims.claim(model, f.name, input[f.name], row)),
  ];
  errors.push(...claimed.filter((e): e is RowError => e !== undefined));

  const badCells = new Set(errors.map((e) => e.field));
  for (const field of badCells) if (field) delete input[field];
  let values: Record<string, unknown> | undefined;
  try {
    values = validateRecord(passwordOptional(model), input, existing ? 'edit' : 'create', keyTypes);
  } catch (error) {
    // A cell that could not be read has its message already; its absence is not a second one.
    errors.push(...rowErrors(error).filter((e) => !badCells.has(e.field)));
  }
  if (values && errors.length === 0 && context.rights)
    errors.push(...(await context.rights.refused(values, existing)));
  if (values && errors.length === 0)
    errors.push(...(await checkIntegrity(context, holders, values, existingKey)));
  if (!values || errors.length > 0) return { row, verdict: 'error', errors, key: existingKey };

  const secrets = secretFields(model).filter((name) => typeof values[name] === 'string');
  if (context.hashed) {
    const hashes = context.hashed.get(row) ?? {};
    for (const name of secrets) {
      // Hashed before this analysis from an earlier one; a row valid only now was not.
      if (hashes[name] === undefined)
        return { row, verdict: 'error', errors: [{ msg: t('server.errors.stale') }] };
      values[name] = hashes[name];
    }
  }
  if (!existing) {
    const key = model.serverKey ? undefined : (values[model.key] as Key);
    return { row, verdict: 'create', errors, values, key };
  }
  const changed = secrets.length > 0 || Object.entries(values).some(([name, v]) => !same(v, existing[name]));
  return { row, verdict: changed ? 'update' : 'unchanged', errors, values, existing, key: existingKey };
}

/** Row after row, in file order: a row's claims on keys and unique values come before the next's. */
export async function analyseRows(input: ImportInput, context: AnalysisContext): Promise<RowPlan[]> {
  const claims = new FileClaims();
  const holders = rememberedHolders(context.store);
  const plans: RowPlan[] = [];
  for (const [index, raw] of input.rows.entries())
    plans.push(await analyseRow(raw, index + 1, context, claims, holders));
  return plans;
}
