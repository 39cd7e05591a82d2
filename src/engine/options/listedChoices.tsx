/**
 * The choices of the option lists a generated list's enum cells show their labels from, read once
 * for the whole list instead of once per cell: a page of 25 rows with two such columns set up 50
 * query observers in its render. A cell outside such a list (a screen of one's own) reads its own.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EngineDataProvider } from '../types';
import { translatedChoices, type Choice } from './toChoices';
import { remoteOptionsQuery } from './useRemoteOptions';

const NO_CHOICES: Choice[] = [];
const ListedChoicesContext = createContext<ReadonlyMap<string, Choice[]> | null>(null);

// Module-level: react-query keeps the combined value while the answers stay the same.
const dataOf = (results: UseQueryResult<Choice[]>[]) => results.map((result) => result.data);

export function ListedChoicesProvider({
  paths,
  children,
}: {
  paths: readonly string[];
  children: ReactNode;
}) {
  const dataProvider = useDataProvider<EngineDataProvider>();
  const data = useQueries({
    queries: paths.map((path) => remoteOptionsQuery(dataProvider, path)),
    combine: dataOf,
  });
  const translate = useTranslate();
  const byPath = useMemo(
    () =>
      new Map(paths.map((path, index) => [path, translatedChoices(data[index] ?? NO_CHOICES, translate)])),
    [paths, data, translate],
  );
  return <ListedChoicesContext.Provider value={byPath}>{children}</ListedChoicesContext.Provider>;
}

/** The list's choices at `path` (empty until they are in), or undefined outside such a list. */
export function useListedChoices(path: string): Choice[] | undefined {
  return useContext(ListedChoicesContext)?.get(path);
}
