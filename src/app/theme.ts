/** The light theme: react-admin's default with a darker blue. */
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * React-admin's app bar blue (#2196f3) gives white text a contrast of 3.1:1 and MUI's #1976d2 gives
 * blue text on the light grey backgrounds 4.0 to 4.4:1; #1565c0 reaches the WCAG AA 4.5:1
 * everywhere (axe, tests/e2e).
 */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#ffffff' };

/**
 * A checkbox's aria-label names its <input>. MUI puts it on the wrapping <span>, which may not
 * carry one, and react-admin's row checkboxes (DataTable) are labelled that way only: moved here,
 * every checkbox given an aria-label is named for assistive technology (axe: label,
 * aria-prohibited-attr).
 */
const labelledInput = {
  root: (ownerState: CheckboxOwnerState) =>
    ownerState['aria-label'] === undefined ? {} : { 'aria-label': undefined },
  input: (ownerState: CheckboxOwnerState) =>
    ownerState['aria-label'] === undefined ? {} : { 'aria-label': ownerState['aria-label'] },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: BLUE, secondary: BLUE },
  components: {
    ...defaultLightTheme.components,
    MuiCheckbox: {
      ...defaultLightTheme.components?.MuiCheckbox,
      defaultProps: { ...defaultLightTheme.components?.MuiCheckbox?.defaultProps, slotProps: labelledInput },
    },
  },
};
