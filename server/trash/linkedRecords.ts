/**
 * The records of other areas that point at records about to be deleted, found from the
 * declarations (every reference and reference list targeting the area): what the delete report
 * counts, what the delete journals and what a restore relinks.
 */
import type { Database } from '../db/database';
import { referencesTo, type ResourceModel } from '../resources/model';
import type { Key } from '../resources/recordCodec';

/** One field of another area pointing at the deleted records, with the records that use it. */
export interface LinkingField {
  model: ResourceModel;
  field: string;
  kind: 'reference' | 'referenceList';
  required: boolean;
  /** The keys of the records holding a link, each once. */
  owners: Key[];
}

const CHUNK = 1000;

function chunks<T>(values: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) parts.push(values.slice(start, start + CHUNK));
  return parts;
}

/** Every field pointing at `target`, with the records whose link to one of `keys` a delete would remove. */
export async function linkingFields(
  database: Database,
  models: Map<string, ResourceModel>,
  target: ResourceModel,
  keys: readonly Key[],
): Promise<LinkingField[]> {
  const found: LinkingField[] = [];
  for (const { model, column, link } of referencesTo(models, target.name)) {
    const owners = new Map<string, Key>();
    for (const part of chunks(keys)) {
      const rows = column
        ? ((await database.db
            .selectFrom(model.table)
            .select(`${model.key} as k`)
            .where(column, 'in', part)
            .execute()) as { k: Key }[])
        : ((await database.db
            .selectFrom(link?.table ?? '')
            .select('owner as k')
            .distinct()
            .where('value', 'in', part)
            .execute()) as { k: Key }[]);
      for (const { k } of rows) owners.set(String(k).toLowerCase(), k);
    }
    const field = column ?? link?.field.name ?? '';
    const declared = model.declaration.fields.find((f) => f.name === field);
    found.push({
      model,
      field,
      kind: column ? 'reference' : 'referenceList',
      required: column !== undefined && declared?.required === true,
      owners: [...owners.values()],
    });
  }
  return found;
}
