/**
 * Each field kind's list filter. Loaded by the list once its rows are shown (list/DeferredFilter):
 * the filter inputs are not part of a list's first render.
 */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration, ReferenceField } from '../../../resources/kit/defineResource';
import { NoOptions } from '../inputs/NoOptions';
import { RemoteEnumInput } from '../inputs/RemoteEnumInput';
import { enumChoices } from '../options/enumChoices';
import type { FilterArgs, FilterRegistry } from './types';

const textFilter = ({ common }: FilterArgs<FieldDeclaration>) => <TextInput {...common} />;
const numberFilter = ({ common }: FilterArgs<FieldDeclaration>) => <NumberInput {...common} />;
const dateFilter = ({ common }: FilterArgs<FieldDeclaration>) => <DateInput {...common} />;
/** Either reference kind filters on one referenced record. */
const referenceFilter = ({ field, common }: FilterArgs<ReferenceField>) => (
  <ReferenceInput {...common} reference={field.target}>
    <AutocompleteInput noOptionsText={<NoOptions />} />
  </ReferenceInput>
);

export const FILTERS: FilterRegistry = {
  text: textFilter,
  longText: textFilter,
  email: textFilter,
  url: textFilter,
  password: textFilter,
  color: textFilter,
  number: numberFilter,
  integer: numberFilter,
  computed: numberFilter,
  boolean: ({ common }) => <NullableBooleanInput {...common} />,
  date: dateFilter,
  datetime: dateFilter,
  enum: ({ field, resource, common }) =>
    field.optionsFrom ? (
      <RemoteEnumInput {...common} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectInput {...common} choices={enumChoices(resource, field)} />
    ),
  reference: referenceFilter,
  referenceList: referenceFilter,
  mediaImage: textFilter,
  objectList: textFilter,
};

/** The filter of a field's kind. */
export function filterOf<F extends FieldDeclaration>(field: F): (args: FilterArgs<F>) => ReactElement {
  // Keyed by kind, so the entry read for `field.kind` is this field's; TypeScript cannot follow
  // that link through a union of entries.
  return FILTERS[field.kind] as unknown as (args: FilterArgs<F>) => ReactElement;
}
