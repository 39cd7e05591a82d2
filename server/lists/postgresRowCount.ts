/**
 * PostgreSQL: the number of an area's records, `<area>__count` (one row, `n`), kept by the writes
 * that change it: statement triggers add what an INSERT inserted and take away what a DELETE
 * deleted (their transition tables, so an import of 10,000 rows is one update), a TRUNCATE sets
 * it to 0. A list of the whole area reads it in its own statement: its total is exact and costs
 * one row, where COUNT(*) reads every record (5-10 ms for 100,000 activities) and the planner's
 * reckoning from `pg_class` is an estimate. Being exact, it also lets a page past the middle be
 * read from the end (postgresReader.ts). SQLite needs none: its COUNT(*) of a table reads no row.
 *
 * The row is updated by every transaction that inserts or deletes records, so such transactions
 * wait for one another's commit on it (a single create or delete is short; updates do not touch it).
 *
 * Made at start under the schema lock, like the folded copy (postgresFoldedCopy.ts): the triggers
 * come before the count, and creating them locks the area's table against writes until the schema
 * sync commits, so no write of a server still running an older version slips between the two.
 * The definition is written as the table's comment; another one makes it again.
 */
import { ident, type Database } from '../db/database';
import { besideArea, type ResourceModel } from '../resources/model';

const DEFINITION = 'row count v2';

/**
 * The row is read by its key, not by a scan: a transaction that inserts rows one statement at a
 * time (the seed, 100,000 activities) leaves one version of it per statement, 443 pages of them,
 * and the table keeps those pages once vacuumed (the live row is on the last one, so it cannot be
 * truncated): a scan read them all on every whole list (1.6 ms), the key reads one or two.
 */
export const ROW_COUNT_SQL = (model: ResourceModel): string =>
  `SELECT n FROM ${ident(rowCountTableOf(model))} WHERE one`;

/** The one-row table holding the number of the area's records. */
export function rowCountTableOf(model: ResourceModel): string {
  return besideArea(model.table, 'count');
}

const triggerOf = (model: ResourceModel, event: 'insert' | 'delete' | 'truncate') =>
  `${rowCountTableOf(model)}_${event}`;

async function dropCount(database: Database, model: ResourceModel, schema: string): Promise<void> {
  const table = ident(model.table);
  const events = ['insert', 'delete', 'truncate'] as const;
  await database.exec(
    ...events.map((event) => `DROP TRIGGER IF EXISTS ${ident(triggerOf(model, event))} ON ${table}`),
    `DROP TABLE IF EXISTS ${ident(rowCountTableOf(model))}`,
    ...events.map((event) => `DROP FUNCTION IF EXISTS ${ident(schema)}.${ident(triggerOf(model, event))}()`),
  );
}

/** The area's row count, made and counted once when missing or made from another definition. */
export async function syncRowCount(database: Database, model: ResourceModel): Promise<void> {
  const counted = ident(rowCountTableOf(model));
  const stored = await database.first<{ definition: string | null }>(
    "SELECT pg_catalog.obj_description(to_regclass(?), 'pg_class') AS definition",
    [counted],
  );
  if (stored?.definition === DEFINITION) return;
  const schema =
    (await database.first<{ name: string }>('SELECT current_schema() AS name'))?.name ?? 'public';
  await dropCount(database, model, schema);
  const table = ident(model.table);
  const qualified = `${ident(schema)}.${counted}`;
  const fn = (event: 'insert' | 'delete' | 'truncate') =>
    `${ident(schema)}.${ident(triggerOf(model, event))}`;
  // `n` is never negative: a check would only turn a bug into failed writes.
  await database.exec(
    `CREATE TABLE ${counted} (one boolean PRIMARY KEY DEFAULT true CHECK (one), n bigint NOT NULL)`,
  );
  // A statement that changed no row (an upsert that only updated, a DELETE that matched nothing)
  // leaves the row alone, so it does not wait for other writers' commits.
  const change = (sign: '+' | '-', rows: string) =>
    `DECLARE k bigint; BEGIN SELECT count(*) INTO k FROM ${rows}; ` +
    `IF k > 0 THEN UPDATE ${qualified} SET n = n ${sign} k WHERE one; END IF; RETURN NULL; END`;
  await database.exec(
    `CREATE FUNCTION ${fn('insert')}() RETURNS trigger LANGUAGE plpgsql AS $count$${change('+', 'added')}$count$`,
    `CREATE FUNCTION ${fn('delete')}() RETURNS trigger LANGUAGE plpgsql AS $count$${change('-', 'removed')}$count$`,
    `CREATE FUNCTION ${fn('truncate')}() RETURNS trigger LANGUAGE plpgsql AS ` +
      `$count$BEGIN UPDATE ${qualified} SET n = 0 WHERE one; RETURN NULL; END$count$`,
    `CREATE TRIGGER ${ident(triggerOf(model, 'insert'))} AFTER INSERT ON ${table} ` +
      `REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${fn('insert')}()`,
    `CREATE TRIGGER ${ident(triggerOf(model, 'delete'))} AFTER DELETE ON ${table} ` +
      `REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ${fn('delete')}()`,
    `CREATE TRIGGER ${ident(triggerOf(model, 'truncate'))} AFTER TRUNCATE ON ${table} ` +
      `FOR EACH STATEMENT EXECUTE FUNCTION ${fn('truncate')}()`,
    `INSERT INTO ${counted} (n) SELECT count(*) FROM ${table}`,
    `COMMENT ON TABLE ${counted} IS '${DEFINITION}'`,
  );
}
