/**
 * Many references picked with an autocomplete (chips in the chosen order). An ordered list
 * (`ordered: true`) also shows that order with buttons to change it.
 */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { NoOptions } from './NoOptions';
import { ReferenceOrder } from './ReferenceOrder';

interface Props {
  source: string;
  reference: string;
  ordered?: boolean;
  label?: string;
  helperText?: string;
  isRequired?: boolean;
  filter?: Readonly<Record<string, unknown>>;
}

export function ReferenceListInput({
  source,
  reference,
  ordered,
  label,
  helperText,
  isRequired,
  filter,
}: Props) {
  return (
    <>
      <ReferenceArrayInput source={source} reference={reference} filter={filter}>
        <AutocompleteArrayInput
          label={label}
          helperText={helperText}
          isRequired={isRequired}
          noOptionsText={<NoOptions />}
          fullWidth
        />
      </ReferenceArrayInput>
      {ordered && <ReferenceOrder source={source} reference={reference} />}
    </>
  );
}
