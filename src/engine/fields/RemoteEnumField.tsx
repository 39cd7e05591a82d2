/** A value of an enum loaded from the API, shown by its label (the raw code when unknown). */
import { useFieldValue } from 'react-admin';
import { useRemoteOptions } from '../options/useRemoteOptions';

export function RemoteEnumField({
  source,
  optionsFrom,
}: {
  source: string;
  optionsFrom: string;
  label?: string;
}) {
  const value = useFieldValue({ source });
  const { choices } = useRemoteOptions(optionsFrom);
  if (value === null || value === undefined || value === '') return null;
  const choice = choices.find((c) => c.id === String(value));
  return <span>{choice ? choice.name : String(value)}</span>;
}
