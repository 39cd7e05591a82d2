/**
 * A reference as a list cell shows it: the referenced record's label, linked to its edit screen
 * (or its show screen) when the area has one. The records of a whole page are read in one call,
 * as react-admin's ReferenceField does (useReference batches them); unlike it, a cell asks no
 * access question (this app grants every screen to its signed-in staff), which saved two queries
 * per cell, each cancelled and asked again once the label came in.
 */
import { useContext, type MouseEvent } from 'react';
import {
  LinkBase,
  ListContext,
  useCreatePath,
  useFieldValue,
  useGetRecordRepresentation,
  useReference,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/** A click on the label opens the referenced record, not the row's. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export function ReferenceLabel({ source, reference }: { source: string; reference: string; label?: string }) {
  const id = useFieldValue({ source }) as Identifier | null | undefined;
  const present = id !== null && id !== undefined && id !== '';
  // A list page given as its query's initial data (firstPageSeed.ts) brings the records its
  // references name in its `meta`, which react-admin puts in its cache only for a page getList
  // answered: the cell starts from them.
  const prefetched: unknown = useContext(ListContext)?.meta?.prefetched?.[reference];
  const { referenceRecord } = useReference({
    reference,
    id: present ? id : '',
    options: {
      enabled: present,
      initialData: () => {
        const record = Array.isArray(prefetched)
          ? (prefetched as RaRecord[]).find((candidate) => String(candidate.id) === String(id))
          : undefined;
        return record ? [record] : undefined;
      },
    },
  });
  const represent = useGetRecordRepresentation(reference);
  const { hasEdit, hasShow } = useResourceDefinition({ resource: reference });
  const createPath = useCreatePath();
  if (!present) return null;
  // Not read yet, or not found (the data provider leaves out a record it cannot read).
  if (!referenceRecord) return null;
  const label = represent(referenceRecord);
  const type = hasEdit ? 'edit' : hasShow ? 'show' : undefined;
  if (!type) return <span>{label}</span>;
  return (
    <LinkBase
      className="reference-label"
      to={createPath({ resource: reference, id, type })}
      onClick={stopPropagation}
    >
      {label}
    </LinkBase>
  );
}
