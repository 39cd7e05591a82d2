/** A group of form inputs under its translated heading (a declaration's `fieldsets`). */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { fieldsetLabelKey } from '../../../resources/kit/labels';
import { COLUMN_GAP } from './inputWidths';

export function FormFieldset({
  resource,
  name,
  children,
}: {
  resource: string;
  name: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    // A native fieldset and legend: assistive technologies announce the group with its heading.
    <Stack
      component="fieldset"
      direction="row"
      flexWrap="wrap"
      useFlexGap
      columnGap={`${COLUMN_GAP}px`}
      alignItems="flex-start"
      sx={{ border: 0, p: 0, m: 0, mt: 2, width: '100%', minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {translate(fieldsetLabelKey(resource, name))}
      </Typography>
      {children}
    </Stack>
  );
}
