/**
 * The CSV format of EduAdmin, written by the list export and read by the import, so an exported
 * file imports back unchanged. Excel in French opens it directly: UTF-8 with a BOM, `;` between
 * cells, CRLF between rows.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_NEWLINE = '\r\n';
/** Between the labels of a reference list inside one cell (labels may hold commas, never this). */
export const CSV_LIST_SEPARATOR = ' | ';

/**
 * OWASP's CSV injection rule: a cell a spreadsheet would read as a formula starts with one of these.
 * Such a cell is written with a leading apostrophe, which spreadsheets show as text. A value that
 * already starts with apostrophes before such a character (`'=1+1`) gets one more, so the import
 * can strip exactly the one the export added and read back the value as it was.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value;
}

/** The inverse of neutraliseCell, applied by the import to every cell. */
export function restoreCell(value: string): string {
  return value.startsWith("'") && GUARDED.test(value.slice(1)) ? value.slice(1) : value;
}

/** A cell quoted when it holds the delimiter, a quote or a line break (RFC 4180). */
export function quoteCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(neutraliseCell(cell))).join(CSV_DELIMITER);
}

/** A whole file: BOM, header line, rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join(CSV_NEWLINE) + CSV_NEWLINE;
}
