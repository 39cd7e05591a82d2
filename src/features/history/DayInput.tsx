/**
 * A day typed the French way (jj/mm/aaaa), whatever the browser's language: a native date input
 * shows its own format (mm/dd/yyyy in an English browser). The value given and reported is the
 * API's (`2025-02-01`); a day not complete or not in the calendar is reported as none and said so.
 */
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `2025-02-01` -> `01/02/2025`. */
export function dayText(iso: string | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** `1/2/2025` -> `2025-02-01`; undefined when it names no day of the calendar. */
export function isoDay(text: string): string | undefined {
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(() => dayText(value));
  // A value changed from outside (filters cleared) replaces what was typed.
  useEffect(() => {
    setText((typed) => (isoDay(typed) === value ? typed : dayText(value)));
  }, [value]);
  const invalid = text.trim() !== '' && isoDay(text) === undefined;
  return (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ width: '11rem' }}
      label={label}
      value={text}
      placeholder={translate('history.journal.filters.dayFormat')}
      error={invalid}
      helperText={invalid ? translate('history.journal.filters.dayInvalid') : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const day = event.target.value.trim() === '' ? undefined : isoDay(event.target.value);
        if (day !== undefined || event.target.value.trim() === '') onChange(day);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
