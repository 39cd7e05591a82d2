/**
 * A value among codes: fixed ones (labels translated per resource) or those an API path serves
 * (`optionsFrom`). CSV cells hold a fixed value's label; a label in any language reads back.
 */
import type { EnumField } from '../defineResource';
import { enumValueKey } from '../labels';
import { sameText } from './csvCells';
import { normaliseTyped } from './text';
import type { KindDescriptor, ParseContext, Translate } from './types';

function enumLabel(resource: string, field: EnumField, value: string, t: Translate): string {
  if (!field.values) return value;
  const key = enumValueKey(resource, field.name, value);
  const label = t(key, { _: '' });
  return label && label !== key ? label : value;
}

function parseEnum(resource: string, field: EnumField, text: string, context: ParseContext): string {
  if (!field.values) return text;
  const exact = field.values.find((v) => v === text) ?? field.values.find((v) => sameText(v, text));
  if (exact) return exact;
  const byLabel = field.values.find((value) =>
    context.translations.some((t) => sameText(t(enumValueKey(resource, field.name, value)), text)),
  );
  // An unknown value goes on to the schema, which names the allowed ones.
  return byLabel ?? text;
}

export const enumKind: KindDescriptor<EnumField> = {
  listedByDefault: true,
  filteredByDefault: true,
  scalar: true,
  sortable: true,
  filterable: true,
  searchable: false,
  secret: false,
  hashed: false,
  storage: 'caseInsensitiveText',
  emptyValue: () => null,
  normalise: normaliseTyped,
  schema(field, { t, z, options }) {
    const codes = field.values ?? (field.optionsFrom ? options.optionCodes?.(field.optionsFrom) : undefined);
    return codes
      ? z.enum(codes as [string, ...string[]], { error: t('validation.enum') })
      : z.string({ error: t('validation.enum') });
  },
  csv: {
    format: (resource, field, value, { translate }) => enumLabel(resource, field, String(value), translate),
    parse: (resource, field, text, _cell, context) => parseEnum(resource, field, text, context),
  },
  jsonSchema: () => ({}),
};
