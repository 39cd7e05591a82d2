/** Numbers, decimal or whole, shown the French way. */
import { NumberField, NumberInput } from 'react-admin';
import type { NumberField as NumberDeclaration } from '../../../resources/kit/defineResource';
import { DATE_LOCALE } from '../fields/locale';
import { numberFilter } from './filterInputs';
import type { UiKind } from './types';

export const number: UiKind<NumberDeclaration> = {
  input: ({ field, common, defaultValue }) => (
    <NumberInput
      key={common.source}
      {...common}
      defaultValue={defaultValue}
      min={field.min}
      max={field.max}
      step={field.kind === 'integer' ? 1 : 'any'}
    />
  ),
  display: ({ source }) => <NumberField source={source} locales={DATE_LOCALE} />,
  filter: numberFilter,
};

export const integer = number;
