/**
 * PostgreSQL's list reader: one plain statement per call (one round trip, one snapshot) that
 * counts the list and reads its page.
 *
 * - WHERE: the request's filters, the `q` search (the key among the folded copy's rows whose
 *   text is LIKE the pattern, served by the copy's pg_trgm indexes from three characters:
 *   postgresSearch.ts, postgresFoldedCopy.ts) and the scope.
 * - The page by a deferred join: its keys from the index that holds the list's order (`(column
 *   NULLS FIRST, key)`, made by the schema sync), LIMIT and OFFSET there, then only those rows are
 *   joined, with their computed counts and reference lists.
 * - The whole area (no filter, search or scope): its total is the row count the writes keep
 *   (postgresRowCount.ts), exact, and a page past the middle is read from the end, the order
 *   reversed, then put back: the order's index walked to the skip costs 0.1 µs a row (a random
 *   page of 100,000 activities walks 50,000 on average), from the nearer end half as many.
 * - Otherwise the total (listTotal.ts, totalSql): the matches counted up to one past the exact
 *   limit, and beyond it an estimate from where in the table its first matches ended (their
 *   largest `ctid`) and the table's size and rows per page (`pg_relation_size`, `pg_class` as the
 *   last ANALYZE left it), read in the same statement: an exact COUNT(*) reads every match, 5-10
 *   ms for 100,000 activities and far more for a frequent search word. A search alone is counted
 *   on the folded copy, without the area's table. The planner's estimate (EXPLAIN) was a second
 *   round trip per list, which under mixed reads and writes (issue 28) weighed more than the page
 *   itself. An estimated total is kept a short while (keptEstimates.ts): the next calls of the
 *   same list read their page alone.
 */
import { SYSTEM_FIELDS } from '../../resources/kit/defineResource';
import { ident, type Database } from '../db/database';
import type { ResourceModel } from '../resources/model';
import type { Row } from '../resources/recordCodec';
import { linksOfRows, listColumnsOf } from '../resources/referenceLists';
import type { ListQuery } from './listQuery';
import { wholeArea, type ListPage, type ListReader, type ListScope } from './listReader';
import { KeptEstimates } from './keptEstimates';
import { DEFAULT_EXACT_TOTAL_LIMIT, ESTIMATE_SAMPLE, estimateFromPages } from './listTotal';
import { foldedTableOf } from './postgresFoldedCopy';
import { ROW_COUNT_SQL } from './postgresRowCount';
import { foldedMatchSql, foldedSearchSql } from './postgresSearch';

/** Columns of the answer that are not the record's (a declared field never starts with `_`). */
const TOTAL = '__total';
/** Where the counted matches ended (page and row of their largest ctid), and the table's pages. */
const PAGE = '__page';
const OFFSET = '__offset';
const PAGES = '__pages';
/** How many matches the estimate was made from (the count's, or the sample's past the limit). */
const SAMPLED = '__sampled';
const ROWS_PER_PAGE = '__rows_per_page';
const POSITION = '__pos';
/** Whole-area statement: whether its page was read from the end. */
const FROM_END = '__from_end';

export class PostgresListReader implements ListReader {
  private readonly table: string;
  private readonly key: string;
  /** A page row's columns: the record's, its computed counts, its reference lists as JSON arrays. */
  private readonly columns: string;

