/** A password: kept exactly as typed (it is only hashed), and a secret everywhere else. */
import type { TextField } from '../defineResource';
import { plainCsv } from './csvCells';
import { textSchema } from './text';
import { SINGLE_LINE_REFUSED } from './textCharacters';
import type { KindDescriptor } from './types';

export const password: KindDescriptor<TextField> = {
  listedByDefault: false,
  filteredByDefault: false,
  scalar: false,
  sortable: false,
  filterable: false,
  searchable: false,
  secret: true,
  hashed: true,
  storage: 'text',
  emptyValue: () => null,
  // A password of spaces only is no password: required ones are refused, optional ones unchanged.
  normalise: (_field, value) => (value.trim() === '' ? null : value),
  // One line typed on a keyboard: a control or direction character is a paste gone wrong.
  refusedCharacters: SINGLE_LINE_REFUSED,
  schema: textSchema(),
  // Imported (a file may set first passwords), never exported: the codec only reads.
  csv: plainCsv,
  jsonSchema: () => ({ writeOnly: true }),
};
