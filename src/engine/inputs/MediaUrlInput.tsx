/** Fallback for media image fields when no media picker is registered: the image's address. */
import { TextInput } from 'react-admin';
import type { EngineInputProps } from '../types';

export function MediaUrlInput({ source, label, helperText, isRequired }: EngineInputProps) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText={helperText ?? 'engine.inputs.mediaUrlHelper'}
      isRequired={isRequired}
      fullWidth
    />
  );
}
