/**
 * How one field's value becomes a CSV cell (export) and a cell becomes a value again (import).
 * Each kind's codec (kinds/) holds both directions, so that an exported file imports back
 * unchanged: booleans and fixed enum values as their translated labels, references as the
 * referenced record's label, reference lists as labels joined by CSV_LIST_SEPARATOR, object lists
 * as JSON.
 */
import { CSV_LIST_SEPARATOR, restoreCell } from './csvFormat';
import type { FieldDeclaration, ResourceDeclaration } from './defineResource';
import { isSecret, keyOf } from './fields';
import { kindOf } from './kinds';
import type { FormatContext, ParseContext, Translate } from './kinds/types';
import { fieldLabelKey } from './labels';

export type { CellKey, FormatContext, ParseContext } from './kinds/types';
export { CellError } from './kinds/csvCells';

/** The columns an export writes and an import reads: the key first, then the declared fields. */
export function csvFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  const key = keyOf(declaration);
  const fields = declaration.fields.filter((f) => kindOf(f).csv !== null && !isSecret(f));
  const keyField = fields.find((f) => f.name === key);
  const rest = fields.filter((f) => f.name !== key);
  const first: FieldDeclaration = keyField ?? { name: key, kind: 'integer', readOnly: true };
  return [first, ...rest];
}

/** The header of a column: the field's translated label (the import also accepts the field name). */
export function csvHeader(declaration: ResourceDeclaration, field: FieldDeclaration, t: Translate): string {
  const key = fieldLabelKey(declaration.name, field.name);
  // An untranslated field keeps its name (not the screens' humanised label): the import reads it back.
  const label = t(key, { _: '' });
  return label && label !== key ? label : field.name;
}

export function formatCell(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  value: unknown,
  context: FormatContext,
): string {
  if (value === null || value === undefined) return '';
  const codec = kindOf(field).csv;
  return codec ? codec.format(declaration.name, field, value, context) : String(value);
}

/**
 * A cell of an export "for machines": the value as the API speaks it (codes, keys, `true`/`false`,
 * reference lists as keys joined by CSV_LIST_SEPARATOR, object lists as JSON), which the import
 * reads back as well as labels.
 */
export function codeCell(field: FieldDeclaration, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.kind === 'referenceList' && Array.isArray(value)) return value.join(CSV_LIST_SEPARATOR);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The value a cell stands for, ready for the record schema (numbers and dates stay text: the
 * schema normalises them as it does form input). An empty cell is the kind's empty value.
 */
export function parseCell(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  cell: string,
  context: ParseContext,
): unknown {
  const kind = kindOf(field);
  const text = restoreCell(cell).trim();
  if (text === '') return kind.emptyValue();
  return kind.csv ? kind.csv.parse(declaration.name, field, text, cell, context) : restoreCell(cell);
}
