/** What kinds whose text is not normalised share: an empty string is no value, anything else is kept. */
export function emptyAsNull(_field: unknown, value: string): unknown {
  return value === '' ? null : value;
}
