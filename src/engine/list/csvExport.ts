/**
 * The list's CSV export in the format the import reads back (resources/kit/csvFormat.ts and
 * csvValues.ts): translated headers, referenced records by their label rather than their id,
 * formula-like cells neutralised (OWASP), UTF-8 with a BOM so that Excel shows accents. Loaded
 * when a user exports (useCsvExporter.ts).
 */
import {
  downloadCSV,
  type DataProvider,
  type RaRecord,
  type ResourceDefinition,
  type TranslateFunction,
} from 'react-admin';
import { csvDocument } from '../../../resources/kit/csvFormat';
import { csvFields, csvHeader, formatCell, type CellKey } from '../../../resources/kit/csvValues';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf } from '../../../resources/kit/fields';

/** Ids per getMany call: keeps each request's address short. */
const BATCH = 200;

type Labels = Map<string, Map<string, string>>;

function referencedKeys(fields: FieldDeclaration[], records: RaRecord[]): Map<string, Set<CellKey>> {
  const byTarget = new Map<string, Set<CellKey>>();
  for (const field of fields) {
    if (field.kind !== 'reference' && field.kind !== 'referenceList') continue;
    const keys = byTarget.get(field.target) ?? new Set<CellKey>();
    for (const record of records) {
      const value: unknown = record[field.name];
      for (const key of Array.isArray(value) ? value : [value])
        if (typeof key === 'string' || typeof key === 'number') keys.add(key);
    }
    byTarget.set(field.target, keys);
  }
  return byTarget;
}

function labelOf(definition: ResourceDefinition | undefined, record: RaRecord): string {
  const representation = definition?.recordRepresentation;
  if (typeof representation === 'function') return String(representation(record));
  if (typeof representation === 'string') return String(record[representation] ?? record.id);
  return String(record.id);
}

/** The labels of every referenced record, one getMany per target area and batch. */
async function referenceLabels(
  fields: FieldDeclaration[],
  records: RaRecord[],
  dataProvider: DataProvider,
  definitions: Record<string, ResourceDefinition>,
): Promise<Labels> {
  const labels: Labels = new Map();
  for (const [target, keys] of referencedKeys(fields, records)) {
    const found = new Map<string, string>();
    labels.set(target, found);
    const ids = [...keys];
    for (let start = 0; start < ids.length; start += BATCH) {
      try {
        const { data } = await dataProvider.getMany(target, { ids: ids.slice(start, start + BATCH) });
        for (const record of data) found.set(String(record.id), labelOf(definitions[target], record));
      } catch {
        // A label that cannot be read leaves the key in its cell: the export still happens.
      }
    }
  }
  return labels;
}

export interface CsvExportContext {
  declaration: ResourceDeclaration;
  translate: TranslateFunction;
  definitions: Record<string, ResourceDefinition>;
}

export async function exportCsv(
  records: RaRecord[],
  dataProvider: DataProvider,
  { declaration, translate, definitions }: CsvExportContext,
): Promise<void> {
  const fields = csvFields(declaration);
  const key = keyOf(declaration);
  const labels = await referenceLabels(fields, records, dataProvider, definitions);
  const context = {
    translate,
    referenceLabel: (target: string, value: CellKey) =>
      labels.get(target)?.get(String(value)) ?? String(value),
  };
  const header = fields.map((field) => csvHeader(declaration, field, translate));
  const rows = records.map((record) =>
    fields.map((field) =>
      formatCell(declaration, field, record[field.name] ?? (field.name === key ? record.id : null), context),
    ),
  );
  downloadCSV(csvDocument(header, rows), declaration.name);
}
