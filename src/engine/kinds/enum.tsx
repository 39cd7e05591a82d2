/** A value among codes: fixed ones (translated labels) or those an API path serves. */
import { SelectField, SelectInput } from 'react-admin';
import type { EnumField } from '../../../resources/kit/defineResource';
import { RemoteEnumField } from '../fields/RemoteEnumField';
import { RemoteEnumInput } from '../inputs/RemoteEnumInput';
import { enumChoices } from '../options/enumChoices';
import type { UiKind } from './types';

export const enumKind: UiKind<EnumField> = {
  input: ({ ctx, field, common, defaultValue }) =>
    field.optionsFrom ? (
      <RemoteEnumInput key={common.source} {...common} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectInput
        key={common.source}
        {...common}
        defaultValue={defaultValue}
        choices={enumChoices(ctx.declaration.name, field, ctx.listField)}
      />
    ),
  display: ({ field, source, resource }) =>
    field.optionsFrom ? (
      <RemoteEnumField source={source} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectField source={source} choices={enumChoices(resource, field)} />
    ),
  filter: ({ field, resource, common }) =>
    field.optionsFrom ? (
      <RemoteEnumInput {...common} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectInput {...common} choices={enumChoices(resource, field)} />
    ),
};