  /** `computed`: the area's computed counts (name, SQL on `t`); `exactLimit`: listTotal.ts. */
  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
    private readonly exactLimit = DEFAULT_EXACT_TOTAL_LIMIT,
    private readonly estimates = new KeptEstimates(),
  ) {
    this.table = ident(model.table);
    this.key = ident(model.key);
    // Named, not `t.*`: the whole-area statement is prepared (see read), and PostgreSQL refuses a
    // prepared statement whose columns changed (one added by another server's start).
    const stored = new Set([
      model.key,
      ...model.columns.map((column) => column.field.name),
      ...SYSTEM_FIELDS,
    ]);
    this.columns = [
      ...[...stored].map((name) => `t.${ident(name)}`),
      ...[...computed].map(([name, count]) => `${count} AS ${ident(name)}`),
      ...listColumnsOf(model, 'postgres').map((list) => `${list.sql} AS ${ident(list.column)}`),
    ].join(', ');
  }

  /** The list's WHERE on `t` (filters, search, scope) and its values. */
  private conditions(query: ListQuery, scope?: ListScope): { whereSql: string; args: unknown[] } {
    const where = [...query.where];
    const args = [...query.args];
    if (query.search) {
      // parseListQuery gives PostgreSQL only folded patterns (no FTS5 query).
      if (query.search.kind !== 'folded') throw new Error('PostgreSQL searches with a folded pattern');
      const search = foldedSearchSql(this.model, query.search.pattern);
      where.push(search.sql);
      args.push(...search.args);
    }
    if (scope) {
      where.push(`(${scope.sql})`);
      args.push(...scope.args);
    }
    return { whereSql: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
  }

  /** The page's keys in the list's order, from the order's index (the inner half of the deferred join). */
  private keysSql(query: ListQuery, whereSql: string): string {
    return `SELECT t.${this.key} FROM ${this.table} t${whereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`;
  }

  /**
   * The whole area's statement: its kept row count, then the page's rows lateral to it, read in
   * the list's order, or from the end in the reversed order when the page lies past the middle
   * (only one of the two key lists is read: each is a subquery the CASE runs when it takes it;
   * seen in EXPLAIN ANALYZE as "never executed" for the other).
   */
  private wholeAreaStatement(query: ListQuery): { sql: string; args: unknown[] } {
    const total = `s.${TOTAL}`;
    const fromStart = this.keysSql(query, '');
    // The skip-th row counted from the end: a page's rows in the reversed order, short of the end.
    const fromEnd =
      `SELECT t.${this.key} FROM ${this.table} t ORDER BY ${query.reversedOrderBy} ` +
      `LIMIT GREATEST(LEAST(?::bigint, ${total} - ?::bigint), 0) ` +
      `OFFSET GREATEST(${total} - ?::bigint - ?::bigint, 0)`;
    const sql =
      `SELECT s.*, r.* FROM (SELECT c.n AS ${TOTAL}, ?::bigint * 2 > c.n AS ${FROM_END} ` +
      // OFFSET 0 keeps `c` and `s` rows of their own: flattened, each use of the total would read
      // the count again (six reads of it where there is one).
      `FROM (SELECT (${ROW_COUNT_SQL(this.model)}) AS n OFFSET 0) c OFFSET 0) s ` +
      `LEFT JOIN LATERAL (SELECT ${this.columns}, p.pos AS ${POSITION} ` +
      `FROM unnest(CASE WHEN s.${FROM_END} THEN ARRAY(${fromEnd}) ELSE ARRAY(${fromStart}) END) ` +
      `WITH ORDINALITY AS p(k, pos) JOIN ${this.table} t ON t.${this.key} = p.k) r ON true ` +
      `ORDER BY CASE WHEN s.${FROM_END} THEN -r.${POSITION} ELSE r.${POSITION} END`;
    return {
      sql,
      args: [query.skip, query.limit, query.skip, query.skip, query.limit, query.limit, query.skip],
    };
  }

  /**
   * The total's columns, as one row (listTotal.ts): the count up to one past the exact limit, then
   * only beyond it where its first matches in the table's order ended (their largest ctid, read
   * from the table's rows) and the table's size, for estimateFromPages.
   *
   * - A search alone is counted on the folded copy, one row per record: its matches are read from
   *   the copy's rows anyway (the trigram index's candidates are rechecked), so the same 1,001
   *   give the count and where they ended in the copy's own pages.
   * - Otherwise the count reads no table row where an index holds the filters (the pair indexes'
   *   INCLUDE columns), and the estimate reads ESTIMATE_SAMPLE matches, as SQLite's does: on the
   *   bench's 341 filter combinations (100,000 activities, one connection) 1.86 → 1.42 ms. Reading
   *   1,001 matches' ctids a second time instead scanned a frequent filter twice (`type=quiz` 2.5 →
   *   4.3 ms, da28489).
   */
  private totalSql(query: ListQuery, scope?: ListScope): { sql: string; args: unknown[] } {
    const span = (relation: string) => ({
      sql:
        `pg_relation_size(?::regclass) / current_setting('block_size')::int AS ${PAGES}, ` +
        `(SELECT CASE WHEN relpages > 0 AND reltuples > 0 THEN reltuples / relpages END ` +
        `FROM pg_class WHERE oid = ?::regclass) AS ${ROWS_PER_PAGE}`,
      args: [relation, relation],
    });
    // Where the matches `c` read ended: the page and row of their largest ctid.
    const ended = `(MAX(c.ctid)::text::point)[0] AS ${PAGE}, (MAX(c.ctid)::text::point)[1] AS ${OFFSET}`;
    if (query.search?.kind === 'folded' && query.where.length === 0 && !scope) {
      const copy = ident(foldedTableOf(this.model));
      const match = foldedMatchSql(this.model, query.search.pattern, 'f');
      const sized = span(copy);
      return {
        sql:
          `SELECT COUNT(*) AS ${TOTAL}, COUNT(*) AS ${SAMPLED}, ${ended}, ${sized.sql} ` +
          `FROM (SELECT f.ctid FROM ${copy} f WHERE ${match.sql} LIMIT ?) c`,
        args: [...sized.args, ...match.args, this.exactLimit + 1],
      };
    }
    const { whereSql, args } = this.conditions(query, scope);
    const sized = span(this.table);
    // The sample is read only past the limit: its WHERE on `k` alone gates the scan.
    return {
      sql:
        `SELECT k.n AS ${TOTAL}, e.n AS ${SAMPLED}, e.${PAGE}, e.${OFFSET}, ${sized.sql} ` +
        `FROM (SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${this.table} t${whereSql} LIMIT ?) c) k ` +
        `CROSS JOIN LATERAL (SELECT COUNT(*) AS n, ${ended} ` +
        `FROM (SELECT t.ctid FROM ${this.table} t${whereSql} LIMIT ?) c WHERE k.n > ?) e`,
      args: [...sized.args, ...args, this.exactLimit + 1, ...args, ESTIMATE_SAMPLE, this.exactLimit],
    };
  }

  /** The page's rows in the order of its keys (the outer half of the deferred join). */
  private rowsSql(keysSql: string): string {
    return (
      `SELECT ${this.columns}, p.pos AS ${POSITION} FROM unnest(ARRAY(${keysSql})) WITH ORDINALITY AS p(k, pos) ` +
      `JOIN ${this.table} t ON t.${this.key} = p.k`
    );
  }

  /**
   * The whole call's statement: the total (totalSql), then the page's rows lateral to it (so an
   * empty page is still one row, with the count), in the order of the keys.
   */
  private pageStatement(query: ListQuery, scope?: ListScope): { sql: string; args: unknown[] } {
    const { whereSql, args } = this.conditions(query, scope);
    const total = this.totalSql(query, scope);
    const sql =
      `SELECT s.*, r.* FROM (${total.sql}) s ` +
      `LEFT JOIN LATERAL (${this.rowsSql(this.keysSql(query, whereSql))}) r ON true ORDER BY r.${POSITION}`;
    return { sql, args: [...total.args, ...args, query.limit, query.skip] };
  }

  /**
   * The call's statement. The whole area's is planned once (prepared, a generic plan): its plan
   * does not depend on its values, and planning cost a quarter of running it (a random page of
   * 100,000 activities, one connection: 3.0 → 2.2 ms). The others are planned per call, their
   * plans depending on how often the values occur: generic plans of the bench's filter
   * combinations took p99 6 → 22 ms; of its search words 4.2 → 4.4 ms on average (the
   * copy's matches always read from the trigram indexes, where a frequent word's first matches
   * are cheaper read in the copy's order).
   */
  private statementFor(query: ListQuery, scope?: ListScope): { sql: string; args: unknown[] } {
    return wholeArea(query, scope) ? this.wholeAreaStatement(query) : this.pageStatement(query, scope);
  }

  async read(query: ListQuery, scope?: ListScope): Promise<ListPage> {
    if (wholeArea(query, scope)) return this.readWholeArea(query);
    const { whereSql, args } = this.conditions(query, scope);
    return this.estimates.read(
      JSON.stringify([whereSql, args]),
      () => this.readCounted(query, scope),
      (estimate) => this.readUncounted(query, whereSql, args, estimate),
    );
  }

  private async readWholeArea(query: ListQuery): Promise<ListPage> {
    const { sql, args } = this.wholeAreaStatement(query);
    const found = await this.database.query<Row>(sql, { prepared: true })(args);
    const rows = PostgresListReader.pageRows(found);
    const head = found[0] ?? {};
    // The table is made with the area's table: without it, a total of 0 would hide every record.
    if (head[TOTAL] === null || head[TOTAL] === undefined)
      throw new Error(`No row count for "${this.model.table}": the schema sync makes it`);
    return { rows, links: linksOfRows(this.model, rows), total: Number(head[TOTAL]), estimated: false };
  }

  /** An empty page is one row, the total's, without a position. */
  private static pageRows(found: Row[]): Row[] {
    return found.filter((row) => row[POSITION] !== null && row[POSITION] !== undefined);
  }

  private async readCounted(query: ListQuery, scope?: ListScope): Promise<ListPage> {
    const { sql, args } = this.pageStatement(query, scope);
    const found = await this.database.all<Row>(sql, args);
    const rows = PostgresListReader.pageRows(found);
    const links = linksOfRows(this.model, rows);
    const head = found[0] ?? {};
    const count = Number(head[TOTAL] ?? 0);
    if (count <= this.exactLimit) return { rows, links, total: count, estimated: false };
    const span = {
      pages: Number(head[PAGES]),
      rowsPerPage: head[ROWS_PER_PAGE] === null ? null : Number(head[ROWS_PER_PAGE]),
    };
    const sampled = Number(head[SAMPLED]);
    const estimate = estimateFromPages(sampled, Number(head[PAGE]), Number(head[OFFSET]), span);
    return { rows, links, total: Math.max(this.exactLimit + 1, estimate), estimated: true };
  }

  /**
   * The page alone, its list's total estimated already (keptEstimates.ts). A short page ends the
   * list: its total is exact. An empty page past the first cannot tell it (undefined).
   */
  private async readUncounted(
    query: ListQuery,
    whereSql: string,
    args: unknown[],
    estimate: number,
  ): Promise<ListPage | undefined> {
    const rows = await this.database.all<Row>(
      `${this.rowsSql(this.keysSql(query, whereSql))} ORDER BY p.pos`,
      [...args, query.limit, query.skip],
    );
    const links = linksOfRows(this.model, rows);
    if (rows.length >= query.limit) {
      // An estimated total always has rows after the page (the app pages on until a short one).
      const total = Math.max(estimate, query.skip + query.limit + 1);
      return { rows, links, total, estimated: true };
    }
    if (rows.length === 0 && query.skip > 0) return undefined;
    return { rows, links, total: query.skip + rows.length, estimated: false };
  }

  /** 'keys': the page's keys alone; 'page': the whole call's statement, its count included. */
  async explain(query: ListQuery, scope?: ListScope, statement: 'keys' | 'page' = 'keys'): Promise<string[]> {
    const { whereSql, args } = this.conditions(query, scope);
    const chosen =
      statement === 'keys'
        ? { sql: this.keysSql(query, whereSql), args: [...args, query.limit, query.skip] }
        : this.statementFor(query, scope);
    const plan = await this.database.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${chosen.sql}`, chosen.args);
    return plan.map((row) => row['QUERY PLAN']);
  }
}
