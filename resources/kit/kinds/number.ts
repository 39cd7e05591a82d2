/** Numbers: `number` (decimal) and `integer`. A typed `12,5` reads as 12.5. */
import type { NumberField } from '../defineResource';
import { plainCsv } from './csvCells';
import type { KindDescriptor } from './types';

function numberKind(storage: 'real' | 'integer'): KindDescriptor<NumberField> {
  return {
    listedByDefault: true,
    filteredByDefault: false,
    scalar: true,
    sortable: true,
    filterable: true,
    searchable: false,
    secret: false,
    hashed: false,
    storage,
    emptyValue: () => null,
    normalise(_field, value) {
      const trimmed = value.trim();
      if (trimmed === '') return null;
      const parsed = Number(trimmed.replace(',', '.'));
      return Number.isNaN(parsed) ? value : parsed;
    },
    schema(field, { t, z }) {
      const integer = field.kind === 'integer';
      let n = z.number({ error: t(integer ? 'validation.integer' : 'validation.number') });
      if (integer) n = n.int({ error: t('validation.integer') });
      if (field.min !== undefined) n = n.min(field.min, { error: t('validation.min', { min: field.min }) });
      if (field.max !== undefined) n = n.max(field.max, { error: t('validation.max', { max: field.max }) });
      return n;
    },
    csv: plainCsv,
    jsonSchema: () => ({}),
  };
}

export const number = numberKind('real');
export const integer = numberKind('integer');
