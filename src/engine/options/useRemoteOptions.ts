/**
 * The choices of an enum whose values come from the API (`optionsFrom`). One request per path,
 * shared by every input, filter and list cell through react-admin's query cache. A failure or a
 * non-array answer yields no choice, so the form still opens.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EngineDataProvider } from '../types';
import { toChoices, type Choice } from './toChoices';

const NO_CHOICES: Choice[] = [];

export function useRemoteOptions(path: string | undefined): { choices: Choice[]; isPending: boolean } {
  const dataProvider = useDataProvider<EngineDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['engine', 'options', path],
    enabled: path !== undefined,
    staleTime: 5 * 60 * 1000,
    queryFn: async () => {
      try {
        return toChoices(await dataProvider.getOptions(path as string));
      } catch {
        return NO_CHOICES;
      }
    },
  });
  return { choices: data ?? NO_CHOICES, isPending: path !== undefined && isPending };
}
