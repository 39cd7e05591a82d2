/**
 * Dates and numbers as lists and read-only values show them, the French way. React-admin's
 * DateField and NumberField call toLocaleString per cell, which builds a new Intl formatter each
 * time, inside a styled Typography: here frenchText.ts writes the text, which sits in a span.
 */
import { useFieldValue } from 'react-admin';
import { formatDate, formatNumber } from './frenchText';

interface ValueProps {
  source: string;
  /** Read by the list's column header, as for react-admin's fields. */
  label?: string;
}

export function DateValue({ source, withTime = false }: ValueProps & { withTime?: boolean }) {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  return <span>{formatDate(value, withTime)}</span>;
}

export function NumberValue({ source }: ValueProps) {
  const value: unknown = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  return <span>{formatNumber(value)}</span>;
}
