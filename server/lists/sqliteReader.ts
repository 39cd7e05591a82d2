/**
 * SQLite's list reader: plain SQL on the one held connection, in one read transaction so the page
 * and its total come from one snapshot.
 *
 * - WHERE: the request's filters, the `q` search (the FTS5 trigram index from three characters,
 *   the folded copies below: searchTables.ts) and the scope.
 * - The page by a deferred join: its rowids from the index that holds the list's order (every
 *   SQLite index carries the rowid, the tie-break, so skipping rows reads no table row), then only
 *   those rows, with their computed counts and reference lists.
 * - The total (listTotal.ts): the table's COUNT(*) when nothing filters it (SQLite reads it from
 *   the b-tree's pages); otherwise the filters' matches counted up to the exact limit in any
 *   order, and only beyond it the first matches in rowid order, for an estimate from the share of
 *   the rowid range they took. A search is read
 *   there from its own table (the trigram index or the folded copies) in rowid order, which both
 *   give without a sort: `rowid IN (search)` would first list every match (20-70 ms for a frequent
 *   word of 100,000 activities, against 2-3 ms).
 * - A trigram search of up to five times the exact limit matches is read once as the list of
 *   their rowids (withListedHits), which then stands as one more condition for the total and the
 *   page; without filters the total comes from that list itself.
 * - A frequent search (beyond the exact limit) walks the order's index and tests each row against
 *   its folded copy, when that reads fewer rows than the matches a sort would take: the first page
 *   of a word 84 % of the activities hold took 220 ms sorted, 0.2-0.5 ms walked (loaded machine).
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { Key, PageLinks, Row } from '../resources/recordCodec';
import { ownerKey } from '../resources/recordCodec';
import type { ListQuery } from './listQuery';
import type { ListPage, ListReader, ListScope } from './listReader';
import { DEFAULT_EXACT_TOTAL_LIMIT, estimateFromRowids, type ListTotal, type RowidSpan } from './listTotal';
import { foldedTableOf } from './searchTables';

/** Statements kept prepared per area (their text depends on the filters and the order). */
const MAX_STATEMENTS = 200;
/** A trigram search is read as a list of its matches up to this many times the exact limit. */
const LISTED_HITS_PER_EXACT = 5;

export class SqliteListReader implements ListReader {
  private readonly table: string;
  /** The page's rows: `t.*` and the computed counts. */
  private readonly columns: string;
  /** The reference lists of a page's keys (a JSON array of them), in one query; undefined without lists. */
  private readonly linksSql: string | undefined;
  private readonly statements = new Map<string, Statement>();

  /** `computed`: the area's computed counts (name, SQL on `t`); `exactLimit`: listTotal.ts. */
  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
    private readonly exactLimit = DEFAULT_EXACT_TOTAL_LIMIT,
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

  /**
   * A trigram search whose matches are few (up to LISTED_HITS_PER_EXACT times the exact limit),
   * as a list of their rowids: the trigram index is read once for the total and the page, where
   * it was read for each (a word of 1,400 matches in 100,000 activities: 16-36 ms a request, the
   * index read twice, against 3-12 ms; loaded machine). More matches keep the search as it is, and
   * a frequent word's page walks the order's index (pageStatement).
   */
  private withListedHits(handle: Db, query: ListQuery): { query: ListQuery; hits?: number[] } {
    const { search } = query;
    if (search?.kind !== 'fulltext') return { query };
    const most = this.exactLimit * LISTED_HITS_PER_EXACT;
    const hits = this.prepared(handle, this.hitsSql())
      .pluck()
      .all(search.match, most + 1) as number[];
    if (hits.length > most) return { query };
    const listed = {
      ...query,
      search: undefined,
      where: [...query.where, 't.rowid IN (SELECT value FROM json_each(?))'],
      args: [...query.args, JSON.stringify(hits)],
    };
    return { query: listed, hits };
  }

