/**
 * PostgreSQL: the folded copy of an area's search columns, `<area>__folded` (the record's key
 * as `_key`, then each search column as `fold_text` left it), kept in step by a row trigger and carrying the
 * trigram indexes (postgresSearch.ts). A search compares plain text there: when the indexes were
 * on the expression `fold_text(column)`, PostgreSQL folded each candidate row's text again to
 * recheck it (NFD and a regular expression, about 30 µs a row), and a frequent word's count
 * rechecked some 10,000 rows (issue 28: 28 searches a second at 10 connections on 100,000
 * activities). The copy is a table of its own, not generated columns: the records' `t.*` and
 * their JSON stay as they are. SQLite keeps the same kind of copy (searchTables.ts).
 *
 * Made at start under the schema lock (two servers starting together do not race), filled once,
 * and made again when its definition changes (its columns, the key's type or fold_text's body):
 * the definition is written as the table's comment and compared at each start.
 */
import { createHash } from 'node:crypto';
import { FOLD_TEXT, ident, type Database } from '../db/database';
import { besideArea, type ResourceModel } from '../resources/model';

/**
 * The copy's column of the record's key: a declared field never starts with `_`, so it cannot
 * meet a search column (an area keyed by a searched field has both).
 */
export const FOLDED_KEY = '_key';

/** The folded copy of an area's search columns. */
export function foldedTableOf(model: ResourceModel): string {
  return besideArea(model.table, 'folded');
}

/**
 * The sample ANALYZE keeps of each folded column (PostgreSQL's default is 100): a LIKE
 * '%word%' is estimated by testing the pattern on the most common values and the histogram, and
 * with 100 of them a word of one activity in a hundred was reckoned at 19 rows instead of 1,342
 * (100,000 activities), so the planner sorted its matches instead of walking the order's index.
 * Planning tests the pattern on every one of them, on every search: with 1,000 it took a
 * quarter of the search's time (1.2 ms of 4.2, one connection). With 300 it takes 0.75 ms, and
 * each of the bench's 165 words (1,000 to 50,000 matches) is planned as with 1,000: its page
 * walked from the order's index.
 */
const STATISTICS_TARGET = 300;

function triggerOf(model: ResourceModel): string {
  return `${foldedTableOf(model)}_sync`;
}

/** What the copy is made from, written as its comment: a change of any part makes it again. */
async function definitionOf(database: Database, model: ResourceModel, keyType: string): Promise<string> {
  const fold = await database.first<{ body: string }>(
    "SELECT prosrc AS body FROM pg_catalog.pg_proc WHERE oid = 'public.fold_text(text)'::regprocedure",
  );
  const foldHash = createHash('sha256')
    .update(fold?.body.trim() ?? '')
    .digest('hex')
    .slice(0, 16);
  return (
    `folded copy v1; key ${model.key} ${keyType} as ${FOLDED_KEY}; columns ${model.search.join(', ')}; ` +
    `fold_text ${foldHash}; statistics ${STATISTICS_TARGET}`
  );
}

async function dropCopy(database: Database, model: ResourceModel, schema: string): Promise<void> {
  await database.exec(
    `DROP TRIGGER IF EXISTS ${ident(triggerOf(model))} ON ${ident(model.table)}`,
    `DROP TRIGGER IF EXISTS ${ident(`${triggerOf(model)}_update`)} ON ${ident(model.table)}`,
    `DROP TABLE IF EXISTS ${ident(foldedTableOf(model))}`,
    `DROP FUNCTION IF EXISTS ${ident(schema)}.${ident(triggerOf(model))}()`,
  );
}

/**
 * The area's folded copy, made and filled when missing or made from another definition. The
 * trigger comes before the fill: creating it locks the area's table against writes until the
 * schema sync commits, so no write of a server still running the older version slips between
 * the fill and the trigger. Deletes (and a changed key) follow by the foreign key's cascade.
 */
export async function syncFoldedCopy(database: Database, model: ResourceModel): Promise<void> {
  const schema =
    (await database.first<{ name: string }>('SELECT current_schema() AS name'))?.name ?? 'public';
  if (model.search.length === 0) {
    await dropCopy(database, model, schema);
    return;
  }
  const table = ident(model.table);
  const folded = ident(foldedTableOf(model));
  const key = ident(model.key);
  const copyKey = ident(FOLDED_KEY);
  const keyType = await database.first<{ type: string }>(
    'SELECT pg_catalog.format_type(atttypid, atttypmod) AS type FROM pg_catalog.pg_attribute ' +
      'WHERE attrelid = ?::regclass AND attname = ?',
    [table, model.key],
  );
  if (!keyType) throw new Error(`No key column "${model.key}" in table "${model.table}"`);
  const definition = await definitionOf(database, model, keyType.type);
  const stored = await database.first<{ definition: string | null }>(
    "SELECT pg_catalog.obj_description(to_regclass(?), 'pg_class') AS definition",
    [folded],
  );
  if (stored?.definition === definition) return;

  // Filling the copy folds every record's text and its trigram indexes are built right after:
  // for a large area, longer than one request's statement timeout (DB_STATEMENT_TIMEOUT_MS, 15 s),
  // which cut a conversion of 100,000 activities and 100,000 users on a loaded machine. The
  // start-up runs on a connection without that limit (Database.startUp).
  await dropCopy(database, model, schema);
  const columns = model.search.map(ident);
  const foldOf = (row: string) => (column: string) => `public.${FOLD_TEXT}((${row}${column})::text)`;
  await database.exec(
    `CREATE TABLE ${folded} (${copyKey} ${keyType.type} PRIMARY KEY ` +
      `REFERENCES ${table} (${key}) ON DELETE CASCADE ON UPDATE CASCADE, ` +
      `${columns.map((column) => `${column} text`).join(', ')})`,
  );
  const sync = `${ident(schema)}.${ident(triggerOf(model))}`;
  const copied = `${ident(schema)}.${folded}`;
  await database.exec(
    `CREATE FUNCTION ${sync}() RETURNS trigger LANGUAGE plpgsql AS $sync$BEGIN ` +
      `INSERT INTO ${copied} (${copyKey}, ${columns.join(', ')}) ` +
      `VALUES (NEW.${key}, ${columns.map(foldOf('NEW.')).join(', ')}) ` +
      `ON CONFLICT (${copyKey}) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}; ` +
      `RETURN NULL; END$sync$`,
  );
  // An update that leaves the searched text as it was (a PUT of a duration) folds nothing.
  const changed = columns.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');
  await database.exec(
    `CREATE TRIGGER ${ident(triggerOf(model))} AFTER INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${sync}()`,
    `CREATE TRIGGER ${ident(`${triggerOf(model)}_update`)} AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
      `FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${sync}()`,
  );
  await database.exec(
    `INSERT INTO ${folded} (${copyKey}, ${columns.join(', ')}) ` +
      `SELECT ${key}, ${columns.map(foldOf('')).join(', ')} FROM ${table}`,
    `COMMENT ON TABLE ${folded} IS '${definition.replace(/'/g, "''")}'`,
    `ALTER TABLE ${folded} ${columns.map((column) => `ALTER ${column} SET STATISTICS ${STATISTICS_TARGET}`).join(', ')}`,
    // The planner's statistics of the copy's columns now, not at autovacuum's next pass.
    `ANALYZE ${folded}`,
  );
}
