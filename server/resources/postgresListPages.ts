/**
 * PostgreSQL's list reader: one statement per call (postgresListStatement.ts), which reads the
 * total, the page's keys and the page's rows with their counts and reference lists together. A
 * round trip to the database costs more than the work of most list calls, so a call makes one.
 *
 * What a call costs once per change of the area instead of once per call is kept in the database
 * per generation of the area (server/db/postgresListTotals.ts), as on SQLite: the total; the keys
 * a `q` search matches (its first KEPT_PER_SEARCH), in the area's default order, so that a search
 * page in that order is a range of them instead of a walk of the order's index testing
 * `fold_text` row by row (about 1,900 rows a page for a word in 1.3 % of the rows); and the
 * key of every MARK_EVERY-th row of an order on a NOT NULL column, where the walk to a deep page
 * starts instead of the first row. When the statement finds an entry it needs missing, it is kept
 * (one more statement, once per generation) and the statement runs again; a total it had to count
 * is kept after the answer. Otherwise the `q` search is served by the trigram indexes
 * (postgresSearch.ts).
 */
import { ident, type Database } from '../db/database';
import { KEPT_PER_SEARCH, PostgresListTotals } from '../db/postgresListTotals';
import { ownerKey, type ListGuard, type ListPage, type ListReader, type PageLinks } from './listPages';
import type { ListQuery } from '../lists/listQuery';
import type { ResourceModel } from './model';
import { ListStatementWriter, listColumn, META, type StatementParts } from './postgresListStatement';
import { foldedSearchSql } from '../lists/postgresSearch';
import type { Key, Row } from './recordCodec';

/** A deep page's walk starts at the kept key of the MARK_EVERY-th row before it. */
const MARK_EVERY = 500;
/** Statements kept ready per area (a statement's text depends on the list's filters and order). */
const MAX_STATEMENTS = 100;
/** Fills remembered after they end: enough for the calls that raced the last ones of each area. */
const KNOWN_FLIGHTS = 64;

type Run = (args: readonly unknown[]) => Promise<Row[]>;

/** An answer's generation (BIGINT, which the driver gives as text), or null when the area has none yet. */
function generationOf(row: Row | undefined): number | null {
  const value = row?.[META.generation];
  return value === null || value === undefined ? null : Number(value);
}

interface Plan {
  parts: StatementParts;
  /** Whether one plan serves every value of the statement's parameters (see Database.query). */
  prepared: boolean;
  /** What to keep when the entry the keys need is missing (PostgresListTotals.keepRows). */
  fill?: {
    key: string;
    rows: { sql: string; args: unknown[] };
    count?: { sql: string; args: unknown[] };
    keepEmpty: boolean;
  };
  /** A mark's position: a list no longer than that has no row from it on. */
  markOffset?: number;
}

interface Answer {
  /** With a guard: whether it found its row (the statement read nothing else otherwise). */
  guarded?: Row;
  rows: Row[];
  links: PageLinks;
  total: number;
  found: boolean;
  counted: boolean;
  generation: number | null;
  logged: number;
}

