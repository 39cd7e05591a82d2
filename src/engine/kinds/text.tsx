/** Text kinds: one line, several lines, e-mail, web address, colour. */
import { EmailField, TextField, TextInput, UrlField } from 'react-admin';
import type { TextField as TextDeclaration } from '../../../resources/kit/defineResource';
import { ColorSwatchField } from '../fields/ColorSwatchField';
import { TruncatedTextField } from '../fields/TruncatedTextField';
import { ColorInput } from '../inputs/ColorInput';
import { textFilter } from './filterInputs';
import type { UiKind } from './types';

export const text: UiKind<TextDeclaration> = {
  input: ({ common, defaultValue }) => (
    <TextInput key={common.source} {...common} defaultValue={defaultValue} fullWidth />
  ),
  display: ({ source }) => <TextField source={source} />,
  filter: textFilter,
};

export const longText: UiKind<TextDeclaration> = {
  input: ({ common, defaultValue }) => (
    <TextInput key={common.source} {...common} defaultValue={defaultValue} multiline minRows={3} fullWidth />
  ),
  display: ({ source }) => <TruncatedTextField source={source} />,
  filter: textFilter,
};

export const email: UiKind<TextDeclaration> = {
  input: ({ common }) => <TextInput key={common.source} {...common} type="email" fullWidth />,
  display: ({ source }) => <EmailField source={source} onClick={(e) => e.stopPropagation()} />,
  filter: textFilter,
};

export const url: UiKind<TextDeclaration> = {
  input: ({ common }) => <TextInput key={common.source} {...common} type="url" fullWidth />,
  display: ({ source }) => (
    <UrlField source={source} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />
  ),
  filter: textFilter,
};

export const color: UiKind<TextDeclaration> = {
  input: ({ common, defaultValue }) => (
    <ColorInput key={common.source} {...common} defaultValue={defaultValue} />
  ),
  display: ({ source }) => <ColorSwatchField source={source} />,
  filter: textFilter,
};
