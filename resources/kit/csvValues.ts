/**
 * How one field's value becomes a CSV cell (export) and a cell becomes a value again (import).
 * Both directions live here so that an exported file imports back unchanged: booleans and fixed
 * enum values as their translated labels, references as the referenced record's label, reference
 * lists as labels joined by CSV_LIST_SEPARATOR, object lists as JSON.
 */
import { restoreCell, CSV_LIST_SEPARATOR } from './csvFormat';
import type { FieldDeclaration, ResourceDeclaration } from './defineResource';
import { keyOf } from './fields';
import { enumValueKey, fieldLabelKey } from './labels';
import type { Translate } from './schema';

export type CellKey = string | number;

/** The columns an export writes and an import reads: the key first, then the declared fields. */
export function csvFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  const key = keyOf(declaration);
  const fields = declaration.fields.filter((f) => f.kind !== 'password' && f.kind !== 'computed');
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

export interface FormatContext {
  translate: Translate;
  /** The label of a referenced record (its representation); the key itself when unknown. */
  referenceLabel(target: string, key: CellKey): string;
}

function enumLabel(resource: string, field: FieldDeclaration, value: string, t: Translate): string {
  if (field.kind !== 'enum' || !field.values) return value;
  const key = enumValueKey(resource, field.name, value);
  const label = t(key, { _: '' });
  return label && label !== key ? label : value;
}

export function formatCell(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  value: unknown,
  context: FormatContext,
): string {
  if (value === null || value === undefined) return '';
  const t = context.translate;
  switch (field.kind) {
    case 'boolean':
      return t(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'enum':
      return enumLabel(declaration.name, field, String(value), t);
    case 'reference':
      return context.referenceLabel(field.target, value as CellKey);
    case 'referenceList':
      return Array.isArray(value)
        ? value.map((key) => context.referenceLabel(field.target, key as CellKey)).join(CSV_LIST_SEPARATOR)
        : '';
    case 'objectList':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

export interface ParseContext {
  /** Every language's translate function: a label in French or English is recognised. */
  translations: Translate[];
  /**
   * The key of the referenced record whose key or label is `text` (case-insensitive), `undefined`
   * when none, `null` when several records carry that label.
   */
  resolveReference(target: string, text: string): CellKey | null | undefined;
}

/** A cell that cannot become a value: the message key (validation.*) and its options. */
export class CellError extends Error {
  constructor(
    readonly messageKey: string,
    readonly options: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'CellError';
  }
}

const TRUE_WORDS = ['true', '1', 'oui', 'yes', 'vrai', 'x'];
const FALSE_WORDS = ['false', '0', 'non', 'no', 'faux'];

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

function parseBoolean(text: string, context: ParseContext): boolean {
  const lower = text.toLowerCase();
  const labels = (value: boolean) =>
    context.translations.map((t) => t(value ? 'ra.boolean.true' : 'ra.boolean.false'));
  if (TRUE_WORDS.includes(lower) || labels(true).some((l) => sameText(l, text))) return true;
  if (FALSE_WORDS.includes(lower) || labels(false).some((l) => sameText(l, text))) return false;
  throw new CellError('validation.boolean');
}

function parseEnum(resource: string, field: FieldDeclaration, text: string, context: ParseContext): string {
  if (field.kind !== 'enum' || !field.values) return text;
  const exact = field.values.find((v) => v === text) ?? field.values.find((v) => sameText(v, text));
  if (exact) return exact;
  const byLabel = field.values.find((value) =>
    context.translations.some((t) => sameText(t(enumValueKey(resource, field.name, value)), text)),
  );
  // An unknown value goes on to the schema, which names the allowed ones.
  return byLabel ?? text;
}

function parseReference(target: string, text: string, context: ParseContext): CellKey {
  const key = context.resolveReference(target, text);
  if (key === null) throw new CellError('validation.ambiguousReference', { value: text });
  if (key === undefined) throw new CellError('validation.unknownReference', { value: text });
  return key;
}

/**
 * The value a cell stands for, ready for the record schema (numbers and dates stay text: the
 * schema normalises them as it does form input). An empty cell is `null`.
 */
export function parseCell(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  cell: string,
  context: ParseContext,
): unknown {
  const text = restoreCell(cell).trim();
  if (text === '') return field.kind === 'referenceList' || field.kind === 'objectList' ? [] : null;
  switch (field.kind) {
    case 'boolean':
      return parseBoolean(text, context);
    case 'enum':
      return parseEnum(declaration.name, field, text, context);
    case 'reference':
      return parseReference(field.target, text, context);
    case 'referenceList':
      return text
        .split(CSV_LIST_SEPARATOR.trim())
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => parseReference(field.target, part, context));
    case 'objectList':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new CellError('validation.objectList');
      }
    default:
      return restoreCell(cell);
  }
}
