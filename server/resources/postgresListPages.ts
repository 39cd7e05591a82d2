/**
 * PostgreSQL's list reader: the page and the total are two plain queries. No list cache as on
 * SQLite (server/db/listCache.ts): PostgreSQL counts a filtered area from its indexes fast enough
 * for every call (parallel and index-only scans), the `q` search is served by its trigram indexes
 * (postgresSearch.ts), and a count kept between calls would only add writes to every change.
 */
import { ident, type Database } from '../db/database';
import type { ListReader } from './listPages';
import type { ListQuery } from './listQuery';
import type { ResourceModel } from './model';
import { foldedSearchSql } from './postgresSearch';
import type { Row } from './recordCodec';

export class PostgresListReader implements ListReader {
  private readonly table: string;

  constructor(
    private readonly database: Database,
    private readonly model: ResourceModel,
    private readonly selectSql: string,
  ) {
    this.table = ident(model.table);
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

  private page(query: ListQuery): { sql: string; args: unknown[] } {
    const { whereSql, args } = this.conditions(query);
    return {
      sql: `${this.selectSql}${whereSql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
      args: [...args, query.limit, query.skip],
    };
  }

  async read(query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const { whereSql, args } = this.conditions(query);
    const page = this.page(query);
    // Two queries side by side (two pool connections outside a transaction).
    const [count, rows] = await Promise.all([
      this.database.first<{ n: number }>(`SELECT COUNT(*) AS n FROM ${this.table} t${whereSql}`, args),
      this.database.all<Row>(page.sql, page.args),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** PostgreSQL's plan for the page query (EXPLAIN, one line per plan line). */
  async explain(query: ListQuery): Promise<string[]> {
    const page = this.page(query);
    const rows = await this.database.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.sql}`, page.args);
    return rows.map((row) => row['QUERY PLAN']);
  }
}
