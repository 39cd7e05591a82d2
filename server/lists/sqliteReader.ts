/**
 * SQLite's list reader: plain SQL on the one held connection, in one read transaction so the page
 * and its total come from one snapshot.
 *
 * - WHERE: the request's filters, the `q` search (the FTS5 trigram index from three characters,
 *   the folded copies below: searchTables.ts) and the scope.
 * - The page by a deferred join: its rowids from the index that holds the list's order (every
 *   SQLite index carries the rowid, the tie-break, so skipping rows reads no table row), then only
 *   those rows, with their computed counts and reference lists. A page of the whole area past its
 *   middle is read from the end, in the reversed order, then put back, as PostgreSQL's is: the
 *   skip walks the index one entry at a time, and from the nearer end half as many on average.
 * - The total (listTotal.ts): the table's COUNT(*) when nothing filters it (SQLite reads it from
 *   the b-tree's pages); otherwise the filters' matches counted up to the exact limit in any
 *   order, and only beyond it the first hundred matches in rowid order, for an estimate from the
 *   share of the rowid range they took. A search is read
 *   there from its own table (the trigram index or the folded copies) in rowid order, which both
 *   give without a sort: `rowid IN (search)` would first list every match (20-70 ms for a frequent
 *   word of 100,000 activities, against 2-3 ms).
 * - A trigram search's first matches are read once, up to one past the exact limit: a frequent
 *   word's total is estimated from them and no more are read; a word of up to five times the
 *   exact limit matches is read on to the list of their rowids (withListedHits), which then
 *   stands as one more condition for the total and the page; without filters the total comes
 *   from the matches read.
 * - A search's page walks the order's index when that reads fewer rows than a sort of its
 *   matches would: a frequent word tests each row against its folded copy (the first page of a
 *   word 84 % of the activities hold took 220 ms sorted, 0.2-0.5 ms walked; loaded machine), a
 *   listed one looks each row up in its list.
 *
 * Profile of a random search word on 100,000 activities (CPU time per statement, loaded machine,
 * 27 November 2026), before these walks and samples: a word of 1,300-1,500 matches spent 0.6-5 ms
 * in the trigram index (words of common trigrams, « fractions », the most) and 3 ms sorting them
 * for its page; a frequent one 1.4-7 ms listing 5,001 matches it then dropped and 0.8-2 ms
 * reading its first 1,001 again for the total. A filter combination of 1-2 % of the table spent
 * 5-7 ms reading 1,001 matches in rowid order for its estimate, the rest under 1 ms.
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { Key, PageLinks, Row } from '../resources/recordCodec';
import { ownerKey } from '../resources/recordCodec';
import type { ListQuery } from './listQuery';
import { wholeArea, type ListPage, type ListReader, type ListScope } from './listReader';
import {
  DEFAULT_EXACT_TOTAL_LIMIT,
  ESTIMATE_SAMPLE,
  estimateFromRowids,
  type ListTotal,
  type RowidSpan,
} from './listTotal';
import { KeptSearchMatches, type FirstMatches } from './keptSearchMatches';
import { foldedTableOf } from './searchTables';

/** Statements kept prepared per area (their text depends on the filters and the order). */
const MAX_STATEMENTS = 200;
/** A trigram search is read as a list of its matches up to this many times the exact limit. */
const LISTED_HITS_PER_EXACT = 5;
/** The condition a listed search stands as (its value: the JSON array of the rowids). */
const LISTED_HITS = 't.rowid IN (SELECT value FROM json_each(?))';
/**
 * The same, tested on each row of a walk of the order's index: the `+` keeps SQLite from reading
 * the rows by these rowids (and sorting them) instead.
 */
const WALKED_LISTED_HITS = `+${LISTED_HITS}`;
/**
 * A listed search's page walks the order's index when the rows walked to reach it are at most
 * this many times its matches: a walked row costs a step in the index and a look-up in the list,
 * a sorted match a read of its table row (the first page of 1,313 matches of 100,000
 * activities: 0.6 ms walked, 1.8 ms sorted; CPU time).
 */
const WALKED_ROWS_PER_SORTED = 4;

/** A page's statement, its values before LIMIT and OFFSET, and those two. */
interface PageStatement {
  sql: string;
  args: unknown[];
  limit: number;
  skip: number;
  /** Read in the reversed order: its rows are put back in the list's. */
  fromEnd: boolean;
}

export class SqliteListReader implements ListReader {
  private readonly table: string;
  /** The page's rows: `t.*` and the computed counts. */
  private readonly columns: string;
  /** The reference lists of a page's keys (a JSON array of them), in one query; undefined without lists. */
  private readonly linksSql: string | undefined;
  private readonly statements = new Map<string, Statement>();
  private readonly kept: KeptSearchMatches;

