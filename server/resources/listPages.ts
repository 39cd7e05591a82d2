/**
 * One page of a list and the list's total: `createListReader` gives each area its reader.
 *
 * On SQLite (a dialect feature on purpose: the speed work of the embedded store), at a cost that
 * does not grow with the table: the page's rowids come from the index that holds the list's order
 * (a covering read, so skipping 50,000 rows reads no table row), the total and the rows a word
 * search matches come from the database's list cache (server/db/listCache.ts) once computed; then
 * only the page's rows are read. On PostgreSQL: postgresListPages.ts.
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ListCache } from '../db/listCache';
import { ident, type Database } from '../db/database';
import type { ListQuery, TextSearch } from '../lists/listQuery';
import type { ResourceModel } from './model';
import { PostgresListReader } from './postgresListPages';
import type { Key, Row } from './recordCodec';
import { foldedTableOf } from '../lists/searchTables';

/**
 * A page's reference lists: by owner key (lower-cased when text: text keys are stored without
 * case), the values of each list field in position order. A list without values may be absent.
 */
export type PageLinks = Map<unknown, Map<string, Key[]>>;

/** The key a page's reference lists are found under (`PageLinks`). */
export const ownerKey = (owner: unknown): unknown =>
  typeof owner === 'string' ? owner.toLowerCase() : owner;

/**
 * A row a list call must find before it answers (the caller's session: auth/sessionCheck.ts), read
 * by PostgreSQL's list statement itself instead of by a round trip before it: the statement reads
 * the page only when the guard's query (raw SQL with `?` placeholders) finds a row, and its answer
 * carries that row's columns, which the query names with a `__` prefix as the statement's own.
 */
export interface ListGuard {
  sql: string;
  args: readonly unknown[];
}

/** A page of a list, its total, and what a guard found (`guarded`: its row, when it found one). */
export interface ListPage {
  rows: Row[];
  total: number;
  /** The page's reference lists, when the reader read them with the rows. */
  links?: PageLinks;
  guarded?: Row;
  /** PostgreSQL: the area's generation the page was read at (keptAnswers.ts), when it has one. */
  generation?: number | null;
}

/** An area's list: the page's rows in the list's order, and how many rows the whole list has. */
export interface ListReader {
  /** `guard`: PostgreSQL only (SQLite has no round trip to save). */
  read(query: ListQuery, guard?: ListGuard): Promise<ListPage>;
  /** PostgreSQL: the area's generation now, and what the guard found (one statement). */
  generation?(guard?: ListGuard): Promise<{ generation: number | null; guarded?: Row }>;
  /** The engine's plan of the page query (benchmarks and tests check that it uses indexes). */
  explain?(query: ListQuery): Promise<string[]>;
}

/**
 * The list reader of an area. `selectSql` reads its rows (`SELECT t.*, … FROM "<table>" t`, no
 * WHERE), `computed` holds its computed counts (name, SQL on `t`); `defaultOrder` is the ORDER BY
 * of a list call without `sort`.
 */
export function createListReader(
  database: Database,
  model: ResourceModel,
  selectSql: string,
  computed: ReadonlyMap<string, string>,
  defaultOrder: string,
): ListReader {
  return database.engine === 'sqlite'
    ? new SqliteListReader(database, model, selectSql, defaultOrder)
    : new PostgresListReader(database, model, computed, defaultOrder);
}

/** The column a page's rows carry their rowid in, to be put back in the page's order. */
const PAGE_ROWID = '__page_rowid';

