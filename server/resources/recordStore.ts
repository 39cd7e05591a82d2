/**
 * The SQL of one resource: read pages and records (with their reference lists and computed
 * counts), write records and their link tables. Callers wrap writes in a transaction; nothing here
 * awaits, so a better-sqlite3 transaction covers the whole change.
 */
import type { Statement } from 'better-sqlite3';
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { ident, type Db } from '../db/openDatabase';
import { parseListQuery, type ListQuery } from './listQuery';
import type { Database } from '../db/database';
import { createListReader, type ListReader } from './listPages';
import { referencesTo, type ResourceModel } from './model';
import { toColumnValue, toRecord, type ApiRecord, type Key, type Row } from './recordCodec';

/** What a create or an update writes: column values (already hashed, not yet encoded) and reference lists. */
export interface WriteSet {
  columns: Record<string, unknown>;
  lists: Record<string, Key[]>;
}

// Interim, until this store moves to Database (helper "res"): the SQLite list reader needs no more of it.
function databaseOf(db: Db): Database {
  const sqlite: Pick<Database, 'engine' | 'withSqlite'> = {
    engine: 'sqlite',
    withSqlite: async (work) => work(db),
  };
  return sqlite as Database;
}

export class RecordStore {
  private readonly statements = new Map<string, Statement>();
  private readonly fields: Map<string, FieldDeclaration>;
  private readonly select: string;
  /** Sort names that are computed counts, ordered by their expression (the page's rowids are read without the alias). */
  readonly sortSql = new Map<string, string>();
  private readonly pages: ListReader;

  constructor(
    private readonly db: Db,
    private readonly models: Map<string, ResourceModel>,
    readonly model: ResourceModel,
    private readonly now: () => number,
  ) {
    const computed = model.computed.map((field) => {
      const count = this.countSql(field.count.resource, field.count.via);
      this.sortSql.set(field.name, count);
      return `${count} AS ${ident(field.name)}`;
    });
    this.select = `SELECT ${['t.*', ...computed].join(', ')} FROM ${ident(model.table)} t`;
    this.fields = new Map(model.columns.map((c) => [c.field.name, c.field]));
    const defaultOrder = parseListQuery(model, {}, this.sortSql, 'sqlite').orderBy;
    this.pages = createListReader(databaseOf(db), model, this.select, defaultOrder);
  }

