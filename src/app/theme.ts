/** The light theme: react-admin's default with a darker blue (palette.ts says why). */
import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BLUE } from './palette';

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
