/**
 * The app's blue, shared by the theme (theme.ts) and the first page a phone paints before the
 * theme's code has loaded (phoneFirstPage.ts). React-admin's app bar blue (#2196f3) gives white
 * text a contrast of 3.1:1 and MUI's #1976d2 gives blue text on the light grey backgrounds 4.0 to
 * 4.4:1; #1565c0 reaches the WCAG AA 4.5:1 everywhere (axe, tests/e2e).
 */
export const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#ffffff' };

/** React-admin's light page background, under the app's cards. */
export const PAGE_BACKGROUND = '#fafafb';
