/**
 * The list's CSV export in the format the import reads back (resources/kit/csvFormat.ts and
 * csvValues.ts): for people, translated headers and labels in the chosen language (enum values,
 * served option lists, referenced records by their label rather than their id); for machines,
 * field names and the codes and keys the API speaks. Both neutralise formula-like cells (OWASP)
 * and are UTF-8 with a BOM so that Excel shows accents. Loaded when a user exports
 * (useCsvExporter.ts).
 */
import {
  downloadCSV,
  type DataProvider,
  type RaRecord,
  type ResourceDefinition,
  type TranslateFunction,
} from 'react-admin';
import { csvDocument } from '../../../resources/kit/csvFormat';
import { codeCell, csvFields, csvHeader, formatCell, type CellKey } from '../../../resources/kit/csvValues';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf } from '../../../resources/kit/fields';
import { toChoices, translatedChoices } from '../options/toChoices';
import { recordLabel } from '../recordLabel';
import type { EngineDataProvider } from '../types';

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
        for (const record of data) found.set(String(record.id), recordLabel(definitions[target], record));
      } catch {
        // A label that cannot be read leaves the key in its cell: the export still happens.
      }
    }
  }
  return labels;
}

/** Labels (in the chosen language) for people, or the codes and keys the API speaks, for machines. */
export type CsvExportMode = 'labels' | 'codes';

export interface CsvExportContext {
  declaration: ResourceDeclaration;
  translate: TranslateFunction;
  definitions: Record<string, ResourceDefinition>;
}

/** The labels of the served option lists (`optionsFrom`) the export's enums name, by path. */
async function optionLabels(
  fields: FieldDeclaration[],
  dataProvider: DataProvider,
  translate: TranslateFunction,
): Promise<Map<string, Map<string, string>>> {
  const paths = new Set(
    fields.flatMap((field) => (field.kind === 'enum' && field.optionsFrom ? [field.optionsFrom] : [])),
  );
  const labels = new Map<string, Map<string, string>>();
  for (const path of paths) {
    // A list that cannot be read leaves the codes in its cells: the export still happens.
    const items = await (dataProvider as Partial<EngineDataProvider>).getOptions?.(path).catch(() => []);
    const choices = translatedChoices(toChoices(items), translate);
    labels.set(path, new Map(choices.map((choice) => [choice.id, choice.name])));
  }
  return labels;
}

function codesDocument(
  declaration: ResourceDeclaration,
  fields: FieldDeclaration[],
  records: RaRecord[],
): string {
  const key = keyOf(declaration);
  const rows = records.map((record) =>
    fields.map((field) => codeCell(field, record[field.name] ?? (field.name === key ? record.id : null))),
  );
  // The field names as headers: the import reads them as well as the translated labels.
  return csvDocument(
    fields.map((field) => field.name),
    rows,
  );
}

export async function exportCsv(
  records: RaRecord[],
  dataProvider: DataProvider,
  { declaration, translate, definitions }: CsvExportContext,
  mode: CsvExportMode = 'labels',
): Promise<void> {
  const fields = csvFields(declaration);
  if (mode === 'codes') {
    downloadCSV(codesDocument(declaration, fields, records), `${declaration.name}-codes`);
    return;
  }
  const key = keyOf(declaration);
  const labels = await referenceLabels(fields, records, dataProvider, definitions);
  const options = await optionLabels(fields, dataProvider, translate);
  const context = {
    translate,
    referenceLabel: (target: string, value: CellKey) =>
      labels.get(target)?.get(String(value)) ?? String(value),
    optionLabel: (path: string, code: string) => options.get(path)?.get(code),
  };
  const header = fields.map((field) => csvHeader(declaration, field, translate));
  const rows = records.map((record) =>
    fields.map((field) =>
      formatCell(declaration, field, record[field.name] ?? (field.name === key ? record.id : null), context),
    ),
  );
  downloadCSV(csvDocument(header, rows), declaration.name);
}
