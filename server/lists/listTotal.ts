/**
 * A list's total without counting every match: counting stops past `exactLimit` matches (the
 * total is exact up to it), and beyond it the total is estimated (resources/contracts/listTotal.ts
 * says so on the wire). On 100,000 activities (loaded machine) a COUNT(*) of two filters without a
 * matching index took 470-650 ms and one of a frequent search word 20-120 ms; counting up to 1,001
 * matches takes 0.4-3.5 ms, up to 10,001 6-21 ms, hence the default limit.
 */

/** Matches counted exactly before the total becomes an estimate (`exactTotalLimit` overrides it). */
export const DEFAULT_EXACT_TOTAL_LIMIT = 1000;

/**
 * The matches in the table's order a filtered list's estimate is read from, once its count has
 * passed the exact limit: the rows read to reach them are what it costs (filters matching 1-2 %
 * of 100,000 activities on SQLite: 5-7 ms for 1,001 matches against 0.6-0.9 ms for 100; CPU
 * time), and a sample of 100 puts the estimate within about a tenth of the count.
 */
export const ESTIMATE_SAMPLE = 100;

export interface ListTotal {
  count: number;
  estimated: boolean;
}

/** The rowids a table holds: its row count and the range they span. */
export interface RowidSpan {
  rows: number;
  first: number;
  last: number;
}

/**
 * SQLite: the total of a list whose first `found` matches in rowid order end at rowid `reached`,
 * read as a sample: the share of the rowid range those matches took stands for the share of the
 * table read, so the list holds about `found` divided by that share. Within what is known: more
 * than `found`, and no more than the table.
 */
export function estimateFromRowids(found: number, reached: number, span: RowidSpan): number {
  const range = Math.max(1, span.last - span.first + 1);
  const read = Math.max(1, reached - span.first + 1);
  const estimate = Math.round((found * range) / read);
  return Math.min(span.rows, Math.max(found, estimate));
}

/**
 * PostgreSQL: what the table's pages hold, read in the list's own statement (no round trip of its
 * own): its pages now (`pg_relation_size`) and the rows a page held at the last ANALYZE
 * (`pg_class`; unknown before the first).
 */
export interface PageSpan {
  pages: number;
  rowsPerPage: number | null;
}

/**
 * PostgreSQL: `estimateFromRowids` with the heap's order for rowids. The first `found` matches of
 * a scan that reads the table in its pages' order (a sequential scan, a bitmap scan, equal values
 * of an index) end at row `offset` of page `page` (their largest `ctid`): the pages read up to it
 * stand for the share of the table read. Within what is known: more than `found`, and no more
 * than the table.
 */
export function estimateFromPages(found: number, page: number, offset: number, span: PageSpan): number {
  const pages = Math.max(span.pages, page + 1);
  if (!span.rowsPerPage) return Math.max(found, Math.round((found * pages) / (page + 1)));
  const tableRows = pages * span.rowsPerPage;
  const read = Math.max(1, page * span.rowsPerPage + Math.min(offset, span.rowsPerPage));
  return Math.round(Math.max(found, Math.min(tableRows, (found * tableRows) / read)));
}
