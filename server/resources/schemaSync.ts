/**
 * Creates the tables of the declarations at start and adds the columns a declaration gained since
 * the database was created. Columns never disappear: a field removed from a declaration keeps its
 * data, unused, so putting the field back loses nothing.
 */
import { ident, type Db } from '../db/openDatabase';
import { ensureListCache, syncGenerationTriggers } from '../db/listCache';
import type { ResourceModel } from './model';
import { syncFoldedTable, syncSearchIndex } from './searchTables';

function literal(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  return undefined;
}

function columnNames(db: Db, table: string): Set<string> {
  const rows = db.prepare(`PRAGMA table_info(${ident(table)})`).all() as { name: string }[];
  return new Set(rows.map((r) => r.name));
}

function tableExists(db: Db, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

function keySqlType(model: ResourceModel): string {
  return model.keyType === 'integer' ? 'INTEGER' : 'TEXT COLLATE NOCASE';
}

function createTable(db: Db, model: ResourceModel): void {
  const definitions: string[] = [];
  if (model.serverKey) definitions.push(`${ident(model.key)} INTEGER PRIMARY KEY AUTOINCREMENT`);
  for (const { field, sqlType } of model.columns) {
    const keyConstraint = field.name === model.key ? ' NOT NULL UNIQUE' : '';
    definitions.push(`${ident(field.name)} ${sqlType}${keyConstraint}`.trim());
  }
  definitions.push('"created_at" TEXT NOT NULL', '"updated_at" TEXT NOT NULL');
  db.exec(`CREATE TABLE ${ident(model.table)} (${definitions.join(', ')})`);
}

function addMissingColumns(db: Db, model: ResourceModel): void {
  const existing = columnNames(db, model.table);
  if (!existing.has(model.key)) {
    throw new Error(`Table "${model.table}" has no column "${model.key}": a resource's key cannot change`);
  }
  for (const { field, sqlType } of model.columns) {
    if (existing.has(field.name)) continue;
    // Existing rows take the declared default, so a new `active` flag starts as declared.
    const fallback = literal(field.default);
    const defaultClause = fallback === undefined ? '' : ` DEFAULT ${fallback}`;
    db.exec(`ALTER TABLE ${ident(model.table)} ADD COLUMN ${ident(field.name)} ${sqlType}${defaultClause}`);
  }
}

function createIndexes(db: Db, model: ResourceModel): void {
  const table = ident(model.table);
  for (const column of model.indexed) {
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(`ix_${model.table}_${column}`)} ON ${table} (${ident(column)})`,
    );
  }
  for (const [filter, sort] of model.filteredSortIndexes) {
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(`ix_${model.table}_${filter}__${sort}`)} ON ${table} (${ident(filter)}, ${ident(sort)})`,
    );
  }
  for (const field of model.uniques) {
    try {
      db.exec(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${ident(`ux_${model.table}_${field.name}`)} ON ${table} (${ident(field.name)})`,
      );
    } catch (error) {
      throw new Error(
        `Field "${model.name}.${field.name}" became unique but the stored data has duplicates: ${String(error)}`,
      );
    }
  }
}

function createLinkTables(db: Db, model: ResourceModel): void {
  for (const link of model.lists) {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${ident(link.table)} (` +
        `owner ${keySqlType(model)} NOT NULL, position INTEGER NOT NULL, value ${link.valueType} NOT NULL, ` +
        `PRIMARY KEY (owner, position)) WITHOUT ROWID`,
    );
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${ident(`ix_${link.table}_value`)} ON ${ident(link.table)} (value, owner)`,
    );
  }
}

export function syncSchema(db: Db, models: Iterable<ResourceModel>): void {
  db.transaction(() => {
    ensureListCache(db);
    for (const model of models) {
      if (tableExists(db, model.table)) addMissingColumns(db, model);
      else createTable(db, model);
      createIndexes(db, model);
      createLinkTables(db, model);
      syncSearchIndex(db, model);
      syncFoldedTable(db, model);
      syncGenerationTriggers(db, model.name, [model.table, ...model.lists.map((link) => link.table)]);
    }
  })();
}
