/**
 * Dates and numbers as lists and read-only values show them, the French way. React-admin's
 * DateField and NumberField call toLocaleString per cell, which builds a new Intl formatter each
 * time, inside a styled Typography: the formatters here are built once, the text sits in a span.
 */
import { useFieldValue } from 'react-admin';

/** Numbers and dates read the French way in lists and read-only values, whatever the UI language. */
const DATE_LOCALE = 'fr-FR';

let formats: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; number: Intl.NumberFormat };

function formatsOnce() {
  formats ??= {
    // A date without time is a calendar day: read it in UTC so no time zone moves it a day back.
    date: new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeZone: 'UTC' }),
    dateTime: new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short' }),
    number: new Intl.NumberFormat(DATE_LOCALE),
  };
  return formats;
}

/** The text of a date, or of a date and time; a value that is no date is shown as it is. */
export function formatDate(value: unknown, withTime: boolean): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  const { date: day, dateTime } = formatsOnce();
  return (withTime ? dateTime : day).format(date);
}

export function formatNumber(value: unknown): string {
  return typeof value === 'number' ? formatsOnce().number.format(value) : String(value);
}

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
