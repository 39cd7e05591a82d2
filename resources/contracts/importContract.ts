/**
 * The wire shapes of the CSV import (POST /api/{resource}/import). The browser parses the file and
 * maps its columns to fields; the server checks every row with the same rules as the forms and
 * writes them in one transaction.
 */

/** `all`: nothing is written unless every row is valid; `valid`: the valid rows are written, the others skipped. */
export type ImportMode = 'all' | 'valid';

export interface ImportRequest {
  /** One object per CSV row, keyed by field name, values as the cells read (strings). */
  rows: Record<string, string>[];
  mode: ImportMode;
  /** Check and report without writing (the preview). */
  dry_run?: boolean;
}

export type RowVerdict = 'create' | 'update' | 'unchanged' | 'error';

export interface RowError {
  /** The field whose cell is wrong; absent for a whole-row problem (a duplicate key in the file). */
  field?: string;
  msg: string;
}

export interface RowReport {
  /** 1-based index of the row in `rows` (the file's line is row + 1, after the header). */
  row: number;
  verdict: RowVerdict;
  /** The record's key when it exists or was created. */
  key?: string | number;
  errors: RowError[];
}

export interface ImportReport {
  dry_run: boolean;
  /** Set when something was written: the history entries of the import carry it as batch_id. */
  batch_id: string | null;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows with errors (skipped in `valid` mode; blocking everything in `all` mode). */
  errors: number;
  rows: RowReport[];
  /**
   * Previews only: about how many seconds writing these rows will take (passwords hashed at the
   * server's measured speed, rows written at the speed the preview checked them).
   */
  estimated_seconds?: number;
}

/** Largest import the server accepts in one request. */
export const IMPORT_MAX_ROWS = 20000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
