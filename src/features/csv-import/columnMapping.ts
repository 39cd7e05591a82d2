/**
 * Which field each CSV column feeds. A column is mapped automatically when its title is a field's
 * label in any language (the export writes labels, csvHeader) or the field's name, ignoring case,
 * accents and spacing. The user may change or ignore any column; the mapping is then checked.
 */
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { csvFields, csvHeader } from '../../../resources/kit/csvValues';
import { isSecret, isWritable, keyOf } from '../../../resources/kit/fields';
import type { Translate } from '../../../resources/kit/schema';

/** For each column, the field name it feeds, or null when ignored. */
export type ColumnMapping = (string | null)[];

export function normaliseTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The fields a file may fill: the export's columns, plus passwords (never exported, settable on creation). */
export function importableFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  const passwords = declaration.fields.filter((f) => isSecret(f) && isWritable(declaration, f, 'create'));
  return [...csvFields(declaration), ...passwords];
}

/** Fields a new record cannot do without (the key assigned by the server aside). */
export function requiredFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  return importableFields(declaration).filter(
    (f) =>
      (f.required === true || f.requiredOnCreate === true) &&
      !isSecret(f) &&
      (f.name !== keyOf(declaration) || isWritable(declaration, f, 'create')),
  );
}

export function autoMapping(
  declaration: ResourceDeclaration,
  header: readonly string[],
  translations: readonly Translate[],
): ColumnMapping {
  const byTitle = new Map<string, string>();
  for (const field of importableFields(declaration)) {
    const titles = [field.name, ...translations.map((t) => csvHeader(declaration, field, t))];
    for (const title of titles) {
      const key = normaliseTitle(title);
      if (!byTitle.has(key)) byTitle.set(key, field.name);
    }
  }
  const taken = new Set<string>();
  return header.map((title) => {
    const field = byTitle.get(normaliseTitle(title));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export type MappingProblem =
  | { kind: 'nothingMapped' }
  | { kind: 'requiredMissing'; fields: string[] }
  | { kind: 'duplicate'; field: string };

export function mappingProblem(
  declaration: ResourceDeclaration,
  mapping: ColumnMapping,
): MappingProblem | null {
  const used = mapping.filter((f): f is string => f !== null);
  if (used.length === 0) return { kind: 'nothingMapped' };
  const duplicate = used.find((field, index) => used.indexOf(field) !== index);
  if (duplicate) return { kind: 'duplicate', field: duplicate };
  const missing = requiredFields(declaration)
    .map((f) => f.name)
    .filter((name) => !used.includes(name));
  return missing.length > 0 ? { kind: 'requiredMissing', fields: missing } : null;
}

/** The request's rows: one object per CSV row, keyed by field name, cells as read. */
export function mappedRows(rows: readonly string[][], mapping: ColumnMapping): Record<string, string>[] {
  return rows.map((cells) => {
    const row: Record<string, string> = {};
    mapping.forEach((field, column) => {
      if (field) row[field] = cells[column] ?? '';
    });
    return row;
  });
}
