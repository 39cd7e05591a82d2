/** Choices of a fixed enum; names are i18n keys that react-admin's choice inputs translate. */
import type { EnumField } from '../../../resources/kit/defineResource';
import { enumValueKey, itemEnumValueKey } from '../../../resources/kit/labels';
import type { Choice } from './toChoices';

export function enumChoices(resource: string, field: EnumField, listField?: string): Choice[] {
  return (field.values ?? []).map((value) => ({
    id: value,
    name: listField
      ? itemEnumValueKey(resource, listField, field.name, value)
      : enumValueKey(resource, field.name, value),
  }));
}
