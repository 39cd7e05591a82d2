/** Yes/no: a switch in forms, a check mark in lists, yes/no/any as a filter. */
import { BooleanInput, NullableBooleanInput } from 'react-admin';
import type { BooleanField as BooleanDeclaration } from '../../../resources/kit/defineResource';
import { BooleanMark } from '../fields/BooleanMark';
import type { UiKind } from './types';

export const boolean: UiKind<BooleanDeclaration> = {
  input: ({ common, defaultValue }) => (
    <BooleanInput key={common.source} {...common} defaultValue={defaultValue} />
  ),
  display: ({ source }) => <BooleanMark source={source} />,
  filter: ({ common }) => <NullableBooleanInput {...common} />,
};
