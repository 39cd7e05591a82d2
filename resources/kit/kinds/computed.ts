/** A count the server computes when reading: never written, never in a CSV file. */
import type { ComputedField } from '../defineResource';
import { emptyAsNull } from './plain';
import type { KindDescriptor } from './types';

export const computed: KindDescriptor<ComputedField> = {
  listedByDefault: true,
  filteredByDefault: false,
  scalar: false,
  sortable: true,
  filterable: false,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'computed',
  emptyValue: () => null,
  normalise: emptyAsNull,
  schema: (_field, { z }) => z.unknown(),
  csv: null,
  jsonSchema: () => ({ type: 'integer', readOnly: true }),
};
