/** A colour as `#RRGGBB` text, with the browser's colour picker beside it for choosing by eye. */
import InputAdornment from '@mui/material/InputAdornment';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

const HEX = /^#[0-9a-fA-F]{6}$/;

function ColorPicker({ source }: { source: string }) {
  const value: unknown = useWatch({ name: source });
  const { setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <InputAdornment position="start">
      <input
        type="color"
        aria-label={translate('engine.inputs.colorPicker')}
        value={typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) =>
          setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })
        }
        style={{ width: 28, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
    </InputAdornment>
  );
}

export function ColorInput(props: TextInputProps) {
  return <TextInput {...props} InputProps={{ startAdornment: <ColorPicker source={props.source} /> }} />;
}
