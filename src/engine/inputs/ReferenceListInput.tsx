/**
 * Many references picked with an autocomplete (chips in the chosen order). An ordered list
 * (`ordered: true`) also shows that order with buttons to change it. The offered records may
 * follow another field of the form (`choicesFollow`), be sorted (`choicesSort`), and tell apart
 * those that share a label (`choiceDetail`).
 */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ReferenceField } from '../../../resources/kit/defineResource';
import { NoOptions } from './NoOptions';
import { useChoiceText } from './choiceText';
import { ReferenceOrder } from './ReferenceOrder';

interface Props {
  source: string;
  reference: string;
  ordered?: boolean;
  label?: string;
  helperText?: string;
  isRequired?: boolean;
  filter?: Readonly<Record<string, unknown>>;
  follow?: ReferenceField['choicesFollow'];
  sortField?: string;
  detail?: ReferenceField['choiceDetail'];
}

function Choices({
  label,
  helperText,
  isRequired,
  reference,
  detail,
}: Pick<Props, 'label' | 'helperText' | 'isRequired' | 'reference' | 'detail'>) {
  const optionText = useChoiceText(reference, detail);
  return (
    <AutocompleteArrayInput
      label={label}
      helperText={helperText}
      isRequired={isRequired}
      noOptionsText={<NoOptions />}
      optionText={optionText}
      fullWidth
    />
  );
}

export function ReferenceListInput({
  source,
  reference,
  ordered,
  label,
  helperText,
  isRequired,
  filter,
  follow,
  sortField,
  detail,
}: Props) {
  const followed: unknown = useWatch({ name: follow?.field ?? '', disabled: !follow });
  const followedFilter =
    follow && followed !== undefined && followed !== null && followed !== ''
      ? { [follow.targetField]: followed }
      : {};
  return (
    <>
      <ReferenceArrayInput
        source={source}
        reference={reference}
        filter={{ ...filter, ...followedFilter }}
        sort={sortField ? { field: sortField, order: 'ASC' } : undefined}
      >
        <Choices
          label={label}
          helperText={helperText}
          isRequired={isRequired}
          reference={reference}
          detail={detail}
        />
      </ReferenceArrayInput>
      {ordered && <ReferenceOrder source={source} reference={reference} />}
    </>
  );
}
