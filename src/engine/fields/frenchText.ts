/**
 * Dates and numbers written the French way, whatever the UI language, as lists and read-only values
 * show them.
 *
 * A page's first Intl formatter costs it 11-22 ms on a desktop processor (Chromium loads its locale
 * data then; four times that on a phone), and a list's first rows paid it before they showed. The
 * values lists hold most (whole numbers under a thousand, days and moments of years 1000 to 9999)
 * are written here as Intl writes them in French (tests/frontend/engine/frenchText.test.ts holds
 * them to it, in several time zones); any other value goes to a formatter built on its first use.
 */
const DATE_LOCALE = 'fr-FR';

let day: Intl.DateTimeFormat | undefined;
let dayAndTime: Intl.DateTimeFormat | undefined;
let number: Intl.NumberFormat | undefined;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const plainYear = (year: number) => year >= 1000 && year <= 9999;

/** The text of a date, or of a date and time; a value that is no date is shown as it is. */
export function formatDate(value: unknown, withTime: boolean): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return String(value);
  if (withTime) {
    if (plainYear(date.getFullYear()))
      return (
        `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()} ` +
        `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
      );
    dayAndTime ??= new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'short' });
    return dayAndTime.format(date);
  }
  // A date without time is a calendar day: read it in UTC so no time zone moves it a day back.
  if (plainYear(date.getUTCFullYear()))
    return `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  day ??= new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeZone: 'UTC' });
  return day.format(date);
}

export function formatNumber(value: unknown): string {
  if (typeof value !== 'number') return String(value);
  // No group separator below a thousand; -0 is written « -0 » by Intl, « 0 » by String.
  if (Number.isInteger(value) && Math.abs(value) < 1000 && !Object.is(value, -0)) return String(value);
  number ??= new Intl.NumberFormat(DATE_LOCALE);
  return number.format(value);
}
