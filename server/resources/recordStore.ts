/**
 * The SQL of one resource's records on either engine: read records (with their reference lists
 * and computed counts), write records and their link tables. Lists are read by server/lists/. Ordinary reads and writes go through
 * Kysely's query builder; callers wrap writes in `database.transaction`, which every query here
 * joins through the async context.
 */
import { sql } from 'kysely';
import type { FieldDeclaration } from '../../resources/kit/defineResource';
import { ident, type Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { referencesTo, type ResourceModel } from './model';
import { linksOfRows, listColumnsOf } from './referenceLists';
import { toColumnValue, toRecords, type ApiRecord, type Key, type PageLinks, type Row } from './recordCodec';

/** What a create or an update writes: column values (already hashed, not yet encoded) and reference lists. */
export interface WriteSet {
  columns: Record<string, unknown>;
  lists: Record<string, Key[]>;
}

/** Keys per `IN (…)` list: far below either engine's limit on bound values. */
const CHUNK = 1000;

function chunks<T>(values: readonly T[], size = CHUNK): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < values.length; start += size) parts.push(values.slice(start, start + size));
  return parts;
}

export class RecordStore {
  private readonly fields: Map<string, FieldDeclaration>;
  /** The computed counts (name, SQL on `t`): read with each record, and what a list sorts them by. */
  readonly sortSql = new Map<string, string>();

  constructor(
    readonly database: Database,
    private readonly models: Map<string, ResourceModel>,
    readonly model: ResourceModel,
    private readonly now: () => number,
  ) {
    for (const field of model.computed)
      this.sortSql.set(field.name, this.countSql(field.count.resource, field.count.via, 't'));
    this.fields = new Map(model.columns.map((c) => [c.field.name, c.field]));
    this.extras = this.extrasOn('t');
    this.returnedExtras = this.extrasOn(ident(model.table));
  }

  /** What rows() reads besides the columns, on `t`; what an update gives back, on the table's name. */
  private readonly extras: { sql: string; column: string }[];
  private readonly returnedExtras: { sql: string; column: string }[];

  /** The computed counts' (name, SQL) on the row named `row`. */
  private countSql(resource: string, via: string, row: string): string {
    const source = this.models.get(resource) as ResourceModel;
    const key = `${row}.${ident(this.model.key)}`;
    const link = source.lists.find((l) => l.field.name === via);
    if (link) return `(SELECT COUNT(*) FROM ${ident(link.table)} c WHERE c.value = ${key})`;
    return `(SELECT COUNT(*) FROM ${ident(source.table)} c WHERE c.${ident(via)} = ${key})`;
  }

  /** What a record is read with besides its columns, on the row named `row`: its computed counts, its reference lists. */
  private extrasOn(row: string): { sql: string; column: string }[] {
    return [
      ...this.model.computed.map((field) => ({
        sql: this.countSql(field.count.resource, field.count.via, row),
        column: field.name,
      })),
      ...listColumnsOf(this.model, this.database.engine, row),
    ];
  }

  private get db() {
    return this.database.db;
  }

  /** The area's rows with their computed counts and their reference lists, as `t`. */
  private rows() {
    let query = this.db.selectFrom(`${this.model.table} as t`).selectAll('t');
    for (const extra of this.extras) query = query.select(sql.raw<unknown>(extra.sql).as(extra.column));
    return query;
  }

  timestamp(): string {
    return new Date(this.now()).toISOString();
  }

  async getRow(key: Key): Promise<Row | undefined> {
    return (await this.rows().where(`t.${this.model.key}`, '=', key).executeTakeFirst()) as Row | undefined;
  }

  /**
   * The row, locked until the caller's transaction ends: on PostgreSQL another write of the same
   * record waits here, then reads what this one wrote. Without the lock both read the same version
   * (READ COMMITTED) and the later one's conditional update (`update` below) answered 409 to a
   * caller that named no version. SQLite's write transaction already holds the whole file.
   */
  async lockRow(key: Key): Promise<Row | undefined> {
    const query = this.rows().where(`t.${this.model.key}`, '=', key);
    const locked = this.database.engine === 'postgres' ? query.forUpdate('t') : query;
    return (await locked.executeTakeFirst()) as Row | undefined;
  }

  async get(key: Key): Promise<ApiRecord | undefined> {
    const row = await this.getRow(key);
    return row ? this.toRecords([row])[0] : undefined;
  }

