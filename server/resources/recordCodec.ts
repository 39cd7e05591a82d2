/** Converts between a stored row and the record on the wire (openapiSchemas.ts describes it). */
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { isSecret } from '../../resources/kit/fields';
import { kindOf } from '../../resources/kit/kinds';
import { STORAGE } from './kindStorage';
import type { ResourceModel } from './model';

export type Row = Record<string, unknown>;
export type Key = string | number;
export type ApiRecord = Record<string, unknown>;

/**
 * A value as the column stores it (booleans as 0/1, object lists as JSON text). A column without
 * a declared field (the server's own key) keeps the value as it is.
 */
export function toColumnValue(field: FieldDeclaration | undefined, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (!field) return value;
  const storage = STORAGE[kindOf(field).storage];
  return storage.in === 'column' ? storage.toColumn(value) : value;
}

/** A column copied into a record: its name and how its stored value is read back. */
type ColumnReader = [name: string, read: (value: NonNullable<unknown>) => unknown, empty: () => unknown];

/** Per model, the columns a record shows, worked out once (a list page decodes every row). */
const recordColumns = new WeakMap<ResourceModel, ColumnReader[]>();

function columnsOf(model: ResourceModel): ColumnReader[] {
  let readers = recordColumns.get(model);
  if (!readers) {
    readers = model.columns
      // Secrets (password hashes) never leave the server.
      .filter(({ field }) => !isSecret(field) && field.name !== model.key)
      .map(({ field }) => {
        const kind = kindOf(field);
        const storage = STORAGE[kind.storage];
        const read = storage.in === 'column' ? storage.fromColumn : (value: unknown) => value;
        return [field.name, read, () => kind.emptyValue()];
      });
    recordColumns.set(model, readers);
  }
  return readers;
}

/**
 * Rows' reference lists: by owner key (lower-cased when text: text keys are stored without case),
 * the values of each list field in position order. A list without values may be absent.
 */
export type PageLinks = Map<unknown, Map<string, Key[]>>;

/** The key a row's reference lists are found under (`PageLinks`). */
export const ownerKey = (owner: unknown): unknown =>
  typeof owner === 'string' ? owner.toLowerCase() : owner;

/** Rows as records, with their reference lists. */
export function toRecords(model: ResourceModel, rows: Row[], links: PageLinks): ApiRecord[] {
  return rows.map((row) => toRecord(model, row, links.get(ownerKey(row[model.key]))));
}

export function toRecord(model: ResourceModel, row: Row, lists: Map<string, Key[]> | undefined): ApiRecord {
  const record: ApiRecord = { [model.key]: row[model.key] };
  for (const [name, read, empty] of columnsOf(model)) {
    const value = row[name];
    record[name] = value === null || value === undefined ? empty() : read(value);
  }
  for (const link of model.lists) record[link.field.name] = lists?.get(link.field.name) ?? [];
  for (const field of model.computed) record[field.name] = Number(row[field.name] ?? 0);
  record.created_at = row.created_at;
  record.updated_at = row.updated_at;
  return record;
}

/**
 * A key as typed in a URL or a JSON body, converted to the key's type. Undefined when it cannot be
 * a key of this resource (a word for an integer key), which the caller answers with 404 or 422.
 */
export function parseKey(model: ResourceModel, raw: unknown): Key | undefined {
  if (model.keyType === 'integer') {
    if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
    if (typeof raw === 'string' && /^-?\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
    return undefined;
  }
  if (typeof raw === 'string' && raw.length > 0) return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}
