/**
 * One area's records that point to the edited record: the first few by the area's own sort, each
 * named as the area names its records and linking to it, then "Voir tout" to the area's list
 * filtered on this record.
 */
import Typography from '@mui/material/Typography';
import {
  Link,
  RecordContextProvider,
  RecordRepresentation,
  useCreatePath,
  useGetManyReference,
  useResourceDefinition,
  useTranslate,
  useTranslateLabel,
  type Identifier,
  type SortPayload,
} from 'react-admin';
import { filteredListPath, type Relation } from './relations';

/** How many records a short list shows. */
export const RELATED_ROWS = 5;

interface Props {
  relation: Relation;
  id: Identifier;
  /** Name the pointing field in the heading (its area points here by several fields). */
  namesField: boolean;
  /** The pointing area's own order. */
  sort: SortPayload;
}

export function RelatedList({ relation, id, namesField, sort }: Props) {
  const { resource, field } = relation;
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const createPath = useCreatePath();
  const { hasEdit, hasList } = useResourceDefinition({ resource });
  const { data, total, isPending, error } = useGetManyReference(resource, {
    target: field,
    id,
    pagination: { page: 1, perPage: RELATED_ROWS },
    sort,
  });
  const area = translate(`resources.${resource}.name`, { smart_count: 2 });
  const heading = namesField
    ? translate('engine.related.headingByField', { area, field: translateLabel({ source: field, resource }) })
    : area;
  const headingId = `related-${resource}-${field}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1">
        {heading}
      </Typography>
      {isPending ? null : error ? (
        <Typography variant="body2" color="error">
          {translate('engine.related.failed')}
        </Typography>
      ) : data && data.length > 0 ? (
        <ul>
          {data.map((record) => (
            <li key={record.id}>
              <RecordContextProvider value={record}>
                {hasEdit ? (
                  <Link to={createPath({ resource, id: record.id, type: 'edit' })}>
                    <RecordRepresentation resource={resource} />
                  </Link>
                ) : (
                  <RecordRepresentation resource={resource} />
                )}
              </RecordContextProvider>
            </li>
          ))}
        </ul>
      ) : (
        <Typography variant="body2">{translate('engine.related.none')}</Typography>
      )}
      {hasList && total !== undefined && total > 0 && (
        <Link to={filteredListPath(resource, field, id)}>
          {translate('engine.related.seeAll', { smart_count: total })}
        </Link>
      )}
    </section>
  );
}
