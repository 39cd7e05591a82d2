/**
 * Under an edit form, the records of other areas that point to this one, one short list per
 * pointing field, derived from the declarations (no code per area).
 */
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { defaultSortOf } from '../list/listDefaults';
import { useAllDeclarations } from './allDeclarations';
import { RelatedList } from './RelatedList';
import { relationsTo } from './relations';

export function RelatedRecords({ declaration }: { declaration: ResourceDeclaration }) {
  const declarations = useAllDeclarations();
  const record = useRecordContext();
  const relations = useMemo(
    () => relationsTo(declarations, declaration.name),
    [declarations, declaration.name],
  );
  if (!record || relations.length === 0) return null;
  const sortOf = (resource: string) => {
    const pointing = declarations.find((candidate) => candidate.name === resource);
    return pointing ? defaultSortOf(pointing) : { field: 'id', order: 'ASC' as const };
  };
  // An area pointing here by several fields names the field in each list's heading.
  const fieldsOf = (resource: string) =>
    relations.filter((relation) => relation.resource === resource).length;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))', p: 2 }}>
      {relations.map((relation) => (
        <RelatedList
          key={`${relation.resource}.${relation.field}`}
          relation={relation}
          id={record.id}
          namesField={fieldsOf(relation.resource) > 1}
          sort={sortOf(relation.resource)}
        />
      ))}
    </Box>
  );
}