  /** The records of these keys that exist, in no particular order (bulk actions log each one). */
  async getMany(keys: Key[]): Promise<ApiRecord[]> {
    const rows: Row[] = [];
    for (const part of chunks(keys))
      rows.push(...((await this.rows().where(`t.${this.model.key}`, 'in', part).execute()) as Row[]));
    return this.toRecords(rows);
  }

  /** Rows this store read (getRow, lockRow) as records, with the reference lists read with them. */
  toRecords(rows: Row[]): ApiRecord[] {
    return this.assemble(rows, linksOfRows(this.model, rows));
  }

  private assemble(rows: Row[], links: PageLinks): ApiRecord[] {
    return toRecords(this.model, rows, links);
  }

  /** The subset of `keys` that exist, in their stored spelling. */
  async existing(keys: Key[]): Promise<Set<Key>> {
    const found = new Set<Key>();
    for (const part of chunks(keys)) {
      const rows = (await this.db
        .selectFrom(this.model.table)
        .select(`${this.model.key} as k`)
        .where(this.model.key, 'in', part)
        .execute()) as { k: Key }[];
      for (const row of rows) found.add(row.k);
    }
    return found;
  }

  /** The key of another record holding `value` in `column`, if any (unique checks). */
  async holderOf(column: string, value: unknown, except: Key | undefined): Promise<Key | undefined> {
    let query = this.db
      .selectFrom(this.model.table)
      .select(`${this.model.key} as k`)
      .where(column, '=', toColumnValue(this.fields.get(column), value));
    if (except !== undefined) query = query.where(this.model.key, '!=', except);
    const row = (await query.limit(1).executeTakeFirst()) as { k: Key } | undefined;
    return row?.k;
  }

