/**
 * How one field's difference reads on screen: the field's translated label, and each value as the
 * export writes it (booleans Oui/Non, enum labels, references by the referenced record's name,
 * lists joined), so the history and the CSV files speak alike. A secret only says that it changed.
 */
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { formatCell, type CellKey } from '../../../resources/kit/csvValues';
import { isSecret } from '../../../resources/kit/fields';
import { fieldLabelKey } from '../../../resources/kit/labels';
import type { FieldChange } from '../../../resources/contracts/historyContract';
import type { Translate } from '../../../resources/kit/schema';
import { formatDate } from '../../engine/fields/frenchText';

export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function formatDateTime(iso: string): string {
  return formatDate(iso, true);
}

/** A field the declaration no longer has (or a system field) is shown as plain text. */
const UNDECLARED: FieldDeclaration = { name: '', kind: 'text' };

function fieldLabel(resource: string, field: string, t: Translate): string {
  const key = fieldLabelKey(resource, field);
  const label = t(key, { _: field });
  return label && label !== key ? label : field;
}

/** The names of referenced records and served options the reader has; keys and codes without them. */
export interface ValueNames {
  referenceLabel?(target: string, key: CellKey): string;
  optionLabel?(path: string, code: string): string | undefined;
}

function valueText(
  declaration: ResourceDeclaration | undefined,
  field: FieldDeclaration,
  value: unknown,
  t: Translate,
  names: ValueNames,
): string {
  const empty = t('history.entry.empty');
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value) && value.length === 0) return empty;
  if (field.kind === 'datetime' && typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return formatDateTime(value);
  }
  if (!declaration) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = formatCell(declaration, field, value, {
    translate: t,
    referenceLabel: names.referenceLabel ?? ((_target, key) => String(key)),
    optionLabel: names.optionLabel,
  });
  return text === '' ? empty : text;
}

export function describeChange(
  declaration: ResourceDeclaration | undefined,
  resource: string,
  change: FieldChange,
  t: Translate,
  names: ValueNames = {},
): ChangeLine {
  const label = fieldLabel(resource, change.field, t);
  const declared = declaration?.fields.find((f) => f.name === change.field);
  if (change.secret || (declared && isSecret(declared))) {
    const changed = t('history.entry.secretChanged');
    return { field: change.field, label, before: '', after: changed };
  }
  const field = declared ?? { ...UNDECLARED, name: change.field };
  return {
    field: change.field,
    label,
    before: valueText(declaration, field, change.before, t, names),
    after: valueText(declaration, field, change.after, t, names),
  };
}
