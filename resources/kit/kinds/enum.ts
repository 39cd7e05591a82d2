/**
 * A value among codes: fixed ones (labels translated per resource) or those an API path serves
 * (`optionsFrom`). CSV cells hold a value's label (a served one's when the writer knows it); a
 * label in any language reads back.
 */
import type { EnumField } from '../defineResource';
import { enumValueKey } from '../labels';
import { CellError } from './csvCells';
import { normaliseTyped } from './text';
import type { FormatContext, KindDescriptor, ParseContext } from './types';

function enumLabel(resource: string, field: EnumField, value: string, context: FormatContext): string {
  if (!field.values) return (field.optionsFrom && context.optionLabel?.(field.optionsFrom, value)) || value;
  const key = enumValueKey(resource, field.name, value);
  const label = context.translate(key, { _: '' });
  return label && label !== key ? label : value;
}

/** Equal ignoring case and accents: `atelier`, `Débat` and `debat` name the same value. */
const sameLabel = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

/**
 * The code a cell names, by its code or by its label in any language. A value none names is a
 * cell error listing the allowed values by their (French) labels, which is what people read.
 */
function parseEnum(resource: string, field: EnumField, text: string, context: ParseContext): string {
  const labelled: [string, readonly string[]][] | undefined = field.values
    ? field.values.map((value) => [
        value,
        context.translations.map((t) => t(enumValueKey(resource, field.name, value), { _: value })),
      ])
    : field.optionsFrom
      ? [...(context.optionLabels?.(field.optionsFrom) ?? [])]
      : undefined;
  // A list this reader does not know: the value goes on to the schema as given.
  if (!labelled || labelled.length === 0) return text;
  const byCode = labelled.find(([code]) => code === text) ?? labelled.find(([code]) => sameLabel(code, text));
  if (byCode) return byCode[0];
  const byLabel = labelled.find(([, labels]) => labels.some((label) => sameLabel(label, text)));
  if (byLabel) return byLabel[0];
  throw new CellError('validation.enumAllowed', {
    values: labelled.map(([code, labels]) => labels[0] ?? code).join(', '),
  });
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
    format: (resource, field, value, context) => enumLabel(resource, field, String(value), context),
    parse: (resource, field, text, _cell, context) => parseEnum(resource, field, text, context),
  },
  jsonSchema: () => ({}),
};
