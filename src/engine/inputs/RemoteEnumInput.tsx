/**
 * A select whose choices come from the API (`optionsFrom`, e.g. `config/languages`). A list that
 * fails or is not an array leaves the choices empty: the form still opens and can be saved, and
 * a value the list does not hold (any more) stays shown as it is rather than silently dropped.
 */
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useRemoteOptions } from '../options/useRemoteOptions';

export function RemoteEnumInput({
  optionsFrom,
  ...props
}: SelectInputProps & { source: string; optionsFrom: string }) {
  const { choices, isPending } = useRemoteOptions(optionsFrom);
  const value: unknown = useWatch({ name: props.source });
  const withValue = useMemo(() => {
    if (value === null || value === undefined || value === '') return choices;
    const current = String(value);
    return choices.some((c) => c.id === current) ? choices : [...choices, { id: current, name: current }];
  }, [choices, value]);
  return (
    <SelectInput
      // Remounting once loaded keeps react-admin from rendering the loaded value without its choices.
      key={isPending ? 'loading' : 'loaded'}
      {...props}
      choices={withValue}
      translateChoice={false}
      isPending={isPending}
    />
  );
}
