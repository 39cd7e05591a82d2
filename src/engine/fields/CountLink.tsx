/**
 * A count the server computes (`count: { resource, via }`), as a link to the counted records: the
 * counted area's list filtered on this record, the same list an edit screen's "Voir tout" opens.
 */
import type { MouseEvent } from 'react';
import { Link, useFieldValue, useRecordContext, useResourceDefinition } from 'react-admin';
import { filteredListPath } from '../related/relations';
import { formatNumber } from './frenchText';

interface Props {
  source: string;
  count: { resource: string; via: string };
  label?: string;
}

export function CountLink({ source, count }: Props) {
  const value: unknown = useFieldValue({ source });
  const record = useRecordContext();
  const { hasList } = useResourceDefinition({ resource: count.resource });
  if (value === null || value === undefined || value === '') return null;
  const text = formatNumber(value);
  if (!record || !hasList) return <span>{text}</span>;
  return (
    <Link
      to={filteredListPath(count.resource, count.via, record.id)}
      // The row opens its record on a click: the link opens the counted records instead.
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}
