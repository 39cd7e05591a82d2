/** A count the server computes: no input, a number in lists. */
import { NumberField } from 'react-admin';
import type { ComputedField } from '../../../resources/kit/defineResource';
import { DATE_LOCALE } from '../fields/locale';
import { numberFilter } from './filterInputs';
import type { UiKind } from './types';

export const computed: UiKind<ComputedField> = {
  input: () => null,
  display: ({ source }) => <NumberField source={source} locales={DATE_LOCALE} />,
  filter: numberFilter,
};
