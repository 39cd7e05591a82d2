/** A list of small records (a template's questions), kept as one JSON document; JSON in CSV cells too. */
import type { ObjectListField } from '../defineResource';
import { CellError } from './csvCells';
import { emptyAsNull } from './plain';
import type { KindDescriptor } from './types';

export const objectList: KindDescriptor<ObjectListField> = {
  listedByDefault: false,
  filteredByDefault: false,
  scalar: false,
  sortable: false,
  filterable: false,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'json',
  initialValue: () => [],
  emptyValue: () => [],
  normalise: emptyAsNull,
  schema(field, { t, z, options, fieldSchema }) {
    const item = z.object(
      Object.fromEntries(field.fields.map((f) => [f.name, fieldSchema(f, 'create', t, options)])),
      { error: t('validation.objectListItem') },
    );
    let list = z.array(item, { error: t('validation.objectList') });
    if (field.minItems !== undefined)
      list = list.min(field.minItems, { error: t('validation.minItems', { min: field.minItems }) });
    if (field.maxItems !== undefined)
      list = list.max(field.maxItems, { error: t('validation.maxItems', { max: field.maxItems }) });
    return list;
  },
  itemCap: (field) => field.maxItems,
  csv: {
    format: (_resource, _field, value) => JSON.stringify(value),
    parse(_resource, _field, text) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new CellError('validation.objectList');
      }
    },
  },
  jsonSchema: () => ({}),
};
