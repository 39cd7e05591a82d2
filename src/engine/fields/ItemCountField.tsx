/** A list of objects (questions) summed up in a list cell by how many items it holds. */
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';

export function ItemCountField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const count = Array.isArray(value) ? value.length : 0;
  return (
    <Typography component="span" variant="body2">
      {translate('engine.fields.itemCount', { smart_count: count })}
    </Typography>
  );
}
