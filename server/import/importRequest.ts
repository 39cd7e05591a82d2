/**
 * Reads an ImportRequest and refuses, before anything is parsed, what cannot be imported at all:
 * a malformed body (422), too many rows (413), unknown columns (422), and required columns
 * missing from a file whose rows can only be creations (422).
 */
import { csvFields } from '../../resources/kit/csvValues';
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isSecret, isWritable } from '../../resources/kit/fields';
import { IMPORT_MAX_ROWS, type ImportMode } from '../../resources/contracts/importContract';
import { ApiError, fieldError } from '../http/apiError';
import { fieldLabel, t } from '../http/messages';
import type { ResourceModel } from '../resources/model';
import { isPlainObject } from '../resources/validateRecord';

export interface ImportInput {
  rows: Record<string, string>[];
  mode: ImportMode;
  dryRun: boolean;
  columns: Set<string>;
}

/** The columns an import accepts: those an export writes, plus password fields (hashed on write). */
export function importFields(model: ResourceModel): Map<string, FieldDeclaration> {
  const fields = csvFields(model.declaration);
  for (const field of model.declaration.fields) if (isSecret(field)) fields.push(field);
  return new Map(fields.map((f) => [f.name, f]));
}

function readRow(raw: unknown, index: number): Record<string, string> {
  if (!isPlainObject(raw)) throw fieldError(['body', 'rows', index], t('server.import.row'));
  const row: Record<string, string> = {};
  for (const [column, cell] of Object.entries(raw)) {
    if (cell === null || cell === undefined) row[column] = '';
    // Lenient with numbers and booleans a script may send; the contract says strings.
    else if (typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean')
      row[column] = String(cell);
    else throw fieldError(['body', 'rows', index, column], t('server.import.row'));
  }
  return row;
}

/** Fields a created record must be given, which no default fills (passwords may be set later). */
function requiredOnCreate(model: ResourceModel): FieldDeclaration[] {
  return model.declaration.fields.filter(
    (f) =>
      (f.required === true || f.requiredOnCreate === true) &&
      !isSecret(f) &&
      f.default === undefined &&
      isWritable(model.declaration, f, 'create'),
  );
}

function checkColumns(model: ResourceModel, columns: Set<string>): void {
  const fields = importFields(model);
  const unknown = [...columns].filter((c) => !fields.has(c));
  if (unknown.length > 0) {
    throw fieldError(['body', 'rows'], t('server.import.unknownColumns', { columns: unknown.join(', ') }));
  }
  // With a key or a unique column, rows may update existing records: a missing value is then a
  // row error of the rows that create, not a refusal of the whole file.
  const canMatch = columns.has(model.key) || model.uniques.some((f) => columns.has(f.name));
  if (canMatch) return;
  const missing = requiredOnCreate(model).filter((f) => !columns.has(f.name));
  if (missing.length > 0) {
    const names = missing.map((f) => `${fieldLabel(model.name, f.name)} (${f.name})`).join(', ');
    throw fieldError(['body', 'rows'], t('server.import.missingColumns', { columns: names }), 'missing');
  }
}

export function readImportRequest(model: ResourceModel, body: unknown): ImportInput {
  if (!isPlainObject(body))
    throw fieldError(['body'], t('server.errors.bodyNotObject'), 'model_attributes_type');
  if (!Array.isArray(body.rows)) throw fieldError(['body', 'rows'], t('server.import.rows'), 'list_type');
  if (body.rows.length > IMPORT_MAX_ROWS) {
    throw new ApiError(
      413,
      t('server.import.tooManyRows', { max: IMPORT_MAX_ROWS, count: body.rows.length }),
    );
  }
  if (body.mode !== 'all' && body.mode !== 'valid')
    throw fieldError(['body', 'mode'], t('server.import.mode'));
  const dryRun = body.dry_run ?? false;
  if (typeof dryRun !== 'boolean')
    throw fieldError(['body', 'dry_run'], t('server.import.dryRun'), 'bool_type');
  const rows = body.rows.map(readRow);
  const columns = new Set(rows.flatMap((row) => Object.keys(row)));
  checkColumns(model, columns);
  return { rows, mode: body.mode, dryRun, columns };
}
