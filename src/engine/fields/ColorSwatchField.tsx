/** A colour as a swatch beside its hex code, so it reads without relying on colour alone. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';

export function ColorSwatchField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        data-testid="color-swatch"
        sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value }}
      />
      <Typography component="span" variant="body2">
        {value}
      </Typography>
    </Box>
  );
}
