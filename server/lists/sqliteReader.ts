/**
 * SQLite's list reader: plain SQL on the one held connection, in one read transaction so the page
 * and its total come from one snapshot.
 *
 * - WHERE: the request's filters, the `q` search (the FTS5 trigram index from three characters,
 *   the folded copies below: searchTables.ts) and the scope.
 * - The page by a deferred join: its rowids from the index that holds the list's order (every
 *   SQLite index carries the rowid, the tie-break, so skipping rows reads no table row), then only
 *   those rows, with their computed counts and reference lists.
 * - The total by an exact COUNT(*) with the same WHERE, served by the filters' indexes.
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { Key, PageLinks, Row } from '../resources/recordCodec';
import { ownerKey } from '../resources/recordCodec';
import type { ListQuery } from './listQuery';
import type { ListPage, ListReader, ListScope } from './listReader';
import { foldedTableOf } from './searchTables';

/** Statements kept prepared per area (their text depends on the filters and the order). */
const MAX_STATEMENTS = 200;

export class SqliteListReader implements ListReader {
  private readonly table: string;
  /** The page's rows: `t.*` and the computed counts. */
  private readonly columns: string;
  /** The reference lists of a page's keys (a JSON array of them), in one query; undefined without lists. */
  private readonly linksSql: string | undefined;
  private readonly statements = new Map<string, Statement>();

  /** `computed`: the area's computed counts (name, SQL on `t`). */
  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
  ) {
    this.table = ident(model.table);
    this.columns = ['t.*', ...[...computed].map(([name, count]) => `${count} AS ${ident(name)}`)].join(', ');
    // One JSON text for all the lists of the page, `[[key, [[position, value], …] per list], …]`:
    // SQLite builds it faster than the driver makes an object per item.
    const lists = model.lists.map(
      (link) =>
        `(SELECT json_group_array(json_array(l.position, l.value)) FROM ${ident(link.table)} l WHERE l.owner = k.value)`,
    );
    this.linksSql = lists.length
      ? `SELECT json_group_array(json_array(k.value, ${lists.join(', ')})) FROM json_each(?) k`
      : undefined;
  }

  private prepared(handle: Db, sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = handle.prepare(sql);
      if (this.statements.size < MAX_STATEMENTS) this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The list's WHERE on `t` (filters, search, scope) and its values. */
  private conditions(query: ListQuery, scope?: ListScope): { whereSql: string; args: unknown[] } {
    const where = [...query.where];
    const args = [...query.args];
    const { search } = query;
    if (search?.kind === 'fulltext') {
      const fts = ident(this.model.searchTable);
      where.push(`t.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`);
      args.push(search.match);
    } else if (search) {
      const tests = this.model.search.map((name) => `f.${ident(name)} LIKE ? ESCAPE '\\'`);
      where.push(
        `t.rowid IN (SELECT f.rowid FROM ${ident(foldedTableOf(this.model))} f WHERE ${tests.join(' OR ')})`,
      );
      args.push(...this.model.search.map(() => search.pattern));
    }
    if (scope) {
      where.push(`(${scope.sql})`);
      args.push(...scope.args);
    }
    return { whereSql: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
  }

  /** The page's rowids in the list's order, from the order's index (the inner half of the deferred join). */
  private keysSql(query: ListQuery, whereSql: string): string {
    return `SELECT t.rowid AS r FROM ${this.table} t${whereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`;
  }

  /**
   * The rows of the page's keys. CROSS JOIN keeps the keys as the outer loop: with the LIMIT bound
   * as a parameter, SQLite's planner otherwise walked the whole table in the list's order and
   * probed the keys (18-29 ms a page of 100,000 activities instead of 0.7 ms).
   */
  private pageSql(query: ListQuery, whereSql: string): string {
    return (
      `SELECT ${this.columns} FROM (${this.keysSql(query, whereSql)}) p ` +
      `CROSS JOIN ${this.table} t ON t.rowid = p.r ORDER BY ${query.orderBy}`
    );
  }

  async read(query: ListQuery, scope?: ListScope): Promise<ListPage> {
    const { whereSql, args } = this.conditions(query, scope);
    const countSql = `SELECT COUNT(*) FROM ${this.table} t${whereSql}`;
    const pageSql = this.pageSql(query, whereSql);
    return this.database.withSqlite((handle) =>
      // A read transaction: the total and the page see the same writes.
      handle.transaction((): ListPage => {
        const total = this.prepared(handle, countSql)
          .pluck()
          .get(...args) as number;
        const links: PageLinks = new Map();
        if (total === 0 || query.skip >= total) return { rows: [], links, total };
        const rows = this.prepared(handle, pageSql).all(...args, query.limit, query.skip) as Row[];
        if (this.linksSql && rows.length > 0) this.readLinks(handle, rows, links);
        return { rows, links, total };
      })(),
    );
  }

  private readLinks(handle: Db, rows: Row[], links: PageLinks): void {
    const keys = JSON.stringify(rows.map((row) => row[this.model.key]));
    const found = JSON.parse(
      this.prepared(handle, this.linksSql as string)
        .pluck()
        .get(keys) as string,
    ) as [Key, ...[number, Key][][]][];
    for (const [owner, ...lists] of found) {
      const byField = new Map<string, Key[]>();
      lists.forEach((items, index) => {
        if (items.length > 0) byField.set(this.model.lists[index].field.name, inPositionOrder(items));
      });
      links.set(ownerKey(owner), byField);
    }
  }

  async explain(query: ListQuery, scope?: ListScope, statement: 'keys' | 'page' = 'keys'): Promise<string[]> {
    const { whereSql, args } = this.conditions(query, scope);
    const sql = statement === 'keys' ? this.keysSql(query, whereSql) : this.pageSql(query, whereSql);
    return this.database.withSqlite((handle) => {
      const plan = handle.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args, query.limit, query.skip);
      return (plan as { detail: string }[]).map((row) => row.detail);
    });
  }
}

/** The values of `[position, value]` items, by position (SQLite reads them so; sorted if not). */
function inPositionOrder(items: [number, Key][]): Key[] {
  const ordered = items.every((item, index) => index === 0 || items[index - 1][0] <= item[0]);
  return (ordered ? items : [...items].sort((a, b) => a[0] - b[0])).map((item) => item[1]);
}
