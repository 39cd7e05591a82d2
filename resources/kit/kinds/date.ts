/** A calendar day (`date`, YYYY-MM-DD) and an instant (`datetime`, ISO 8601). */
import type { DateField } from '../defineResource';
import { plainCsv } from './csvCells';
import { emptyAsNull } from './plain';
import type { KindDescriptor } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateFacts = {
  listedByDefault: true,
  filteredByDefault: false,
  scalar: true,
  sortable: true,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'text',
  emptyValue: () => null,
  normalise: emptyAsNull,
  csv: plainCsv,
} as const satisfies Partial<KindDescriptor<DateField>>;

export const date: KindDescriptor<DateField> = {
  ...dateFacts,
  schema: (_field, { t, z }) =>
    z
      .string({ error: t('validation.date') })
      .regex(DATE, { error: t('validation.date') })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: t('validation.date') }),
  jsonSchema: () => ({ format: 'date' }),
};

export const datetime: KindDescriptor<DateField> = {
  ...dateFacts,
  schema: (_field, { t, z }) =>
    z
      .string({ error: t('validation.datetime') })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: t('validation.datetime') }),
  jsonSchema: () => ({ format: 'date-time' }),
};
