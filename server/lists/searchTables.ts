/**
 * SQLite: the two tables a list search reads instead of the area's table: a trigram full-text
 * index for three characters or more, and the search columns already folded (no case, no
 * accents) for shorter ones. Both are kept in step by triggers and rebuilt when their definition
 * changes. PostgreSQL searches with trigram indexes of its own instead (postgresSearch.ts).
 */
import type { Database as Db } from 'better-sqlite3';
import { FOLD_TEXT, ident } from '../db/database';
import { besideArea, type ResourceModel } from '../resources/model';

function storedSql(db: Db, table: string): string | undefined {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) as
    { sql: string } | undefined;
  return row?.sql;
}

function dropTriggers(db: Db, table: string): void {
  for (const suffix of ['insert', 'delete', 'update'])
    db.exec(`DROP TRIGGER IF EXISTS ${ident(`${table}_${suffix}`)}`);
}

/**
 * The trigram full-text index of the search columns (external content: it stores no copy of the
 * text), kept in step by triggers. It ignores case and accents, as resources/contracts' foldText
 * does. Rebuilt when the declaration's search columns or this definition change.
 */
export function syncSearchIndex(db: Db, model: ResourceModel): void {
  const fts = model.searchTable;
  const columns = model.search.map(ident);
  const wanted =
    columns.length === 0
      ? undefined
      : `CREATE VIRTUAL TABLE ${ident(fts)} USING fts5(${columns.join(', ')}, ` +
        `content=${ident(model.table)}, content_rowid='rowid', tokenize='trigram remove_diacritics 1')`;
  if (storedSql(db, fts) === wanted) return;
  dropTriggers(db, fts);
  db.exec(`DROP TABLE IF EXISTS ${ident(fts)}`);
  if (!wanted) return;

  const table = ident(model.table);
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
  const add = `INSERT INTO ${ident(fts)} (rowid, ${columns.join(', ')}) VALUES (new.rowid, ${values('new')});`;
  const remove =
    `INSERT INTO ${ident(fts)} (${ident(fts)}, rowid, ${columns.join(', ')}) ` +
    `VALUES ('delete', old.rowid, ${values('old')});`;
  db.exec(wanted);
  db.exec(`CREATE TRIGGER ${ident(`${fts}_insert`)} AFTER INSERT ON ${table} BEGIN ${add} END`);
  db.exec(`CREATE TRIGGER ${ident(`${fts}_delete`)} AFTER DELETE ON ${table} BEGIN ${remove} END`);
  db.exec(
    `CREATE TRIGGER ${ident(`${fts}_update`)} AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
      `BEGIN ${remove} ${add} END`,
  );
  db.exec(`INSERT INTO ${ident(fts)} (${ident(fts)}) VALUES ('rebuild')`);
}

/** The folded copy of an area's search columns (`<area>__folded`, one row per record, same rowid). */
export function foldedTableOf(model: ResourceModel): string {
  return besideArea(model.table, 'folded');
}

/**
 * A search of one or two characters cannot use the trigram index: it compares LIKE patterns with
 * these folded copies, so foldText (a JavaScript function) runs once per write instead of once
 * per row and per call. Every connection that writes an area's table must have fold_text
 * (server/db/database.ts registers it).
 */
export function syncFoldedTable(db: Db, model: ResourceModel): void {
  const folded = foldedTableOf(model);
  const columns = model.search.map(ident);
  const wanted =
    columns.length === 0
      ? undefined
      : `CREATE TABLE ${ident(folded)} (rowid INTEGER PRIMARY KEY, ${columns.map((c) => `${c} TEXT`).join(', ')})`;
  if (storedSql(db, folded) === wanted) return;
  dropTriggers(db, folded);
  db.exec(`DROP TABLE IF EXISTS ${ident(folded)}`);
  if (!wanted) return;

  const table = ident(model.table);
  const values = columns.map((c) => `${FOLD_TEXT}(new.${c})`).join(', ');
  const add = `INSERT INTO ${ident(folded)} (rowid, ${columns.join(', ')}) VALUES (new.rowid, ${values});`;
  const remove = `DELETE FROM ${ident(folded)} WHERE rowid = old.rowid;`;
  db.exec(wanted);
  db.exec(`CREATE TRIGGER ${ident(`${folded}_insert`)} AFTER INSERT ON ${table} BEGIN ${add} END`);
  db.exec(`CREATE TRIGGER ${ident(`${folded}_delete`)} AFTER DELETE ON ${table} BEGIN ${remove} END`);
  db.exec(
    `CREATE TRIGGER ${ident(`${folded}_update`)} AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
      `BEGIN ${remove} ${add} END`,
  );
  db.exec(
    `INSERT INTO ${ident(folded)} (rowid, ${columns.join(', ')}) ` +
      `SELECT rowid, ${columns.map((c) => `${FOLD_TEXT}(${c})`).join(', ')} FROM ${table}`,
  );
}
