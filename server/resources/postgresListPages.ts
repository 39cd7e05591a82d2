/**
 * PostgreSQL's list reader. The page in two steps, as on SQLite: its keys first, selected with
 * the indexed columns only (PostgreSQL walks the order's index, `(column NULLS FIRST, key)`, and
 * skips the offset's rows without reading them from the table: an index-only scan on a vacuumed
 * table), then only those rows with their computed counts. The total is kept in the database
 * per generation of the area (server/db/postgresListTotals.ts): counted once per change, not
 * once per call. The `q` search is served by the trigram indexes (postgresSearch.ts).
 */
import { ident, type Database } from '../db/database';
import { PostgresListTotals } from '../db/postgresListTotals';
import type { ListReader } from './listPages';
import type { ListQuery } from './listQuery';
import type { ResourceModel } from './model';
import { foldedSearchSql } from './postgresSearch';
import type { Row } from './recordCodec';

export class PostgresListReader implements ListReader {
  private readonly table: string;
  private readonly key: string;
  private readonly rowsSql: string;
  private readonly totals: PostgresListTotals;

  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    selectSql: string,
  ) {
    this.table = ident(model.table);
    this.key = ident(model.key);
    this.rowsSql = `${selectSql} WHERE t.${this.key} = ANY(?)`;
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

  /** The keys of the page, in the list's order. */
  private keys(query: ListQuery): { sql: string; args: unknown[] } {
    const { whereSql, args } = this.conditions(query);
    return {
      sql: `SELECT t.${this.key} AS k FROM ${this.table} t${whereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
      args: [...args, query.limit, query.skip],
    };
  }

  private async total(query: ListQuery): Promise<number> {
    const { whereSql, args } = this.conditions(query);
    // What the list is, whatever its order and page: the conditions as written and their values.
    const key = JSON.stringify([query.where, query.args, query.search ?? null]);
    return this.totals.total(this.model.name, key, async () => {
      const row = await this.database.first<{ n: number }>(
        `SELECT COUNT(*) AS n FROM ${this.table} t${whereSql}`,
        args,
      );
      return Number(row?.n ?? 0);
    });
  }

  async read(query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const page = this.keys(query);
    // Side by side (two pool connections outside a transaction).
    const [keys, total] = await Promise.all([
      this.database.all<{ k: unknown }>(page.sql, page.args),
      this.total(query),
    ]);
    if (keys.length === 0) return { rows: [], total };
    const found = await this.database.all<Row>(this.rowsSql, [keys.map((row) => row.k)]);
    const byKey = new Map(found.map((row) => [row[this.model.key], row]));
    const rows = keys.flatMap(({ k }) => {
      const row = byKey.get(k);
      return row ? [row] : [];
    });
    return { rows, total };
  }

  /** PostgreSQL's plan for the page's keys (EXPLAIN, one line per plan line). */
  async explain(query: ListQuery): Promise<string[]> {
    const page = this.keys(query);
    const rows = await this.database.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.sql}`, page.args);
    return rows.map((row) => row['QUERY PLAN']);
  }
}
