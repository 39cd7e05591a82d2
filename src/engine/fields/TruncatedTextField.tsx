/** Long text in a list cell: the beginning only, the whole text on hover. */
import { useFieldValue } from 'react-admin';
import Typography from '@mui/material/Typography';

const MAX = 80;

export function TruncatedTextField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const short = text.length > MAX ? `${text.slice(0, MAX).trimEnd()}…` : text;
  return (
    <Typography component="span" variant="body2" title={text.length > MAX ? text : undefined}>
      {short}
    </Typography>
  );
}
