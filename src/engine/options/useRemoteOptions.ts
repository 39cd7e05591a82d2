/**
 * The choices of an enum whose values come from the API (`optionsFrom`). One request per path,
 * shared by every input, filter and list cell through react-admin's query cache. A failure or a
 * non-array answer yields no choice, so the form still opens. The labels follow the chosen
 * language when the list names their i18n keys (translatedChoices).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EngineDataProvider } from '../types';
import { toChoices, translatedChoices, type Choice } from './toChoices';

const NO_CHOICES: Choice[] = [];

/** The query of the choices at `path`, as the hook reads them and as a cold start puts them in the cache. */
export function remoteOptionsQuery(dataProvider: Pick<EngineDataProvider, 'getOptions'>, path: string) {
  return {
    queryKey: ['engine', 'options', path],
    staleTime: 5 * 60 * 1000,
    queryFn: async (): Promise<Choice[]> => {
      try {
        return toChoices(await dataProvider.getOptions(path));
      } catch {
        return NO_CHOICES;
      }
    },
  };
}

export function useRemoteOptions(path: string | undefined): { choices: Choice[]; isPending: boolean } {
  const dataProvider = useDataProvider<EngineDataProvider>();
  const { data, isPending } = useQuery({
    ...remoteOptionsQuery(dataProvider, path ?? ''),
    enabled: path !== undefined,
  });
  const choices = useTranslatedChoices(data ?? NO_CHOICES);
  return { choices, isPending: path !== undefined && isPending };
}

/** Choices in the chosen language, the same array while neither they nor the language change. */
export function useTranslatedChoices(choices: readonly Choice[]): Choice[] {
  const translate = useTranslate();
  return useMemo(() => translatedChoices(choices, translate), [choices, translate]);
}