  private encode(columns: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(columns).map(([name, value]) => [name, toColumnValue(this.fields.get(name), value)]),
    );
  }

  async insert(write: WriteSet, stamps?: { created_at: string; updated_at: string }): Promise<Key> {
    return (await this.insertRow(write, stamps))[this.model.key] as Key;
  }

  /**
   * Inserts, and gives the record as `get` would read it back: from the inserted row itself when
   * nothing else can be in it yet (a key the database handed out, no counts of other areas' records,
   * no reference list written), which saves reading it again (an import writes thousands).
   */
  async insertRecord(write: WriteSet): Promise<{ key: Key; record: ApiRecord }> {
    const row = await this.insertRow(write);
    const key = row[this.model.key] as Key;
    const listed = Object.values(write.lists).some((values) => values.length > 0);
    if (!this.handsOutKey(write) || listed || this.sortSql.size > 0) {
      const record = await this.get(key);
      if (!record) throw new Error(`The record ${String(key)} just inserted is not there`);
      return { key, record };
    }
    return { key, record: this.assemble([row], new Map())[0] };
  }

  /** The inserted row, as stored (defaults and time stamps included). */
  private async insertRow(
    write: WriteSet,
    stamps?: { created_at: string; updated_at: string },
  ): Promise<Row> {
    const now = this.timestamp();
    const row = (await this.db
      .insertInto(this.model.table)
      .values({
        ...this.encode(write.columns),
        created_at: stamps?.created_at ?? now,
        updated_at: stamps?.updated_at ?? now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    const key = row[this.model.key] as Key;
    const newKey = this.handsOutKey(write);
    if (this.model.serverKey && !newKey) await this.keepIdentityAhead();
    // A key the database just handed out has no links to replace; a given one may have been used.
    await this.writeLists(key, write.lists, newKey);
    return row;
  }

  /** Whether the database hands out the key of this insert (a server key the write does not give). */
  private handsOutKey(write: WriteSet): boolean {
    return this.model.serverKey && !(this.model.key in write.columns);
  }

  /**
   * A record recreated with its old key (history restore) does not move PostgreSQL's identity
   * sequence, which would later hand out a key already taken; SQLite's AUTOINCREMENT moves alone.
   */
  private async keepIdentityAhead(): Promise<void> {
    if (this.database.engine !== 'postgres') return;
    const table = ident(this.model.table);
    const key = ident(this.model.key);
    await this.database.run(
      `SELECT setval(pg_get_serial_sequence(?, ?), (SELECT MAX(${key}) FROM ${table}))`,
      [table, this.model.key],
    );
  }

  /** The next `updated_at`: now, or just after the stored one, so every write changes the version. */
  private nextVersion(previous: unknown): string {
    const now = this.now();
    const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || now > before ? now : before + 1).toISOString();
  }

  /**
   * Writes the record only if it is still at `previousVersion` (the `updated_at` its caller read):
   * a write committed by someone else in between makes this one a 409, on both engines, without
   * relying on the isolation level. `version` forces the new `updated_at` (demo data keeps its dates).
   * Answers the record as written, given back by the update itself (RETURNING: on PostgreSQL one
   * round trip less for every edit), read again only when reference lists were written after it.
   */
  async update(key: Key, previousVersion: unknown, write: WriteSet, version?: string): Promise<ApiRecord> {
    let query = this.db
      .updateTable(this.model.table)
      .set({ ...this.encode(write.columns), updated_at: version ?? this.nextVersion(previousVersion) })
      .where(this.model.key, '=', key);
    if (previousVersion !== undefined && previousVersion !== null)
      query = query.where('updated_at', '=', previousVersion);
    let returning = query.returningAll();
    // Named by the table, not an alias: SQLite's RETURNING does not see one.
    for (const extra of this.returnedExtras)
      returning = returning.returning(sql.raw<unknown>(extra.sql).as(extra.column));
    const updated = (await returning.executeTakeFirst()) as Row | undefined;
    if (!updated) throw new ApiError(409, t('server.errors.stale'));
    if (await this.writeLists(key, write.lists)) return (await this.get(key)) as ApiRecord;
    return this.toRecords([updated])[0];
  }

  /** Replaces the lists `lists` names; whether it named any. */
  private async writeLists(key: Key, lists: Record<string, Key[]>, newKey = false): Promise<boolean> {
    let written = false;
    for (const link of this.model.lists) {
      const values = lists[link.field.name];
      if (values === undefined) continue;
      written = true;
      if (!newKey) await this.db.deleteFrom(link.table).where('owner', '=', key).execute();
      const rows = values.map((value, position) => ({ owner: key, position, value }));
      for (const part of chunks(rows)) await this.db.insertInto(link.table).values(part).execute();
    }
    return written;
  }

  /**
   * Deletes records; references to them elsewhere are cleared (a reference becomes empty, a list
   * loses the item). One statement per table and chunk of keys, so a bulk delete costs no more
   * statements than a single one. Callers run it in a transaction.
   */
  async remove(keys: Key[]): Promise<number> {
    const now = this.timestamp();
    let deleted = 0;
    for (const part of chunks(keys)) {
      for (const { model, column, link } of referencesTo(this.models, this.model.name)) {
        if (column) {
          await this.db
            .updateTable(model.table)
            .set({ [column]: null, updated_at: now })
            .where(column, 'in', part)
            .execute();
        } else if (link) {
          await this.db
            .updateTable(model.table)
            .set({ updated_at: now })
            .where(model.key, 'in', this.db.selectFrom(link.table).select('owner').where('value', 'in', part))
            .execute();
          await this.db.deleteFrom(link.table).where('value', 'in', part).execute();
        }
      }
      for (const link of this.model.lists)
        await this.db.deleteFrom(link.table).where('owner', 'in', part).execute();
      const result = await this.db
        .deleteFrom(this.model.table)
        .where(this.model.key, 'in', part)
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  }

  /**
   * Sets the active flag of records, changing the version of each. Records whose version is
   * older than now share one statement per chunk; one written in the same millisecond (or ahead
   * of this clock) gets its own, just after its stored version.
   */
  async setActive(column: string, keys: Key[], active: boolean): Promise<number> {
    const now = this.timestamp();
    const flag = active ? 1 : 0;
    let updated = 0;
    for (const part of chunks(keys)) {
      const rows = (await this.db
        .selectFrom(this.model.table)
        .select([`${this.model.key} as k`, 'updated_at'])
        .where(this.model.key, 'in', part)
        .execute()) as { k: Key; updated_at: string }[];
      const older = new Set(
        rows.filter((row) => this.nextVersion(row.updated_at) === now).map((row) => row.k),
      );
      if (older.size > 0) {
        const result = await this.db
          .updateTable(this.model.table)
          .set({ [column]: flag, updated_at: now })
          .where(this.model.key, 'in', [...older])
          .executeTakeFirst();
        updated += Number(result.numUpdatedRows);
      }
      for (const row of rows.filter((r) => !older.has(r.k))) {
        const result = await this.db
          .updateTable(this.model.table)
          .set({ [column]: flag, updated_at: this.nextVersion(row.updated_at) })
          .where(this.model.key, '=', row.k)
          .executeTakeFirst();
        updated += Number(result.numUpdatedRows);
      }
    }
    return updated;
  }
}