class SqliteListReader implements ListReader {
  /** Made on first use: the connection is only reached inside `withSqlite`. */
  private pages: ListPages | undefined;
  private readonly rowsSql: string;
  /** The names of rowsSql's columns, read from the statement once prepared. */
  private rowColumns: string[] | undefined;
  /** The reference lists of a page's keys (a JSON array of them), in one query; undefined without lists. */
  private readonly linksSql: string | undefined;

  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    selectSql: string,
    private readonly defaultOrder: string,
  ) {
    this.rowsSql = `${selectSql.replace(/^SELECT /, `SELECT t.rowid AS ${ident(PAGE_ROWID)}, `)} WHERE t.rowid IN (SELECT value FROM json_each(?))`;
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

  private pagesOf(handle: Db): ListPages {
    this.pages ??= new ListPages(handle, this.model, this.defaultOrder);
    return this.pages;
  }

  /**
   * The page's rowids first (ListPages), then only those rows and their reference lists, on the
   * same held connection and in the same read transaction as the total: one snapshot, and no
   * round trip through the query builder per list.
   */
  async read(query: ListQuery, guard?: ListGuard): Promise<ListPage> {
    // A guard left unread would be a check skipped: the caller must make it itself.
    if (guard) throw new Error('SQLite lists read no guard');
    return this.database.withSqlite((handle) => {
      const pages = this.pagesOf(handle);
      const links: PageLinks = new Map();
      const { rows, total } = pages.read(query, (rowids) => {
        // Rows as arrays (the driver names every value of an object row again), made objects
        // here, in the page's order; the first column is the rowid, the rest the row.
        const statement = pages.prepared(this.rowsSql).raw(true);
        this.rowColumns ??= statement.columns().map((column) => column.name);
        const names = this.rowColumns;
        const slots = new Map<unknown, number>();
        rowids.forEach((rowid, index) => slots.set(rowid, index));
        const ordered: (Row | undefined)[] = new Array<Row | undefined>(rowids.length);
        for (const values of statement.all(JSON.stringify(rowids)) as unknown[][]) {
          const row: Row = {};
          for (let i = 1; i < names.length; i += 1) row[names[i]] = values[i];
          ordered[slots.get(values[0]) as number] = row;
        }
        const page = ordered.filter((row): row is Row => row !== undefined);
        if (this.linksSql) {
          const keys = JSON.stringify(page.map((row) => row[this.model.key]));
          const found = JSON.parse(pages.prepared(this.linksSql).pluck().get(keys) as string) as [
            Key,
            ...[number, Key][][],
          ][];
          for (const [owner, ...lists] of found) {
            const byField = new Map<string, Key[]>();
            lists.forEach((items, index) => {
              if (items.length > 0) byField.set(this.model.lists[index].field.name, inPositionOrder(items));
            });
            links.set(ownerKey(owner), byField);
          }
        }
        return page;
      });
      return { rows, total, links };
    });
  }

  /** SQLite's plan for the rowids of a page. */
  async explain(query: ListQuery): Promise<string[]> {
    return this.database.withSqlite((handle) => {
      const plan = this.pagesOf(handle).plan(query);
      const rows = handle.prepare(`EXPLAIN QUERY PLAN ${plan.sql}`).all(...plan.args);
      return (rows as { detail: string }[]).map((row) => row.detail);
    });
  }
}

/** The values of `[position, value]` items, by position (SQLite reads them so; sorted if not). */
function inPositionOrder(items: [number, Key][]): Key[] {
  const ordered = items.every((item, index) => index === 0 || items[index - 1][0] <= item[0]);
  return (ordered ? items : [...items].sort((a, b) => a[0] - b[0])).map((item) => item[1]);
}

/**
 * Relative costs, per row, of the three ways to combine a search with the list's order (measured
 * on 100,000 activities): walk the order's index and look each entry up in the kept matches;
 * walk it and test each entry against the matches gathered once into a lookup list; or read
 * only the matches and sort them.
 */
const COST = { probe: 2.5, listBuild: 1, listCheck: 0.4, gather: 5 } as const;

/**
 * A deep page of a list read in a column's order keeps the rowid of the MARK_EVERY-th row before
 * it (a mark): the next pages around it start their walk at the mark instead of the first row.
 */
const MARK_EVERY = 500;

export interface PagePlan {
  sql: string;
  args: unknown[];
  total: number;
}

/** A plan, and the total it computed (not yet kept) if it was not kept already. */
interface Planned {
  plan: PagePlan;
  fresh?: { generation: number; key: string; total: number };
}

interface Matches {
  /** Selects the matching rowids (as `hit`), with `args`. */
  rows: string;
  args: unknown[];
  /** Tests the row `t`, with `args`. */
  probe: string;
  /** Known when the search alone was counted. */
  total?: number;
}

/** SQLite's list planner, on the connection `withSqlite` hands out. */
class ListPages {
  private readonly statements = new Map<string, Statement>();
  private readonly cache: ListCache;
  private readonly snapshot: (work: () => unknown) => unknown;
  private readonly table: string;
  /** Columns declared NOT NULL, read once the table exists. */
  private notNull: Set<string> | undefined;

  /** `defaultOrder`: the ORDER BY of a list call without `sort` (kept matches are stored in it). */
  constructor(
    private readonly db: Db,
    private readonly model: ResourceModel,
    private readonly defaultOrder: string,
  ) {
    this.cache = new ListCache(db);
    this.table = ident(model.table);
    this.snapshot = db.transaction((work: () => unknown) => work());
  }

  /** Runs `work` in one read transaction (made once: better-sqlite3 wraps a function per call otherwise). */
  private inSnapshot<T>(work: () => T): T {
    return this.snapshot(work) as T;
  }

