/**
 * react-admin identifies every record by `id`. Resources keyed by another field (hashtags: `label`)
 * get `id` = that key on the way in, so routes read `/hashtags/{label}/edit`, and lose the added
 * `id` on the way out, so the server only sees its own fields.
 */
import type { Identifier, RaRecord } from 'react-admin';

export type ApiRecord = Record<string, unknown>;

export function isApiRecord(value: unknown): value is ApiRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toRaRecord(raw: unknown, key: string): RaRecord | null {
  if (!isApiRecord(raw)) return null;
  if (key === 'id') return raw as RaRecord;
  return { ...raw, id: raw[key] as Identifier };
}

/** Records of a list answer; anything that is not a record is dropped. */
export function toRaRecords(raw: unknown, key: string): RaRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item) => toRaRecord(item, key)).filter((record): record is RaRecord => record !== null);
}

export function toApiBody(data: ApiRecord, key: string): ApiRecord {
  if (key === 'id' || !isApiRecord(data)) return data;
  const { id: _syntheticId, ...fields } = data;
  return fields;
}
