/** A yes/no value: a checkbox in forms, the translated yes/no in CSV files. */
import type { BooleanField } from '../defineResource';
import { CellError, sameText } from './csvCells';
import { emptyAsNull } from './plain';
import type { KindDescriptor, ParseContext } from './types';

const TRUE_WORDS = ['true', '1', 'oui', 'yes', 'vrai', 'x'];
const FALSE_WORDS = ['false', '0', 'non', 'no', 'faux'];

function parseBoolean(text: string, context: ParseContext): boolean {
  const lower = text.toLowerCase();
  const labels = (value: boolean) =>
    context.translations.map((t) => t(value ? 'ra.boolean.true' : 'ra.boolean.false'));
  if (TRUE_WORDS.includes(lower) || labels(true).some((l) => sameText(l, text))) return true;
  if (FALSE_WORDS.includes(lower) || labels(false).some((l) => sameText(l, text))) return false;
  throw new CellError('validation.boolean');
}

export const boolean: KindDescriptor<BooleanField> = {
  listedByDefault: true,
  filteredByDefault: true,
  scalar: true,
  sortable: true,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'boolean',
  initialValue: () => false,
  emptyValue: () => null,
  normalise: emptyAsNull,
  schema: (_field, { t, z }) => z.boolean({ error: t('validation.boolean') }),
  csv: {
    format: (_resource, _field, value, { translate }) =>
      translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
    parse: (_resource, _field, text, _cell, context) => parseBoolean(text, context),
  },
  jsonSchema: () => ({}),
};
