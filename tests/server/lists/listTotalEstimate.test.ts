/**
 * A list's total past the exact limit is estimated from where its first matches ended
 * (server/lists/listTotal.ts): the share of the table they took stands for the share read. These
 * are the estimates a list caller gets in X-Total-Count with X-Total-Count-Estimated.
 */
import { describe, expect, it } from 'vitest';
import { estimateFromPages, estimateFromRowids } from '../../../server/lists/listTotal';

describe('SQLite: the total estimated from the rowids the first matches took', () => {
  const table = { rows: 1000, first: 1, last: 1000 };

  it('a list whose first 50 matches took the first 100 of 1,000 rows holds about 500', () => {
    expect(estimateFromRowids(50, 100, table)).toBe(500);
  });

  it('a list matching every row it read holds about the whole table', () => {
    expect(estimateFromRowids(40, 40, table)).toBe(1000);
  });

  it('reads the share from the rowid range of a table whose first rows were deleted', () => {
    const later = { rows: 1000, first: 501, last: 1500 };
    expect(estimateFromRowids(50, 600, later)).toBe(500);
    expect(estimateFromRowids(10, 510, later)).toBe(1000);
    // One match in the first rowid: the whole range read is one row of 1,000.
    expect(estimateFromRowids(1, 501, later)).toBe(1000);
  });

  it('never says more than the table holds, nor fewer than the matches found', () => {
    // Rowids with gaps: the range is wider than the rows.
    expect(estimateFromRowids(30, 30, { rows: 600, first: 1, last: 1000 })).toBe(600);
    expect(estimateFromRowids(30, 1000, table)).toBe(30);
    expect(estimateFromRowids(30, 1010, table)).toBe(30);
  });

  it('a table of one row', () => {
    expect(estimateFromRowids(1, 7, { rows: 1, first: 7, last: 7 })).toBe(1);
  });
});

describe('PostgreSQL: the total estimated from the heap pages the first matches took', () => {
  it('before the first ANALYZE, from the pages read: 20 matches in 2 of 10 pages make about 100', () => {
    expect(estimateFromPages(20, 1, 5, { pages: 10, rowsPerPage: null })).toBe(100);
    expect(estimateFromPages(20, 0, 5, { pages: 10, rowsPerPage: null })).toBe(200);
    // Rounded to a whole number of records.
    expect(estimateFromPages(10, 2, 5, { pages: 10, rowsPerPage: null })).toBe(33);
  });

  it('a page count of zero rows per page reads as no statistics', () => {
    expect(estimateFromPages(20, 1, 5, { pages: 10, rowsPerPage: 0 })).toBe(100);
  });

  it('a table grown past its measured size counts the pages the matches reached', () => {
    expect(estimateFromPages(20, 11, 5, { pages: 10, rowsPerPage: null })).toBe(20);
    // 12 pages of 100 rows, 1,150 of them read.
    expect(estimateFromPages(30, 11, 50, { pages: 10, rowsPerPage: 100 })).toBe(31);
    expect(estimateFromPages(600, 5, 100, { pages: 3, rowsPerPage: 100 })).toBe(600);
  });

  it('with statistics, from the rows read: 30 matches ending at row 50 of page 2 (250 rows of 1,000) make 120', () => {
    expect(estimateFromPages(30, 2, 50, { pages: 10, rowsPerPage: 100 })).toBe(120);
  });

  it('a row offset past what a page held at the last ANALYZE counts as a full page', () => {
    expect(estimateFromPages(30, 2, 150, { pages: 10, rowsPerPage: 100 })).toBe(100);
  });

  it('a first match on the first row of the first page stands for the whole table', () => {
    expect(estimateFromPages(1, 0, 0, { pages: 10, rowsPerPage: 100 })).toBe(1000);
    expect(estimateFromPages(1, 0, 1, { pages: 10, rowsPerPage: 100 })).toBe(1000);
  });

  it('never more than the table, nor fewer than the matches found, and a whole number', () => {
    expect(estimateFromPages(250, 2, 50, { pages: 10, rowsPerPage: 100 })).toBe(1000);
    expect(estimateFromPages(30, 9, 100, { pages: 10, rowsPerPage: 100 })).toBe(30);
    expect(estimateFromPages(10, 2, 0, { pages: 10, rowsPerPage: 30 })).toBe(50);
    expect(estimateFromPages(7, 2, 10, { pages: 10, rowsPerPage: 30 })).toBe(30);
  });
});
