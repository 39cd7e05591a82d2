/**
 * The list's filters: a full-text search (`q`) and the declared ones, always visible.
 * enum -> select, boolean -> yes/no select, reference -> autocomplete, others by kind.
 */
import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { placement } from '../../../resources/kit/fields';
import { NoOptions } from '../inputs/NoOptions';
import { RemoteEnumInput } from '../inputs/RemoteEnumInput';
import { enumChoices } from '../options/enumChoices';

function filterFor(resource: string, field: FieldDeclaration): ReactElement {
  const common = { source: field.name, alwaysOn: true };
  switch (field.kind) {
    case 'enum':
      return field.optionsFrom ? (
        <RemoteEnumInput {...common} optionsFrom={field.optionsFrom} />
      ) : (
        <SelectInput {...common} choices={enumChoices(resource, field)} />
      );
    case 'boolean':
      return <NullableBooleanInput {...common} />;
    case 'reference':
    case 'referenceList':
      return (
        <ReferenceInput {...common} reference={field.target}>
          <AutocompleteInput noOptionsText={<NoOptions />} />
        </ReferenceInput>
      );
    case 'number':
    case 'integer':
    case 'computed':
      return <NumberInput {...common} />;
    case 'date':
    case 'datetime':
      return <DateInput {...common} />;
    default:
      return <TextInput {...common} />;
  }
}

export function listFilters(declaration: ResourceDeclaration): ReactElement[] {
  const declared = declaration.fields
    .filter((field) => field.kind !== 'password' && placement(field).filter)
    // react-admin reads each filter element's own props (source, alwaysOn): no wrapper around them.
    .map((field) => cloneElement(filterFor(declaration.name, field), { key: field.name }));
  return [<SearchInput key="q" source="q" alwaysOn />, ...declared];
}
