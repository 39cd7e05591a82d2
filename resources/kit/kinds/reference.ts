/**
 * A link to records of another resource by key: one (`reference`, a column) or several
 * (`referenceList`, a link table). CSV cells hold the referenced records' labels.
 */
import { CSV_LIST_SEPARATOR } from '../csvFormat';
import type { ReferenceField } from '../defineResource';
import { referenceListMaxItems } from '../referenceListCap';
import { CellError } from './csvCells';
import { emptyAsNull } from './plain';
import type { CellKey, KindDescriptor, ParseContext } from './types';

function parseReference(target: string, text: string, context: ParseContext): CellKey {
  const key = context.resolveReference(target, text);
  if (key === null) throw new CellError('validation.ambiguousReference', { value: text });
  if (key === undefined) throw new CellError('validation.unknownReference', { value: text });
  return key;
}

export const reference: KindDescriptor<ReferenceField> = {
  listedByDefault: true,
  filteredByDefault: true,
  scalar: true,
  sortable: true,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'targetKey',
  emptyValue: () => null,
  normalise: emptyAsNull,
  schema: (_field, { t, z }) => z.union([z.string(), z.number()], { error: t('validation.reference') }),
  csv: {
    format: (_resource, field, value, context) => context.referenceLabel(field.target, value as CellKey),
    parse: (_resource, field, text, _cell, context) => parseReference(field.target, text, context),
  },
  jsonSchema: () => ({}),
};

export const referenceList: KindDescriptor<ReferenceField> = {
  listedByDefault: false,
  filteredByDefault: false,
  scalar: false,
  sortable: false,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'linkTable',
  initialValue: () => [],
  emptyValue: () => [],
  normalise: emptyAsNull,
  schema: (_field, { t, z }) =>
    z.array(z.union([z.string(), z.number()], { error: t('validation.reference') }), {
      error: t('validation.referenceList'),
    }),
  // Called, not referenced: fields.ts reads this registry, so it may still be loading here.
  itemCap: (field) => referenceListMaxItems(field),
  csv: {
    format: (_resource, field, value, context) =>
      Array.isArray(value)
        ? value.map((item) => context.referenceLabel(field.target, item as CellKey)).join(CSV_LIST_SEPARATOR)
        : '',
    parse: (_resource, field, text, _cell, context) =>
      text
        .split(CSV_LIST_SEPARATOR.trim())
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => parseReference(field.target, part, context)),
  },
  // The cap is checked before the items are parsed, outside the schema zod converts.
  jsonSchema: (field) => ({ maxItems: referenceListMaxItems(field) }),
};