  /**
   * The total of a search alone (no filter, no scope) whose matches are listed: from the list
   * itself, which holds them in rowid order, as total() would count and estimate them.
   */
  private hitsTotal(handle: Db, hits: number[]): ListTotal {
    if (hits.length <= this.exactLimit) return { count: hits.length, estimated: false };
    return {
      count: estimateFromRowids(this.exactLimit + 1, hits[this.exactLimit], this.span(handle)),
      estimated: true,
    };
  }

  /** A trigram search's first matches, in rowid order (the values: the FTS5 query, the LIMIT). */
  private hitsSql(): string {
    const fts = ident(this.model.searchTable);
    return `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?`;
  }

  async read(asked: ListQuery, scope?: ListScope): Promise<ListPage> {
    return this.database.withSqlite((handle) =>
      // A read transaction: the total and the page see the same writes.
      handle.transaction((): ListPage => {
        const { query, hits } = this.withListedHits(handle, asked);
        const total =
          hits && !scope && asked.where.length === 0
            ? this.hitsTotal(handle, hits)
            : this.total(handle, query, scope);
        const links: PageLinks = new Map();
        const page = { rows: [] as Row[], links, total: total.count, estimated: total.estimated };
        if (total.count === 0 || (!total.estimated && query.skip >= total.count)) return page;
        const { sql, args } = this.pageStatement(handle, query, scope, total);
        page.rows = this.prepared(handle, sql).all(...args, query.limit, query.skip) as Row[];
        if (this.linksSql && page.rows.length > 0) this.readLinks(handle, page.rows, links);
        return page;
      })(),
    );
  }

  /** The list's total: exact up to the exact limit, estimated beyond (listTotal.ts). */
  private total(handle: Db, query: ListQuery, scope: ListScope | undefined): ListTotal {
    const { whereSql, args } = this.conditions({ ...query, search: undefined }, scope);
    const { search } = query;
    if (!search && !whereSql) {
      const count = this.prepared(handle, `SELECT COUNT(*) FROM ${this.table}`).pluck().get() as number;
      return { count, estimated: false };
    }
    if (!search) {
      // Exact up to the limit in whatever order the index that narrows the list best gives its
      // matches: asked in rowid order, the planner took a one-column index for it and read a
      // table row per candidate (16-57 ms for two or three filters of 100,000 activities, against
      // 0.5-3 ms from a pair index holding every filter: schemaSync.ts).
      const found = this.prepared(handle, this.countSql(whereSql))
        .pluck()
        .get(...args, this.exactLimit + 1) as number;
      if (found <= this.exactLimit) return { count: found, estimated: false };
    }
    // The first matches in rowid order, one past the limit; a search from its own table, joined.
    let matchesSql = `SELECT t.rowid AS r FROM ${this.table} t${whereSql} ORDER BY t.rowid`;
    const matchArgs = [...args];
    if (search) {
      const source = search.kind === 'fulltext' ? ident(this.model.searchTable) : 'f';
      const from = search.kind === 'fulltext' ? source : `${ident(foldedTableOf(this.model))} ${source}`;
      const test = search.kind === 'fulltext' ? `${source} MATCH ?` : this.foldedTest(source);
      matchesSql =
        `SELECT ${source}.rowid AS r FROM ${from} CROSS JOIN ${this.table} t ON t.rowid = ${source}.rowid` +
        `${whereSql ? `${whereSql} AND` : ' WHERE'} ${test} ORDER BY ${source}.rowid`;
      matchArgs.push(...(search.kind === 'fulltext' ? [search.match] : this.foldedArgs(search.pattern)));
    }
    const sample = this.prepared(
      handle,
      `SELECT COUNT(*) AS found, MAX(r) AS reached FROM (${matchesSql} LIMIT ?)`,
    ).get(...matchArgs, this.exactLimit + 1) as { found: number; reached: number | null };
    if (sample.found <= this.exactLimit) return { count: sample.found, estimated: false };
    return {
      count: estimateFromRowids(sample.found, sample.reached ?? 0, this.span(handle)),
      estimated: true,
    };
  }