export class PostgresListReader implements ListReader {
  private readonly writer: ListStatementWriter;
  private readonly totals: PostgresListTotals;
  /** The statements run so far (pages and generations), by text. */
  private readonly runs = new Map<string, Run>();
  /** NOT NULL columns of the table, read once (marks need one). */
  private notNull: Promise<Set<string>> | undefined;
  /** Entries being kept, by the generation their callers found them missing at and their key. */
  private readonly filling = new Map<string, Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
    private readonly defaultOrder: string,
  ) {
    this.writer = new ListStatementWriter(model, computed);
    this.totals = new PostgresListTotals(database);
  }

  /** The list's conditions on `t` and their values, the search included. */
  private conditions(query: ListQuery): { whereSql: string; args: unknown[] } {
    const where = [...query.where];
    const args = [...query.args];
    if (query.search) {
      // parseListQuery gives PostgreSQL only folded patterns (no FTS5 query).
      if (query.search.kind !== 'folded') throw new Error('PostgreSQL searches with a folded pattern');
      const search = foldedSearchSql(this.model, query.search.pattern);
      where.push(search.sql);
      args.push(...search.args);
    }
    return { whereSql: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
  }

  /**
   * Whether one plan serves the list whatever its values: no LIKE search (its best plan depends on
   * how often the word occurs), and no filter but one value of a column whose index holds the
   * list's order after it (`model.filteredSortIndexes`), which every value reads the same way.
   * Another filter's best plan depends on its value: a rare one is read from its own index and
   * sorted, a frequent one found walking the order's index. (The filter is recognised as
   * parseListQuery writes it; written otherwise, it only costs a plan per call.)
   */
  private onePlan(query: ListQuery): boolean {
    if (query.search) return false;
    if (query.where.length === 0) return true;
    return (
      query.where.length === 1 &&
      this.model.filteredSortIndexes.some(
        ([filter, sort]) => query.sortColumn === sort && query.where[0] === `t.${ident(filter)} IN (?)`,
      )
    );
  }

  /** The list's kept total: its key (the conditions as written and their values) and how to count it. */
  private totalParts(query: ListQuery, whereSql: string, args: unknown[]) {
    return {
      totalKey: JSON.stringify([query.where, query.args, query.search ?? null]),
      countSql: `SELECT COUNT(*) FROM ${this.writer.table} t${whereSql}`,
      countArgs: args,
    };
  }

  /** The page from the order's index, the total counted when not kept. */
  private indexPlan(query: ListQuery): Plan {
    const { whereSql, args } = this.conditions(query);
    return {
      prepared: this.onePlan(query),
      parts: {
        ...this.totalParts(query, whereSql, args),
        foundSql: 'true',
        keys: this.writer.indexKeys(whereSql, args, query.orderBy, query.limit, query.skip),
      },
    };
  }

  private async plan(query: ListQuery): Promise<Plan> {
    const { key, table } = this.writer;
    const inKept = query.skip + query.limit <= KEPT_PER_SEARCH;
    if (query.search && query.where.length === 0 && query.orderBy === this.defaultOrder && inKept) {
      // The kept matches, in the default order: the page is a range of them.
      const searchKey = `search ${JSON.stringify(query.search)}`;
      const { whereSql, args } = this.conditions(query);
      const first = `SELECT * FROM ${table} t${whereSql} ORDER BY ${this.defaultOrder} LIMIT ${KEPT_PER_SEARCH}`;
      return {
        prepared: true,
        parts: {
          totalKey: searchKey,
          foundSql: '(SELECT id FROM n) IS NOT NULL',
          keys: this.writer.keptRangeKeys(query.skip, query.limit),
        },
        fill: {
          key: searchKey,
          // The first matches, numbered in the same order (the order of a subquery's rows is not
          // kept by the query around it).
          rows: {
            sql: `SELECT t.${key} AS k, row_number() OVER (ORDER BY ${this.defaultOrder}) AS pos FROM (${first}) t`,
            args,
          },
          count: { sql: `SELECT COUNT(*) FROM ${table} t${whereSql}`, args },
          keepEmpty: true,
        },
      };
    }
    const markAt = Math.floor(query.skip / MARK_EVERY);
    const column = query.sortColumn;
    if (query.search || markAt === 0 || !column || !(await this.notNullColumns()).has(column))
      return this.indexPlan(query);
    const { whereSql, args } = this.conditions(query);
    const markKey = `mark ${markAt} ${JSON.stringify([query.where, query.args, query.orderBy])}`;
    const fromMark = this.writer.fromMarkSql(column, query.descending);
    const markOffset = markAt * MARK_EVERY;
    return {
      prepared: this.onePlan(query),
      parts: {
        ...this.totalParts(query, whereSql, args),
        entryKey: markKey,
        foundSql: '(SELECT id FROM e) IS NOT NULL',
        keys: this.writer.indexKeys(
          `${whereSql ? `${whereSql} AND` : ' WHERE'} ${fromMark}`,
          args,
          query.orderBy,
          query.limit,
          query.skip - markOffset,
        ),
      },
      fill: {
        key: markKey,
        rows: {
          sql: `SELECT t.${key} AS k, 0 AS pos FROM ${table} t${whereSql} ORDER BY ${query.orderBy} LIMIT 1 OFFSET ${markOffset}`,
          args,
        },
        keepEmpty: false,
      },
      markOffset,
    };
  }

  private notNullColumns(): Promise<Set<string>> {
    this.notNull ??= this.database
      .all<{ name: string }>(
        'SELECT attname AS name FROM pg_catalog.pg_attribute WHERE attrelid = ?::regclass AND attnotnull AND attnum > 0',
        [this.writer.table],
      )
      .then(
        (rows) => new Set(rows.map((row) => row.name)),
        (error: unknown) => {
          // Asked again by the next call: a failed read (a dropped connection) is not the answer.
          this.notNull = undefined;
          throw error;
        },
      );
    return this.notNull;
  }

  /** The runner of a statement's text, made once (up to MAX_STATEMENTS of them). */
  private runOf(sql: string, prepared: boolean): Run {
    let run = this.runs.get(sql);
    if (!run) {
      run = this.database.query<Row>(sql, { prepared });
      if (this.runs.size < MAX_STATEMENTS) this.runs.set(sql, run);
    }
    return run;
  }

  /** Runs a plan's statement. */
  private async run(plan: Plan, guard?: ListGuard): Promise<Answer> {
    const { sql, args } = this.writer.statement(plan.parts, guard);
    const found = await this.runOf(sql, plan.prepared)(args);
    const first = found[0] ?? {};
    const rows: Row[] = [];
    const links: PageLinks = new Map();
    for (const row of found) {
      if (row[META.pos] === null || row[META.pos] === undefined) continue;
      const lists = new Map<string, Key[]>();
      this.model.lists.forEach((link, index) => {
        const values = row[listColumn(index)] as Key[] | null;
        if (values) lists.set(link.field.name, values);
      });
      links.set(ownerKey(row[this.model.key]), lists);
      rows.push(row);
    }
    return {
      guarded: guard ? found[0] : undefined,
      rows,
      links,
      total: Number(first[META.total] ?? 0),
      found: first[META.found] === true,
      counted: first[META.counted] === true,
      generation: generationOf(first),
      logged: Number(first[META.logged] ?? 0),
    };
  }

  async read(query: ListQuery, guard?: ListGuard): Promise<ListPage> {
    let plan = await this.plan(query);
    let answer = await this.run(plan, guard);
    // The guard found no row: nothing read, nothing to keep.
    if (guard && !answer.guarded) return { rows: [], total: 0 };
    const { guarded } = answer;
    const pastTheEnd = plan.markOffset !== undefined && answer.total <= plan.markOffset;
    // Past the end of the list, no mark is needed: the page is empty.
    if (!answer.found && plan.fill && !pastTheEnd) {
      await this.keepOnce(plan.fill, answer.generation);
      answer = await this.run(plan);
      if (!answer.found) {
        // Not kept (a read-only database, a conflict): read as if none were.
        plan = this.indexPlan(query);
        answer = await this.run(plan);
      }
    }
    if (answer.counted && answer.generation !== null)
      await this.totals.keep(
        this.model.name,
        plan.parts.totalKey,
        answer.generation,
        answer.total,
        answer.logged,
      );
    return {
      rows: answer.rows,
      total: answer.total,
      links: answer.links,
      guarded,
      generation: answer.generation,
    };
  }

  /**
   * Keeps a missing entry once for all the calls that found it missing at one generation: after a
   * write, the searches waiting on it would otherwise all compute the same matches and count at
   * once (and all but one throw theirs away). A call that saw a later generation keeps its own.
   */
  private keepOnce(fill: NonNullable<Plan['fill']>, generation: number | null): Promise<void> {
    const flight = JSON.stringify([generation, fill.key]);
    let pending = this.filling.get(flight);
    if (!pending) {
      const { key, rows, count, keepEmpty } = fill;
      pending = this.totals.keepRows(this.model.name, key, rows, count, keepEmpty);
      // A call that found the entry missing before this fill committed, and asks once it has, must
      // not fill it again: the flight stays known (the last few, not only those in progress); a
      // failed one is forgotten so that the next call tries again.
      pending.catch(() => this.filling.delete(flight));
      this.filling.set(flight, pending);
      if (this.filling.size > KNOWN_FLIGHTS) {
        const [oldest] = this.filling.keys();
        this.filling.delete(oldest);
      }
    }
    return pending;
  }

  async generation(guard?: ListGuard): Promise<{ generation: number | null; guarded?: Row }> {
    const { sql, args } = this.writer.generationStatement(guard);
    const [row] = await this.runOf(sql, true)(args);
    return { generation: generationOf(row), guarded: guard ? row : undefined };
  }

  /** PostgreSQL's plan for the page's keys from the order's index (EXPLAIN, one line per plan line). */
  async explain(query: ListQuery): Promise<string[]> {
    const { keys } = this.indexPlan(query).parts;
    const rows = await this.database.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${keys.sql}`, keys.args);
    return rows.map((row) => row['QUERY PLAN']);
  }
}
