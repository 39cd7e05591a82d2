/** A calendar day and an instant. */
import { DateField, DateInput, DateTimeInput } from 'react-admin';
import type { DateField as DateDeclaration } from '../../../resources/kit/defineResource';
import { DATE_LOCALE } from '../fields/locale';
import { dateFilter } from './filterInputs';
import type { UiKind } from './types';

const DATETIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
// A date without time is a calendar day: read it in UTC so no time zone moves it a day back.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeZone: 'UTC' };

const toIsoDateTime = (value: unknown) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null;

export const date: UiKind<DateDeclaration> = {
  input: ({ common }) => <DateInput key={common.source} {...common} />,
  display: ({ source }) => <DateField source={source} locales={DATE_LOCALE} options={DATE_OPTIONS} />,
  filter: dateFilter,
};

export const datetime: UiKind<DateDeclaration> = {
  input: ({ common }) => <DateTimeInput key={common.source} {...common} parse={toIsoDateTime} />,
  display: ({ source }) => (
    <DateField source={source} locales={DATE_LOCALE} options={DATETIME_OPTIONS} showTime />
  ),
  filter: dateFilter,
};
