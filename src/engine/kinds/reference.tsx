/** Links to other records: one (an autocomplete) or several (a chip list, ordered when declared). */
import {
  AutocompleteInput,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SingleFieldList,
} from 'react-admin';
import type { ReferenceField as ReferenceDeclaration } from '../../../resources/kit/defineResource';
import { NoOptions } from '../inputs/NoOptions';
import { ReferenceListInput } from '../inputs/ReferenceListInput';
import type { FilterArgs, UiKind } from './types';

/** Either kind filters on one referenced record. */
const referenceFilter = ({ field, common }: FilterArgs<ReferenceDeclaration>) => (
  <ReferenceInput {...common} reference={field.target}>
    <AutocompleteInput noOptionsText={<NoOptions />} />
  </ReferenceInput>
);

export const reference: UiKind<ReferenceDeclaration> = {
  input: ({ field, common }) => (
    <ReferenceInput
      key={common.source}
      source={common.source}
      reference={field.target}
      filter={field.choicesFilter}
    >
      <AutocompleteInput
        label={common.label}
        helperText={common.helperText}
        isRequired={common.isRequired}
        noOptionsText={<NoOptions />}
        fullWidth
      />
    </ReferenceInput>
  ),
  display: ({ field, source }) => <ReferenceField source={source} reference={field.target} />,
  filter: referenceFilter,
};

export const referenceList: UiKind<ReferenceDeclaration> = {
  input: ({ field, common }) => (
    <ReferenceListInput
      key={common.source}
      {...common}
      reference={field.target}
      ordered={field.ordered}
      filter={field.choicesFilter}
    />
  ),
  display: ({ field, source }) => (
    <ReferenceArrayField source={source} reference={field.target}>
      <SingleFieldList linkType={false} />
    </ReferenceArrayField>
  ),
  filter: referenceFilter,
};
