/** What the CSV codecs of several kinds share: the cell error, text comparison, the plain codec. */
import { restoreCell } from '../csvFormat';
import type { FieldDeclaration } from '../defineResource';
import type { CsvCodec } from './types';

/** A cell that cannot become a value: the message key (validation.*) and its options. */
export class CellError extends Error {
  constructor(
    readonly messageKey: string,
    readonly options: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'CellError';
  }
}

/** Equal ignoring case, not accents: `Oui` is `oui`, `Élève` is not `Eleve`. */
export function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/** The value as text; the cell as written (numbers and dates are normalised by the schema). */
export const plainCsv: CsvCodec<FieldDeclaration> = {
  format: (_resource, _field, value) => String(value),
  parse: (_resource, _field, _text, cell) => restoreCell(cell),
};
