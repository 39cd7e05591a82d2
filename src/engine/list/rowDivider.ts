/**
 * The line between a list's rows, as MUI's TableCell draws it: the theme's divider made opaque,
 * lightened on a light theme and darkened on a dark one (lightened there, it was pure white).
 */
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

export function rowDivider(theme: Theme): string {
  const opaque = alpha(theme.palette.divider, 1);
  return theme.palette.mode === 'dark' ? darken(opaque, 0.68) : lighten(opaque, 0.88);
}
