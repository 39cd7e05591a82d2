/**
 * A part of a list screen mounted once its rows are painted (useRowsShown). Nothing holds its
 * place meanwhile: it is for parts whose coming moves nothing the user reads (the pagination below
 * the table, buttons beside the column chooser in the toolbar).
 */
import type { ReactNode } from 'react';
import { useRowsShown } from './rowsShown';

export function AfterRows({ children }: { children: ReactNode }) {
  return useRowsShown() ? children : null;
}
