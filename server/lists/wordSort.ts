/**
 * Text sorted the way French readers expect: accents and case do not separate words ("débat"
 * before "dessin", "Éducation physique" among the E, not after "Z"), nor do spaces and
 * punctuation, as in a French dictionary.
 *
 * - PostgreSQL: an ICU collation at the primary level with punctuation ignored
 *   (`fr-u-ks-level1-ka-shifted`, non-deterministic), so "Eau" and "eau" are equal and the key
 *   breaks the tie, as on SQLite.
 * - SQLite: better-sqlite3 has no API to register a collation; the order is that of
 *   `word_sort_key(column)` (wordSortKey.ts, registered on every connection), an expression SQLite
 *   keeps in an index, computed once per write.
 *
 * Each engine gets an index on that same expression, so a page of a list sorted on such a column
 * reads its keys from the index as other sorts do. The filters keep the column's own index.
 */
import { kindOf } from '../../resources/kit/kinds';
import { ident, type Database, type Engine } from '../db/database';
import type { ResourceModel } from '../resources/model';
import { WORD_SORT_KEY } from './wordSortKey';

/** The PostgreSQL collation of word sorts (public schema, made at start). */
export const WORDS_COLLATION = 'eduadmin_words_fr';

/**
 * The columns whose sort is a reader's: case-insensitive text people type (titles, names, e-mails),
 * not enum codes, dates or the key.
 */
export function sortsAsWords(model: ResourceModel, column: string): boolean {
  if (column === model.key) return false;
  const field = model.columns.find((c) => c.field.name === column)?.field;
  return field !== undefined && field.kind !== 'enum' && kindOf(field).storage === 'caseInsensitiveText';
}

/** The expression a word sort orders by, written alike in the query and in its index. */
export function wordSortSql(engine: Engine, column: string, alias = ''): string {
  const name = `${alias}${ident(column)}`;
  // citext has its own comparison: cast to text so the collation decides.
  return engine === 'postgres'
    ? `((${name})::text COLLATE public.${ident(WORDS_COLLATION)})`
    : `${WORD_SORT_KEY}(${name})`;
}

/**
 * The index columns that serve a word sort in both directions, ties included. PostgreSQL's
 * index also carries the column itself (INCLUDE), so a page's keys are read from the index alone.
 */
export function wordSortIndex(engine: Engine, model: ResourceModel, column: string): string {
  if (engine === 'sqlite') return wordSortSql(engine, column);
  return `${wordSortSql(engine, column)} NULLS FIRST, ${ident(model.key)}`;
}

/** The INCLUDE clause of a word sort's PostgreSQL index ('' on SQLite). */
export function wordSortInclude(engine: Engine, column: string): string {
  return engine === 'postgres' ? ` INCLUDE (${ident(column)})` : '';
}

/** PostgreSQL: refuses, saying why, a server built without ICU (lists sort and fold text with it). */
export async function requireIcu(database: Database): Promise<void> {
  const icu = await database.first("SELECT 1 FROM pg_catalog.pg_collation WHERE collprovider = 'i' LIMIT 1");
  if (!icu) throw new Error('PostgreSQL must be built with ICU: lists sort text with an ICU collation');
}

/**
 * PostgreSQL: the collation, once before the areas' indexes. It needs a server built with ICU
 * (Debian's and the official images are): said at start rather than on the first sorted list.
 */
export async function ensureWordCollation(database: Database): Promise<void> {
  await requireIcu(database);
  await database.exec(
    `CREATE COLLATION IF NOT EXISTS public.${ident(WORDS_COLLATION)} ` +
      "(provider = icu, locale = 'fr-u-ks-level1-ka-shifted', deterministic = false)",
  );
}
