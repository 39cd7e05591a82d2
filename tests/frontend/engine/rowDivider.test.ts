/** The line between a list's rows: MUI's table line in each mode, never pure white in dark mode. */
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { rowDivider } from '../../../src/engine/list/rowDivider';

describe('the line between rows', () => {
  it('is a light grey on a light theme', () => {
    expect(rowDivider(createTheme({ palette: { mode: 'light' } }))).toBe('rgba(224, 224, 224, 1)');
  });

  it('is a dark grey on a dark theme, not white', () => {
    expect(rowDivider(createTheme({ palette: { mode: 'dark' } }))).toBe('rgba(81, 81, 81, 1)');
  });
});
