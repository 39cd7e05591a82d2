/**
 * The header and rows of a CSV text, with Papa Parse; the delimiter is guessed between `;` (our
 * export, French Excel) and `,`. Lines that are entirely empty are dropped.
 */
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS } from '../../../resources/contracts/importContract';

export interface ParsedCsv {
  header: string[];
  rows: string[][];
}

export type ParseOutcome =
  | { ok: true; csv: ParsedCsv }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'tooManyRows'; rows: number }
  /** `code`: Papa Parse's error code, translated under csvImport.errors.parse. */
  | { ok: false; reason: 'parse'; line: number; code: Papa.ParseError['code'] };

export function parseCsv(text: string): ParseOutcome {
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ','],
    skipEmptyLines: 'greedy',
  });
  // A delimiter Papa could not guess is harmless (one-column file); broken quotes are not.
  const error = result.errors.find((e) => e.type === 'Quotes');
  if (error) return { ok: false, reason: 'parse', line: (error.row ?? 0) + 1, code: error.code };
  const [header = [], ...rows] = result.data;
  if (header.length === 0 || rows.length === 0) return { ok: false, reason: 'empty' };
  if (rows.length > IMPORT_MAX_ROWS) return { ok: false, reason: 'tooManyRows', rows: rows.length };
  return { ok: true, csv: { header: header.map((h) => h.trim()), rows } };
}
