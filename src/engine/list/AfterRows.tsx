/**
 * A part of a list screen mounted once its rows are painted (useRowsShown); until then the
 * placeholder keeps its place, so nothing moves when it comes.
 */
import type { ReactNode } from 'react';
import { useRowsShown } from './rowsShown';

export function AfterRows({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return useRowsShown() ? children : placeholder;
}
