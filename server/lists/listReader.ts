/**
 * The one way the list route reads an area's list, whatever the engine: a page of rows in the
 * list's order and the list's total (exact up to a limit, estimated beyond: listTotal.ts), for a parsed query (listQuery.ts) and an optional
 * scope. One adapter per engine: sqliteReader.ts, postgresReader.ts.
 */
import type { ListQuery } from './listQuery';
import type { PageLinks, Row } from '../resources/recordCodec';

/**
 * A condition on `t`, the area's table, that every row of the list must meet besides the
 * request's filters: raw SQL with `?` placeholders and its values. It is ANDed into the WHERE of
 * both the page and the total, so a caller's scope (for example `t."etablissement_id" = ?`) is one
 * more condition, and whatever is kept per list is kept per scope too (keptEstimates.ts keys on
 * the whole WHERE and its values).
 */
export interface ListScope {
  sql: string;
  args: readonly unknown[];
}

/** A page of the list in its order, the reference lists of its rows, and the list's total. */
export interface ListPage {
  rows: Row[];
  links: PageLinks;
  total: number;
  /** `total` is an estimate (the list holds more matches than the exact limit). */
  estimated: boolean;
}

export interface ListReader {
  /** The page and the total, read from one snapshot of the database. */
  read(query: ListQuery, scope?: ListScope): Promise<ListPage>;
  /** The engine's plan for the page's keys, or for the whole page (the performance-shape tests read it). */
  explain(query: ListQuery, scope?: ListScope, statement?: 'keys' | 'page'): Promise<string[]>;
}

/**
 * The whole area: no filter, search or scope. Its total is the table's row count, exact, and a
 * page past its middle is read from the end (both readers).
 */
export function wholeArea(query: ListQuery, scope?: ListScope): boolean {
  return !query.search && query.where.length === 0 && !scope;
}
