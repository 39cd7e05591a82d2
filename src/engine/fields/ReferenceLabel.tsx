/**
 * A reference as a list cell shows it: the referenced record's label, linked to its edit screen
 * (or its show screen) when the area has one. In a generated list the record comes with the page
 * (prefetchedRecords.tsx); otherwise the records of a whole page are read in one call, as
 * react-admin's ReferenceField does (useReference batches them). Unlike it, a cell asks no access
 * question (this app grants every screen to its signed-in staff), which saved two queries per
 * cell, each cancelled and asked again once the label came in.
 */
import type { MouseEvent } from 'react';
import {
  LinkBase,
  useCreatePath,
  useFieldValue,
  useGetRecordRepresentation,
  useReference,
  useResourceDefinition,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { usePrefetchedRecord } from './prefetchedRecords';

/** A click on the label opens the referenced record, not the row's. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

interface ReferenceProps {
  reference: string;
  id: Identifier;
}

function ReferenceLink({ reference, id, record }: ReferenceProps & { record: RaRecord }) {
  const represent = useGetRecordRepresentation(reference);
  const { hasEdit, hasShow } = useResourceDefinition({ resource: reference });
  const createPath = useCreatePath();
  const label = represent(record);
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

function QueriedReference({ reference, id }: ReferenceProps) {
  const { referenceRecord } = useReference({ reference, id });
  // Not read yet, or not found (the data provider leaves out a record it cannot read).
  return referenceRecord ? <ReferenceLink reference={reference} id={id} record={referenceRecord} /> : null;
}

export function ReferenceLabel({ source, reference }: { source: string; reference: string; label?: string }) {
  const id = useFieldValue({ source }) as Identifier | null | undefined;
  const record = usePrefetchedRecord(reference, id);
  if (id === null || id === undefined || id === '') return null;
  if (record) return <ReferenceLink reference={reference} id={id} record={record} />;
  // Not among them: the page brought none, or the row changed since (a saved edit puts its new
  // values in the cached page before the page is read again), or the record was deleted or edited
  // in bulk since, or it could not be read.
  return <QueriedReference reference={reference} id={id} />;
}
