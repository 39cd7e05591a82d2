/**
 * What the values of a history entry's differences read as, in the chosen language: the names of
 * the records its references point to (theme « Sciences », not `3`), one getMany per area, and the
 * labels of the served option lists its enums name (« Atelier », not `workshop`). Until they come,
 * or when a record no longer exists, the key is shown.
 */
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useResourceDefinitions, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { CellKey } from '../../../resources/kit/csvValues';
import type { ValueNames } from './describeChange';
import { translatedChoices } from '../../engine/options/toChoices';
import { remoteOptionsQuery } from '../../engine/options/useRemoteOptions';
import { recordLabel } from '../../engine/recordLabel';
import type { EngineDataProvider } from '../../engine/types';
import { historyKeys } from './queryKeys';

export type ValueLabels = Required<ValueNames>;

/** The keys each referenced area is named by in the entry's values, sorted (a stable query key). */
function referencedKeys(
  entry: HistoryEntry,
  declaration: ResourceDeclaration | undefined,
): Map<string, string[]> {
  const byTarget = new Map<string, Set<string>>();
  for (const change of entry.changes) {
    const field = declaration?.fields.find((f) => f.name === change.field);
    if (!field || (field.kind !== 'reference' && field.kind !== 'referenceList')) continue;
    const keys = byTarget.get(field.target) ?? new Set<string>();
    for (const value of [change.before, change.after])
      for (const key of Array.isArray(value) ? value : [value])
        if (typeof key === 'string' || typeof key === 'number') keys.add(String(key));
    byTarget.set(field.target, keys);
  }
  return new Map(
    [...byTarget].filter(([, keys]) => keys.size > 0).map(([target, keys]) => [target, [...keys].sort()]),
  );
}

export function useValueLabels(
  entry: HistoryEntry,
  declaration: ResourceDeclaration | undefined,
): ValueLabels {
  const dataProvider = useDataProvider<EngineDataProvider>();
  const definitions = useResourceDefinitions();
  const targets = [...referencedKeys(entry, declaration)].filter(([target]) => target in definitions);
  const names = useQueries({
    queries: targets.map(([target, keys]) => ({
      queryKey: historyKeys.names(target, keys),
      queryFn: async () => {
        const { data } = await dataProvider.getMany(target, { ids: keys });
        return new Map(data.map((record) => [String(record.id), recordLabel(definitions[target], record)]));
      },
      retry: false,
    })),
  });
  const paths = [
    ...new Set(
      entry.changes.flatMap((change) => {
        const field = declaration?.fields.find((f) => f.name === change.field);
        return field?.kind === 'enum' && field.optionsFrom ? [field.optionsFrom] : [];
      }),
    ),
  ];
  const lists = useQueries({ queries: paths.map((path) => remoteOptionsQuery(dataProvider, path)) });
  const translate = useTranslate();
  return {
    referenceLabel: (target: string, key: CellKey) => {
      const index = targets.findIndex(([name]) => name === target);
      return names[index]?.data?.get(String(key)) ?? String(key);
    },
    optionLabel: (path: string, code: string) => {
      const choice = lists[paths.indexOf(path)]?.data?.find((item) => item.id === code);
      return choice ? translatedChoices([choice], translate)[0].name : undefined;
    },
  };
}