  /** A statement prepared once on this connection. */
  prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * The list's total and what `rowsOf` reads of the page's rowids (in the list's order), all in
   * one read transaction: the page is read at the generation its total was. A total computed
   * there is kept afterwards, outside it.
   */
  read<T>(query: ListQuery, rowsOf: (rowids: number[]) => T[]): { rows: T[]; total: number } {
    const { plan, result: rows } = this.withPlan(query, ({ plan }) => {
      if (plan.total === 0 || query.skip >= plan.total) return [];
      const rowids = this.prepared(plan.sql)
        .pluck()
        .all(...plan.args) as number[];
      return rowids.length > 0 ? rowsOf(rowids) : [];
    });
    return { rows, total: plan.total };
  }

  /** The page query and the total, read in one transaction so that both see the same generation. */
  plan(query: ListQuery): PagePlan {
    return this.withPlan(query, () => undefined).plan;
  }

  /**
   * Plans `query` and runs `work` with the plan in the same read transaction. A cache entry the
   * plan wants and is missing is filled first, outside it (then the plan is made again); a total
   * computed there is kept afterwards, outside it too.
   */
  private withPlan<T>(query: ListQuery, work: (planned: Planned) => T): { plan: PagePlan; result: T } {
    const attempt = (mayFill: boolean) =>
      this.inSnapshot(() => {
        const planned = this.planned(query, mayFill);
        return planned && { planned, result: work(planned) };
      });
    let done = attempt(true);
    if (!done) {
      this.fill(query);
      done = attempt(false) as { planned: Planned; result: T };
    }
    this.keep(done.planned.fresh);
    return { plan: done.planned.plan, result: done.result };
  }

  /** A total computed in a snapshot, kept once out of it. */
  private keep(fresh: Planned['fresh']): void {
    if (fresh) this.cache.putTotal(this.model.name, fresh.key, fresh.generation, fresh.total);
  }

  /**
   * The cache entries a plan reads that are computed under the write lock (a search's matches, a
   * deep page's mark): filled outside the read transaction when the plan found one missing.
   */
  private fill(query: ListQuery): void {
    const name = this.model.name;
    const searchKey = query.search && `search ${JSON.stringify(query.search)}`;
    if (query.search && searchKey && !this.cache.get(name, searchKey, this.cache.generationOf(name))) {
      const source = this.searchSource(query.search);
      const ordered =
        `SELECT t.rowid AS hit, row_number() OVER (ORDER BY ${this.defaultOrder}) AS pos ` +
        `FROM ${this.table} t WHERE t.rowid IN (${source.rows})`;
      this.cache.fillHits(name, searchKey, ordered, source.args);
    }
    const markAt = Math.floor(query.skip / MARK_EVERY);
    const markKey = this.markKey(query, markAt);
    if (markKey && !this.cache.get(name, markKey, this.cache.generationOf(name))) {
      const whereSql = query.where.length ? ` WHERE ${query.where.join(' AND ')}` : '';
      const mark =
        `SELECT t.rowid AS hit, 0 AS pos FROM ${this.table} t${whereSql} ` +
        `ORDER BY ${query.orderBy} LIMIT 1 OFFSET ${markAt * MARK_EVERY}`;
      this.cache.fillHits(name, markKey, mark, query.args);
    }
  }

  /**
   * The page query and the total; called in a read transaction (inSnapshot). Undefined when
   * `mayFill` and a cache entry the plan wants is missing: the caller fills it and plans again
   * (a plan without it is right, only slower).
   */
  private planned(query: ListQuery, mayFill: boolean): Planned | undefined {
    const name = this.model.name;
    const searchKey = query.search && `search ${JSON.stringify(query.search)}`;
    const markAt = Math.floor(query.skip / MARK_EVERY);
    const markKey = this.markKey(query, markAt);
    const generation = this.cache.generationOf(name);
    const keptSearch = searchKey ? this.cache.get(name, searchKey, generation) : undefined;
    const keptMark = markKey ? this.cache.get(name, markKey, generation) : undefined;
    if (mayFill && ((searchKey && !keptSearch) || (markKey && !keptMark))) return undefined;
    let fresh: Planned['fresh'];
    const plan = ((): PagePlan => {
      let matches: Matches | undefined;
      if (query.search && searchKey) {
        const kept = keptSearch;
        if (kept && query.where.length === 0 && query.orderBy === this.defaultOrder) {
          // The kept matches are already in this order: the page is a range of them.
          return { sql: ListCache.pageSql, args: [kept.id, query.limit, query.skip], total: kept.total };
        }
        matches = kept
          ? { rows: ListCache.hitsSql, probe: ListCache.probeSql, args: [kept.id], total: kept.total }
          : this.searchSource(query.search);
      }
      const where = [...query.where];
      const args = [...query.args];
      if (matches) {
        where.push(`t.rowid IN (${matches.rows})`);
        args.push(...matches.args);
      }
      let total: number;
      if (matches?.total !== undefined && query.where.length === 0) total = matches.total;
      else {
        const key = `total ${JSON.stringify([query.where, query.args, query.search])}`;
        const kept = this.cache.get(name, key, generation);
        if (kept) total = kept.total;
        else {
          const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
          const count = this.prepared(`SELECT COUNT(*) FROM ${this.table} t${whereSql}`);
          total = count.pluck().get(...args) as number;
          fresh = { generation, key, total };
        }
      }
      let pageWhere = matches ? this.combine(query, where, matches, total) : where;
      let skip = query.skip;
      const mark = keptMark ? this.cache.hitAt(keptMark.id, 0) : undefined;
      if (mark !== undefined && query.sortColumn) {
        // From the mark on, in the list's order: the index is entered at the mark.
        const column = ident(query.sortColumn);
        const from = query.descending ? '<=' : '>=';
        pageWhere = [
          ...pageWhere,
          `(t.${column}, t.rowid) ${from} ((SELECT m.${column} FROM ${this.table} m WHERE m.rowid = ?), ?)`,
        ];
        args.push(mark, mark);
        skip -= markAt * MARK_EVERY;
      }
      const pageWhereSql = pageWhere.length ? ` WHERE ${pageWhere.join(' AND ')}` : '';
      return {
        sql: `SELECT t.rowid FROM ${this.table} t${pageWhereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
        args: [...args, query.limit, skip],
        total,
      };
    })();
    return { plan, fresh };
  }

  /**
   * The cache key of a list's `markAt`-th mark: only for a deep page without search (a search
   * keeps its own matches), in the order of a column that holds no NULL (a row-value comparison
   * skips NULLs).
   */
  private markKey(query: ListQuery, markAt: number): string | undefined {
    if (query.search || markAt === 0 || !query.sortColumn) return undefined;
    this.notNull ??= new Set(
      (this.db.prepare(`PRAGMA table_info(${this.table})`).all() as { name: string; notnull: number }[])
        .filter((column) => column.notnull)
        .map((column) => column.name),
    );
    if (!this.notNull.has(query.sortColumn)) return undefined;
    return `mark ${markAt} ${JSON.stringify([query.where, query.args, query.orderBy])}`;
  }

  /**
   * The page's conditions: the search's (last in `where`) rewritten for the cheapest way to meet
   * the list's order, from the number of index entries the page walks before it is full.
   */
  private combine(query: ListQuery, where: string[], matches: Matches, total: number): string[] {
    if (total === 0) return where;
    const rows = this.prepared(`SELECT COUNT(*) FROM ${this.table}`).pluck().get() as number;
    const walked = Math.min(rows, ((query.skip + query.limit) * rows) / total);
    const costs = {
      probe: walked * COST.probe,
      list: total * COST.listBuild + walked * COST.listCheck,
      gather: total * COST.gather,
    };
    const best = (Object.keys(costs) as (keyof typeof costs)[]).reduce((a, b) =>
      costs[b] < costs[a] ? b : a,
    );
    if (best === 'gather') return where;
    // The unary plus keeps SQLite from reading the matches first: they become a lookup list.
    const condition = best === 'probe' ? matches.probe : `+t.rowid IN (${matches.rows})`;
    return [...query.where, condition];
  }

  /** The search read from its own table, before (or without) the cache. */
  private searchSource(search: TextSearch): Matches {
    if (search.kind === 'folded') {
      const folded = ident(foldedTableOf(this.model));
      const test = this.model.search.map((name) => `f.${ident(name)} LIKE ? ESCAPE '\\'`).join(' OR ');
      return {
        rows: `SELECT f.rowid AS hit FROM ${folded} f WHERE ${test}`,
        probe: `EXISTS (SELECT 1 FROM ${folded} f WHERE f.rowid = t.rowid AND (${test}))`,
        args: this.model.search.map(() => search.pattern),
      };
    }
    const fts = ident(this.model.searchTable);
    const rows = `SELECT rowid AS hit FROM ${fts} WHERE ${fts} MATCH ?`;
    // Looking an FTS5 match up row by row costs far more than gathering them all once.
    return { rows, probe: `+t.rowid IN (${rows})`, args: [search.match] };
  }
}