  /** `computed`: the area's computed counts (name, SQL on `t`); `exactLimit`: listTotal.ts. */
  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
    private readonly exactLimit = DEFAULT_EXACT_TOTAL_LIMIT,
    keptWords?: number,
  ) {
    this.kept = new KeptSearchMatches(model, exactLimit * LISTED_HITS_PER_EXACT, exactLimit + 1, keptWords);
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
   * A trigram search's matches read from its index in rowid order, one cursor: first one past the
   * exact limit, which is all of a rare word's and, for a frequent one, the sample its total is
   * estimated from. Only when that estimate is at most LISTED_HITS_PER_EXACT times the exact
   * limit does the cursor read on (FTS5 does not seek to a rowid: a second read from the last one
   * took as long as the whole), and the list of their rowids then stands as one more condition
   * for the total and the page: the index is read once for both. A frequent word's matches are
   * never all read: a word 40 % of 100,000 activities hold took 6.8 ms to list 5,001 of them and
   * 0.7 ms for its first 1,001 (CPU time, loaded machine). Outside a write transaction (`keep`)
   * they come from the words read lately, brought up to date (keptSearchMatches.ts).
   */
  private withListedHits(
    handle: Db,
    query: ListQuery,
    keep: boolean,
  ): { query: ListQuery; hits?: number[]; sample?: number[] } {
    const { search } = query;
    if (search?.kind !== 'fulltext') return { query };
    const read = () => this.firstMatches(handle, search.match);
    const first = keep ? this.kept.firstMatches(handle, search.match, search.needle, read) : read();
    if (!first.complete) return { query, sample: first.rowids };
    const listed = {
      ...query,
      search: undefined,
      where: [...query.where, LISTED_HITS],
      args: [...query.args, JSON.stringify(first.rowids)],
    };
    return { query: listed, hits: first.rowids };
  }

  /** A trigram search's first matches read from its index (withListedHits). */
  private firstMatches(handle: Db, match: string): FirstMatches {
    const most = this.exactLimit * LISTED_HITS_PER_EXACT;
    // Read first: no other statement runs on the connection while the cursor is open.
    const span = this.span(handle);
    const cursor = this.prepared(handle, this.hitsSql())
      .pluck()
      .iterate(match, most + 1) as IterableIterator<number>;
    const hits: number[] = [];
    for (const rowid of cursor) {
      hits.push(rowid);
      const frequent =
        hits.length === this.exactLimit + 1 && estimateFromRowids(hits.length, rowid, span) > most;
      // Leaving the loop ends the read (the cursor is reset).
      if (frequent) return { rowids: hits, complete: false };
    }
    if (hits.length > most) return { rowids: hits.slice(0, this.exactLimit + 1), complete: false };
    return { rowids: hits, complete: true };
  }

  /**
   * The total of a search alone (no filter, no scope) from its first matches in rowid order (at
   * least one past the exact limit when there are more), as total() would count and estimate them.
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
    return this.database.withSqlite((handle) => {
      // Inside a caller's write transaction the matches read may never be committed: not kept.
      const keep = !handle.inTransaction;
      // A read transaction: the total and the page see the same writes.
      return handle.transaction((): ListPage => {
        const { query, total, listedAlone } = this.totalOf(handle, asked, scope, keep);
        const links: PageLinks = new Map();
        const page = { rows: [] as Row[], links, total: total.count, estimated: total.estimated };
        if (total.count === 0 || (!total.estimated && query.skip >= total.count)) return page;
        const chosen = this.pageStatement(handle, query, scope, total, listedAlone);
        const rows = this.prepared(handle, chosen.sql).all(
          ...chosen.args,
          chosen.limit,
          chosen.skip,
        ) as Row[];
        page.rows = chosen.fromEnd ? rows.reverse() : rows;
        if (this.linksSql && page.rows.length > 0) this.readLinks(handle, page.rows, links);
        return page;
      })();
    });
  }

  /**
   * The list's total and the query its page is read with; `listedAlone`, how many matches were
   * listed when the search is the list's only condition (no filter, no scope). A search alone
   * counts the matches it read (withListedHits), anything else total().
   */
  private totalOf(
    handle: Db,
    asked: ListQuery,
    scope: ListScope | undefined,
    keep: boolean,
  ): { query: ListQuery; total: ListTotal; listedAlone?: number } {
    const { query, hits, sample } = this.withListedHits(handle, asked, keep);
    const read = hits ?? sample;
    const alone = !scope && asked.where.length === 0;
    const total = read && alone ? this.hitsTotal(handle, read) : this.total(handle, query, scope);
    return { query, total, listedAlone: alone ? hits?.length : undefined };
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
    // The first matches in rowid order: one past the limit, or only ESTIMATE_SAMPLE of them once
    // the count has found more than the limit (the estimate is then all they give); a search from
    // its own table, joined.
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
    ).get(...matchArgs, search ? this.exactLimit + 1 : Math.min(this.exactLimit + 1, ESTIMATE_SAMPLE)) as {
      found: number;
      reached: number | null;
    };
    if (search && sample.found <= this.exactLimit) return { count: sample.found, estimated: false };
    const estimate = estimateFromRowids(sample.found, sample.reached ?? 0, this.span(handle));
    return { count: Math.max(this.exactLimit + 1, estimate), estimated: true };
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
   * The page's statement and its values (LIMIT and OFFSET follow). Walking the order's index
   * reads no match it does not show, sorting reads them all: the rows walked to reach the page
   * are its end over the matches' share of the table. A search beyond the exact limit walks it,
   * each row tested against its folded copy, when those rows are fewer than its matches; a
   * search alone whose matches are listed (`listedAlone`: how many), each row looked up in the list,
   * when they are at most WALKED_ROWS_PER_SORTED times its matches. On an order no index holds
   * (a computed count) it never walks. The whole area's page past the middle: from the end.
   */
  private pageStatement(
    handle: Db,
    query: ListQuery,
    scope: ListScope | undefined,
    total: ListTotal,
    listedAlone?: number,
  ): PageStatement {
    const indexed = query.sortColumn !== undefined || query.orderBy.startsWith(`t.${ident(this.model.key)} `);
    const { limit, skip } = query;
    if (wholeArea(query, scope) && indexed && skip * 2 > total.count && skip < total.count) {
      // Read from the nearer end: the page's rows in the reversed order, short of the end.
      const reversed = { ...query, orderBy: query.reversedOrderBy, reversedOrderBy: query.orderBy };
      return {
        sql: this.pageSql(reversed, ''),
        args: [],
        limit: Math.min(limit, total.count - skip),
        skip: Math.max(total.count - skip - limit, 0),
        fromEnd: true,
      };
    }
    const start = (statement: { sql: string; args: unknown[] }): PageStatement => ({
      ...statement,
      limit,
      skip,
      fromEnd: false,
    });
    const walked = (matches: number) => ((query.skip + query.limit) * this.span(handle).rows) / matches;
    if (query.search && total.estimated && indexed && walked(total.count) <= total.count) {
      const { whereSql, args } = this.conditions({ ...query, search: undefined }, scope);
      const test = `EXISTS (SELECT 1 FROM ${ident(foldedTableOf(this.model))} f WHERE f.rowid = t.rowid AND ${this.foldedTest('f')})`;
      return start({
        sql: this.pageSql(query, `${whereSql ? `${whereSql} AND` : ' WHERE'} ${test}`),
        args: [...args, ...this.foldedArgs(query.search.pattern)],
      });
    }
    if (listedAlone !== undefined && indexed && walked(listedAlone) <= WALKED_ROWS_PER_SORTED * listedAlone) {
      return start({ sql: this.pageSql(query, ` WHERE ${WALKED_LISTED_HITS}`), args: query.args });
    }
    const { whereSql, args } = this.conditions(query, scope);
    return start({ sql: this.pageSql(query, whereSql), args });
  }

  /** The page's statement as read() chooses it now. */
  private pageFor(handle: Db, asked: ListQuery, scope: ListScope | undefined): PageStatement {
    const { query, total, listedAlone } = this.totalOf(handle, asked, scope, false);
    return this.pageStatement(handle, query, scope, total, listedAlone);
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
      const { query, hits } = this.withListedHits(handle, asked, false);
      const read =
        hits && asked.search?.kind === 'fulltext' ? plan(this.hitsSql(), [asked.search.match, 1]) : [];
      const { whereSql, args } = this.conditions(query, scope);
      if (statement === 'count')
        return [...read, ...plan(this.countSql(whereSql), [...args, this.exactLimit + 1])];
      const chosen =
        statement === 'keys'
          ? { sql: this.keysSql(query, whereSql), args, limit: query.limit, skip: query.skip }
          : this.pageFor(handle, asked, scope);
      return [...read, ...plan(chosen.sql, [...chosen.args, chosen.limit, chosen.skip])];
    });
  }
}

/** The values of `[position, value]` items, by position (SQLite reads them so; sorted if not). */
function inPositionOrder(items: [number, Key][]): Key[] {
  const ordered = items.every((item, index) => index === 0 || items[index - 1][0] <= item[0]);
  return (ordered ? items : [...items].sort((a, b) => a[0] - b[0])).map((item) => item[1]);
}