  private countSql(resource: string, via: string): string {
    const source = this.models.get(resource) as ResourceModel;
    const key = `t.${ident(this.model.key)}`;
    const link = source.lists.find((l) => l.field.name === via);
    if (link) return `(SELECT COUNT(*) FROM ${ident(link.table)} c WHERE c.value = ${key})`;
    return `(SELECT COUNT(*) FROM ${ident(source.table)} c WHERE c.${ident(via)} = ${key})`;
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private get keyColumn(): string {
    return ident(this.model.key);
  }

  timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  /** SQLite's plan for the rowids of a page (benchmarks and tests check that it uses indexes). */
  async explain(query: ListQuery): Promise<string[]> {
    return this.pages.explain ? this.pages.explain(query) : [];
  }

  /** One page (listPages.ts), with the reference lists of its records. */
  async list(query: ListQuery): Promise<{ records: ApiRecord[]; total: number }> {
    const { rows, total } = await this.pages.read(query);
    return { records: this.toRecords(rows), total };
  }

  getRow(key: Key): Row | undefined {
    return this.statement(`${this.select} WHERE t.${this.keyColumn} = ?`).get(key) as Row | undefined;
  }

  get(key: Key): ApiRecord | undefined {
    const row = this.getRow(key);
    return row ? this.toRecords([row])[0] : undefined;
  }

  /** The records of these keys that exist, in no particular order (bulk actions log each one). */
  getMany(keys: Key[]): ApiRecord[] {
    if (keys.length === 0) return [];
    const rows = this.statement(
      `${this.select} WHERE t.${this.keyColumn} IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(keys)) as Row[];
    return this.toRecords(rows);
  }

  private toRecords(rows: Row[]): ApiRecord[] {
    if (rows.length === 0) return [];
    const keys = JSON.stringify(rows.map((row) => row[this.model.key]));
    const byOwner = new Map<unknown, Map<string, Key[]>>();
    for (const link of this.model.lists) {
      const items = this.statement(
        `SELECT owner, value FROM ${ident(link.table)} WHERE owner IN (SELECT value FROM json_each(?)) ORDER BY owner, position`,
      ).all(keys) as { owner: Key; value: Key }[];
      for (const { owner, value } of items) {
        const normalised = typeof owner === 'string' ? owner.toLowerCase() : owner;
        let lists = byOwner.get(normalised);
        if (!lists) byOwner.set(normalised, (lists = new Map()));
        const list = lists.get(link.field.name) ?? [];
        list.push(value);
        lists.set(link.field.name, list);
      }
    }
    return rows.map((row) => {
      const owner = row[this.model.key];
      return toRecord(this.model, row, byOwner.get(typeof owner === 'string' ? owner.toLowerCase() : owner));
    });
  }

  /** The subset of `keys` that exist. */
  existing(keys: Key[]): Set<Key> {
    if (keys.length === 0) return new Set();
    const rows = this.statement(
      `SELECT ${this.keyColumn} AS k FROM ${ident(this.model.table)} WHERE ${this.keyColumn} IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(keys)) as { k: Key }[];
    return new Set(rows.map((r) => r.k));
  }

  /** The key of another record holding `value` in `column`, if any (unique checks). */
  holderOf(column: string, value: unknown, except: Key | undefined): Key | undefined {
    const row = this.statement(
      `SELECT ${this.keyColumn} AS k FROM ${ident(this.model.table)} WHERE ${ident(column)} = ? AND ${this.keyColumn} IS NOT ? LIMIT 1`,
    ).get(value, except ?? null) as { k: Key } | undefined;
    return row?.k;
  }

  insert(write: WriteSet, stamps?: { created_at: string; updated_at: string }): Key {
    const now = this.timestamp();
    const names = Object.keys(write.columns);
    const fields = this.fields;
    const columns = [...names.map(ident), '"created_at"', '"updated_at"'];
    const result = this.statement(
      `INSERT INTO ${ident(this.model.table)} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(
      ...names.map((name) => toColumnValue(fields.get(name), write.columns[name])),
      stamps?.created_at ?? now,
      stamps?.updated_at ?? now,
    );
    const key: Key = this.model.serverKey
      ? Number(result.lastInsertRowid)
      : (write.columns[this.model.key] as Key);
    this.writeLists(key, write.lists);
    return key;
  }

  /** The next `updated_at`: now, or just after the stored one, so every write changes the version. */
  private nextVersion(previous: unknown): string {
    const now = this.now();
    const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
  }

  /** `version` forces the new `updated_at` (demo data keeps its fixed dates). */
  update(key: Key, previousVersion: unknown, write: WriteSet, version?: string): void {
    const names = Object.keys(write.columns);
    const fields = this.fields;
    const assignments = [...names.map((name) => `${ident(name)} = ?`), '"updated_at" = ?'];
    this.statement(
      `UPDATE ${ident(this.model.table)} SET ${assignments.join(', ')} WHERE ${this.keyColumn} = ?`,
    ).run(
      ...names.map((name) => toColumnValue(fields.get(name), write.columns[name])),
      version ?? this.nextVersion(previousVersion),
      key,
    );
    this.writeLists(key, write.lists);
  }

  private writeLists(key: Key, lists: Record<string, Key[]>): void {
    for (const link of this.model.lists) {
      const values = lists[link.field.name];
      if (values === undefined) continue;
      this.statement(`DELETE FROM ${ident(link.table)} WHERE owner = ?`).run(key);
      const insert = this.statement(
        `INSERT INTO ${ident(link.table)} (owner, position, value) VALUES (?, ?, ?)`,
      );
      values.forEach((value, position) => insert.run(key, position, value));
    }
  }

  /**
   * Records of other areas whose required reference points at one of these keys: deleting the
   * keys would leave them without a value they must have.
   */
  requiredReferrers(keys: Key[]): { model: ResourceModel; field: string; count: number }[] {
    const found: { model: ResourceModel; field: string; count: number }[] = [];
    const keyList = JSON.stringify(keys);
    for (const { model, column } of referencesTo(this.models, this.model.name)) {
      if (!column || !model.declaration.fields.some((f) => f.name === column && f.required)) continue;
      const { n } = this.statement(
        `SELECT COUNT(*) AS n FROM ${ident(model.table)} WHERE ${ident(column)} IN (SELECT value FROM json_each(?))`,
      ).get(keyList) as { n: number };
      if (n > 0) found.push({ model, field: column, count: n });
    }
    return found;
  }

  /**
   * Deletes records; references to them elsewhere are cleared (a reference becomes empty, a list
   * loses the item). One statement per table for all the keys, so a bulk delete costs no more
   * statements than a single one.
   */
  remove(keys: Key[]): number {
    if (keys.length === 0) return 0;
    const now = this.timestamp();
    const keyList = JSON.stringify(keys);
    const inKeys = 'IN (SELECT value FROM json_each(?))';
    for (const { model, column, link } of referencesTo(this.models, this.model.name)) {
      if (column) {
        this.statement(
          `UPDATE ${ident(model.table)} SET ${ident(column)} = NULL, "updated_at" = ? WHERE ${ident(column)} ${inKeys}`,
        ).run(now, keyList);
      } else if (link) {
        this.statement(
          `UPDATE ${ident(model.table)} SET "updated_at" = ? WHERE ${ident(model.key)} IN (SELECT owner FROM ${ident(link.table)} WHERE value ${inKeys})`,
        ).run(now, keyList);
        this.statement(`DELETE FROM ${ident(link.table)} WHERE value ${inKeys}`).run(keyList);
      }
    }
    for (const link of this.model.lists)
      this.statement(`DELETE FROM ${ident(link.table)} WHERE owner ${inKeys}`).run(keyList);
    return this.statement(`DELETE FROM ${ident(this.model.table)} WHERE ${this.keyColumn} ${inKeys}`).run(
      keyList,
    ).changes;
  }

  /** Sets the active flag of records, changing the version of those that change. */
  setActive(column: string, keys: Key[], active: boolean): number {
    const update = this.statement(
      `UPDATE ${ident(this.model.table)} SET ${ident(column)} = ?, "updated_at" = ? WHERE ${this.keyColumn} = ?`,
    );
    let updated = 0;
    for (const key of keys) {
      const row = this.statement(
        `SELECT "updated_at" FROM ${ident(this.model.table)} WHERE ${this.keyColumn} = ?`,
      ).get(key) as { updated_at: string } | undefined;
      if (!row) continue;
      updated += update.run(active ? 1 : 0, this.nextVersion(row.updated_at), key).changes;
    }
    return updated;
  }
}
