/**
 * PostgreSQL's `q` search: `column LIKE '%needle%'` over the folded copy of the area's search
 * columns (postgresFoldedCopy.ts), with one pg_trgm GIN index per column of the copy, so a
 * needle of three characters or more is looked up in the index (shorter ones read the copy) and
 * the index's candidates are rechecked on plain text, never folded again.
 */
import { createHash } from 'node:crypto';
import { FOLD_TEXT, ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import { FOLDED_KEY, foldedTableOf } from './postgresFoldedCopy';
import { requireIcu } from './wordSort';

/**
 * The body of `fold_text(text)`, resources/contracts' foldText in SQL: lower case, then NFD, then
 * the combining marks removed. Not `unaccent`: it turns ligatures into two letters ("œuvre" would
 * become "oeuvre", which the contract keeps apart) and the needle, folded by foldText in
 * JavaScript, would no longer meet the text it was typed from. Lower case through ICU's root
 * collation: the database's own (C, in a `--no-locale` cluster) lowers ASCII letters only, and
 * a server without ICU is refused first (requireIcu). Every call is schema-qualified: the
 * function is IMMUTABLE for its indexes.
 */
const FOLD_TEXT_BODY =
  'SELECT pg_catalog.regexp_replace(pg_catalog.normalize(pg_catalog.lower($1 COLLATE "und-x-icu"), \'NFD\'), ' +
  "'[\\u0300-\\u036f]', '', 'g')";

/**
 * The extension and `fold_text`, once before the areas' indexes. Run at start under the schema
 * lock (two servers starting together do not race). When the function's body changes, the
 * indexes built on the old one are dropped: syncTrigramIndexes builds them again right after.
 */
export async function ensurePostgresSearch(database: Database): Promise<void> {
  const encoding = await database.first<{ name: string }>(
    "SELECT current_setting('server_encoding') AS name",
  );
  // normalize() folds accents only in a UTF8 database: said at start rather than on the first search.
  if (encoding?.name !== 'UTF8')
    throw new Error(`The PostgreSQL database must use the UTF8 encoding, not ${encoding?.name ?? '?'}`);
  await requireIcu(database);
  await database.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  const stored = await database.first<{ body: string }>(
    "SELECT prosrc AS body FROM pg_catalog.pg_proc WHERE proname = ? AND pronamespace = 'public'::regnamespace",
    [FOLD_TEXT],
  );
  if (stored?.body.trim() === FOLD_TEXT_BODY) return;
  if (stored) {
    const dependents = await database.all<{ name: string }>(
      'SELECT c.relname AS name FROM pg_catalog.pg_depend d JOIN pg_catalog.pg_class c ON c.oid = d.objid ' +
        `WHERE d.refobjid = 'public.${FOLD_TEXT}(text)'::regprocedure AND c.relkind = 'i'`,
    );
    for (const { name } of dependents) await database.exec(`DROP INDEX ${ident(name)}`);
  }
  await database.exec(
    `CREATE OR REPLACE FUNCTION public.${FOLD_TEXT}(text) RETURNS text ` +
      `LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fold$${FOLD_TEXT_BODY}$fold$`,
  );
}

/** PostgreSQL cuts names at 63 bytes: a longer one is shortened and keeps a hash of the whole. */
function indexName(table: string, column: string): string {
  const name = `trgm_${table}__${column}`;
  if (Buffer.byteLength(name) <= 63) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${Buffer.from(name)
    .subarray(0, 50)
    .toString('utf8')
    .replace(/\uFFFD+$/, '')}_${hash}`;
}

/**
 * The trigram indexes are built without GIN's pending list (`fastupdate = off`): with it, every
 * write of a row (any update that moves it, not only of its searched text) appends its trigrams to
 * that unordered list, every search reads the whole list besides the index, and the write that
 * fills it (`gin_pending_list_limit`, 4 MB) merges it into the index before answering. Under
 * reads mixed with writes (issue 28), after 1,500 updates of activities (a list of 312 pages) a
 * search word took 1-2 s instead of 0.2 s. Each write now adds its entries to the index itself:
 * a PUT alone was no slower (15.8 ms median against 18.3 ms, loaded machine).
 */
const TRIGRAM_INDEX_OPTIONS = 'fastupdate=off';

/** The trigram indexes (their names and options) of a table of the current schema. */
function trigramIndexesOf(database: Database, table: string) {
  return database.all<{ name: string; options: string[] | null }>(
    'SELECT c.relname AS name, c.reloptions AS options FROM pg_catalog.pg_index i ' +
      'JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid JOIN pg_catalog.pg_class t ON t.oid = i.indrelid ' +
      "WHERE t.relname = ? AND t.relnamespace = current_schema()::regnamespace AND c.relname LIKE 'trgm\\_%'",
    [table],
  );
}

/**
 * The area's trigram indexes, one per search column of its folded copy: those an older version
 * built on the area's table (on `fold_text(column)`) and those of columns no longer searched are
 * dropped, missing ones built, and those built with a pending list lose it (the option changed,
 * then what the list held merged into the index).
 */
export async function syncTrigramIndexes(database: Database, model: ResourceModel): Promise<void> {
  for (const { name } of await trigramIndexesOf(database, model.table))
    await database.exec(`DROP INDEX ${ident(name)}`);
  if (model.search.length === 0) return;
  const copy = foldedTableOf(model);
  const wanted = new Map(model.search.map((column) => [indexName(copy, column), column]));
  const existing = await trigramIndexesOf(database, copy);
  for (const { name, options } of existing) {
    if (!wanted.has(name)) await database.exec(`DROP INDEX ${ident(name)}`);
    else if (!options?.includes(TRIGRAM_INDEX_OPTIONS)) {
      await database.exec(`ALTER INDEX ${ident(name)} SET (${TRIGRAM_INDEX_OPTIONS})`);
      await database.first('SELECT gin_clean_pending_list(?::regclass)', [ident(name)]);
    }
  }
  for (const [name, column] of wanted) {
    await database.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(copy)} ` +
        `USING gin (${ident(column)} gin_trgm_ops) WITH (${TRIGRAM_INDEX_OPTIONS})`,
    );
  }
}

/** The copy's condition on alias `alias`: any search column whose folded text holds the LIKE pattern. */
export function foldedMatchSql(
  model: ResourceModel,
  pattern: string,
  alias: string,
): { sql: string; args: unknown[] } {
  const tests = model.search.map((column) => `${alias}.${ident(column)} LIKE ? ESCAPE '\\'`);
  return { sql: `(${tests.join(' OR ')})`, args: model.search.map(() => pattern) };
}

/** The `q` condition on `t`: the record's key among the copy's rows that match. */
export function foldedSearchSql(model: ResourceModel, pattern: string): { sql: string; args: unknown[] } {
  const match = foldedMatchSql(model, pattern, 'f');
  return {
    sql: `t.${ident(model.key)} IN (SELECT f.${ident(FOLDED_KEY)} FROM ${ident(foldedTableOf(model))} f WHERE ${match.sql})`,
    args: match.args,
  };
}
