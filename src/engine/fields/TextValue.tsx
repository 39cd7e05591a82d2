/**
 * A short text as lists and read-only values show it. React-admin's TextField is a styled
 * Typography: two styled components whose style emotion works out again for each of a page's
 * cells (a list's first render drew 50 of them for its titles alone); the cell already sets the
 * text's typography.
 */
import { useFieldValue } from 'react-admin';

export function TextValue({ source }: { source: string; label?: string }) {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  return <span>{String(value)}</span>;
}
