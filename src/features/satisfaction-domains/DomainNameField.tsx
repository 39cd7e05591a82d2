/**
 * A domain name typed in place (to add or rename): checked on submit with the shared rule, Enter
 * saves, Escape cancels, and a refused name keeps what was typed with the reason under it.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';
import { nameError } from './domainName';

interface Props {
  label: string;
  initial?: string;
  submitLabel: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Resolves to an error to show, or undefined when saved. */
  onSubmit: (name: string) => Promise<string | undefined>;
  onCancel?: () => void;
  icon?: ReactElement;
}

export function DomainNameField({
  label,
  initial = '',
  submitLabel,
  disabled,
  autoFocus,
  onSubmit,
  onCancel,
  icon,
}: Props) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const invalid = nameError(name, translate);
    if (invalid) return setError(invalid);
    const refused = await onSubmit(name.trim());
    setError(refused);
    if (!refused && !onCancel) setName('');
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={label}
        value={name}
        autoFocus={autoFocus}
        error={error !== undefined}
        helperText={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) onCancel();
        }}
        sx={{ minWidth: 260 }}
      />
      <Button type="submit" label={submitLabel} disabled={disabled} variant="contained" sx={{ mt: 0.5 }}>
        {icon}
      </Button>
      {onCancel && (
        <Button
          label="resources.satisfaction-template-domains.page.cancel"
          onClick={onCancel}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