  /** A filtered list's matches counted up to a LIMIT (its value follows the WHERE's). */
  private countSql(whereSql: string): string {
    return `SELECT COUNT(*) FROM (SELECT 1 FROM ${this.table} t${whereSql} LIMIT ?)`;
  }

  private span(handle: Db): RowidSpan {
    const table = this.table;
    return this.prepared(
      handle,
      `SELECT (SELECT COUNT(*) FROM ${table}) AS rows, (SELECT MIN(rowid) FROM ${table}) AS first, ` +
        `(SELECT MAX(rowid) FROM ${table}) AS last`,
    ).get() as RowidSpan;
  }

  /** Any search column of the folded copy `alias` holds the LIKE pattern (foldedArgs: its values). */
  private foldedTest(alias: string): string {
    const tests = this.model.search.map((name) => `${alias}.${ident(name)} LIKE ? ESCAPE '\\'`);
    return `(${tests.join(' OR ')})`;
  }

  private foldedArgs(pattern: string): string[] {
    return this.model.search.map(() => pattern);
  }

  /**
   * The page's statement and its values (LIMIT and OFFSET follow). A search beyond the exact
   * limit walks the order's index, each row tested against its folded copy, when the rows walked
   * to reach the page (its end over the matches' share of the table) are fewer than the matches a
   * sort would read; on an order no index holds (a computed count) it never does.
   */
  private pageStatement(
    handle: Db,
    query: ListQuery,
    scope: ListScope | undefined,
    total: ListTotal,
  ): { sql: string; args: unknown[] } {
    const indexed = query.sortColumn !== undefined || query.orderBy.startsWith(`t.${ident(this.model.key)} `);
    if (query.search && total.estimated && indexed) {
      const walked = ((query.skip + query.limit) * this.span(handle).rows) / total.count;
      if (walked <= total.count) {
        const { whereSql, args } = this.conditions({ ...query, search: undefined }, scope);
        const test = `EXISTS (SELECT 1 FROM ${ident(foldedTableOf(this.model))} f WHERE f.rowid = t.rowid AND ${this.foldedTest('f')})`;
        return {
          sql: this.pageSql(query, `${whereSql ? `${whereSql} AND` : ' WHERE'} ${test}`),
          args: [...args, ...this.foldedArgs(query.search.pattern)],
        };
      }
    }
    const { whereSql, args } = this.conditions(query, scope);
    return { sql: this.pageSql(query, whereSql), args };
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

  /**
   * `page`: the page's statement as read() would choose it for the list's total now; `count`: the
   * filtered count up to the exact limit (a list with a search: its listed matches). A search
   * read as a list of its matches first gives the plan of that read (withListedHits).
   */
  async explain(
    asked: ListQuery,
    scope?: ListScope,
    statement: 'keys' | 'page' | 'count' = 'keys',
  ): Promise<string[]> {
    return this.database.withSqlite((handle) => {
      const plan = (sql: string, args: unknown[]) =>
        (handle.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(
          (row) => row.detail,
        );
      const { query, hits } = this.withListedHits(handle, asked);
      const read =
        hits && asked.search?.kind === 'fulltext' ? plan(this.hitsSql(), [asked.search.match, 1]) : [];
      const { whereSql, args } = this.conditions(query, scope);
      if (statement === 'count')
        return [...read, ...plan(this.countSql(whereSql), [...args, this.exactLimit + 1])];
      const chosen =
        statement === 'keys'
          ? { sql: this.keysSql(query, whereSql), args }
          : this.pageStatement(handle, query, scope, this.total(handle, query, scope));
      return [...read, ...plan(chosen.sql, [...chosen.args, query.limit, query.skip])];
    });
  }
}

/** The values of `[position, value]` items, by position (SQLite reads them so; sorted if not). */
function inPositionOrder(items: [number, Key][]): Key[] {
  const ordered = items.every((item, index) => index === 0 || items[index - 1][0] <= item[0]);
  return (ordered ? items : [...items].sort((a, b) => a[0] - b[0])).map((item) => item[1]);
}
