/** A value of an enum loaded from the API, shown by its label (the raw code when unknown). */
import { useFieldValue } from 'react-admin';
import { useListedChoices } from '../options/listedChoices';
import type { Choice } from '../options/toChoices';
import { useRemoteOptions } from '../options/useRemoteOptions';

interface RemoteEnumFieldProps {
  source: string;
  optionsFrom: string;
  label?: string;
}

function EnumLabel({ source, choices }: { source: string; choices: readonly Choice[] }) {
  const value = useFieldValue({ source });
  if (value === null || value === undefined || value === '') return null;
  const choice = choices.find((c) => c.id === String(value));
  return <span>{choice ? choice.name : String(value)}</span>;
}

function QueriedEnumLabel({ source, optionsFrom }: RemoteEnumFieldProps) {
  const { choices } = useRemoteOptions(optionsFrom);
  return <EnumLabel source={source} choices={choices} />;
}

/** In a generated list, the list's choices; anywhere else, its own query of them. */
export function RemoteEnumField({ source, optionsFrom }: RemoteEnumFieldProps) {
  const listed = useListedChoices(optionsFrom);
  return listed ? (
    <EnumLabel source={source} choices={listed} />
  ) : (
    <QueriedEnumLabel source={source} optionsFrom={optionsFrom} />
  );
}
