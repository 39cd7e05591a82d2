/**
 * How the database keeps each storage a field kind names (resources/kit/kinds): the column type, the
 * value written and read back, and how a list filter's text becomes a comparable value. Typed over
 * every storage, so a new one cannot be left without a mapping. Types are written as SQLite's;
 * schemaSync.ts's sqlTypeFor gives their PostgreSQL counterparts.
 */
import type { KindStorage } from '../../resources/kit/kinds/types';

export type KeyType = 'integer' | 'text';

/** A value kept in one column of the record's table. */
export interface ColumnStorage {
  in: 'column';
  /** SQL type with collation, '' when it cannot be known (a reference to an undeclared resource). */
  sqlType(targetKeyType: KeyType | undefined): string;
  toColumn(value: NonNullable<unknown>): unknown;
  fromColumn(value: NonNullable<unknown>): unknown;
  /** The column value of a list filter's text; undefined when the text cannot be one. */
  filterValue?(raw: string): unknown;
}

export type StorageMapping = ColumnStorage | { in: 'linkTable' } | { in: 'computed' };

const same = (value: unknown) => value;

function column(sqlType: string): ColumnStorage {
  return { in: 'column', sqlType: () => sqlType, toColumn: same, fromColumn: same };
}

export function typeForKey(keyType: KeyType | undefined): string {
  if (keyType === 'integer') return 'INTEGER';
  if (keyType === 'text') return 'TEXT COLLATE NOCASE';
  return '';
}

export const STORAGE: { [S in KindStorage]: StorageMapping } = {
  text: column('TEXT'),
  caseInsensitiveText: column('TEXT COLLATE NOCASE'),
  integer: column('INTEGER'),
  real: column('REAL'),
  boolean: {
    in: 'column',
    sqlType: () => 'INTEGER',
    toColumn: (value) => (value ? 1 : 0),
    fromColumn: (value) => value === 1 || value === true,
    filterValue(raw) {
      if (raw === 'true' || raw === '1') return 1;
      if (raw === 'false' || raw === '0') return 0;
      return undefined;
    },
  },
  json: {
    in: 'column',
    sqlType: () => 'TEXT',
    toColumn: (value) => JSON.stringify(value),
    fromColumn(value) {
      try {
        return JSON.parse(String(value)) as unknown;
      } catch {
        return [];
      }
    },
  },
  targetKey: { ...column(''), sqlType: typeForKey },
  linkTable: { in: 'linkTable' },
  computed: { in: 'computed' },
};
