/** A password: typed, never shown (lists and filters leave secrets out before asking for these). */
import { TextInput } from 'react-admin';
import type { TextField } from '../../../resources/kit/defineResource';
import { textFilter } from './filterInputs';
import type { UiKind } from './types';

export const password: UiKind<TextField> = {
  input: ({ common }) => (
    <TextInput key={common.source} {...common} type="password" autoComplete="new-password" fullWidth />
  ),
  display: () => <></>,
  filter: textFilter,
};
