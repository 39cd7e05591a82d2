/**
 * The text of an offered record: its label, followed by the label of one of its references when
 * another offered record has the same label ("CE2 A — École Jules Ferry").
 */
import { useCallback, useMemo } from 'react';
import {
  useChoicesContext,
  useGetManyAggregate,
  useGetRecordRepresentation,
  type RaRecord,
} from 'react-admin';
import type { ReferenceField } from '../../../resources/kit/defineResource';

const NO_TARGET = '';

export function useChoiceText(
  reference: string,
  detail: ReferenceField['choiceDetail'],
): (record: RaRecord) => string {
  const represent = useGetRecordRepresentation(reference);
  const representDetail = useGetRecordRepresentation(detail?.target ?? NO_TARGET);
  const { allChoices } = useChoicesContext();
  const text = useCallback((record: RaRecord) => String(represent(record)), [represent]);
  const shared = useMemo(() => {
    const counts = new Map<string, number>();
    for (const choice of allChoices ?? []) counts.set(text(choice), (counts.get(text(choice)) ?? 0) + 1);
    return new Set([...counts].filter(([, count]) => count > 1).map(([label]) => label));
  }, [allChoices, text]);
  const detailIds = useMemo(
    () =>
      detail
        ? [
            ...new Set(
              (allChoices ?? [])
                .filter((choice) => shared.has(text(choice)))
                .map((choice) => choice[detail.field] as unknown)
                .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number'),
            ),
          ]
        : [],
    [allChoices, detail, shared, text],
  );
  const { data: details } = useGetManyAggregate(
    detail?.target ?? NO_TARGET,
    { ids: detailIds },
    { enabled: detail !== undefined && detailIds.length > 0 },
  );
  return useCallback(
    (record: RaRecord) => {
      const label = text(record);
      if (!detail || !shared.has(label)) return label;
      const target = details?.find((d) => String(d.id) === String(record[detail.field]));
      return target ? `${label} — ${String(representDetail(target))}` : label;
    },
    [detail, details, representDetail, shared, text],
  );
}
