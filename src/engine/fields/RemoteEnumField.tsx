/** A value of an enum loaded from the API, shown by its label (the raw code when unknown). */
import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useRemoteOptions } from '../options/useRemoteOptions';

export function RemoteEnumField({
  source,
  optionsFrom,
}: {
  source: string;
  optionsFrom: string;
  label?: string;
}) {
  const value = useFieldValue({ source });
  const { choices } = useRemoteOptions(optionsFrom);
  if (value === null || value === undefined || value === '') return null;
  const choice = choices.find((c) => c.id === String(value));
  return (
    <Typography component="span" variant="body2">
      {choice ? choice.name : String(value)}
    </Typography>
  );
}
