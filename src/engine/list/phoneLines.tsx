/**
 * What a phone's line says of a record, derived from the declaration (no code per area): its name
 * (the record representation), a second line with the next one or two declared list columns, as
 * their cells would show them, and a mark on an inactive record. Three records of one name, two of
 * them inactive, looked the same with the name alone.
 */
import Chip from '@mui/material/Chip';
import { Fragment, type ReactElement } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf } from '../../../resources/kit/fields';
import { fieldLabelKey } from '../../../resources/kit/labels';
import { displayFor } from '../fields/displayFor';
import type { EngineComponents } from '../types';
import { phoneSecondaryFields } from './phoneFields';

function SecondaryLine({
  declaration,
  fields,
  components,
}: {
  declaration: ResourceDeclaration;
  fields: FieldDeclaration[];
  components: EngineComponents;
}) {
  const translate = useTranslate();
  return (
    <>
      {fields.map((field, index) => (
        <Fragment key={field.name}>
          {index > 0 && ' · '}
          {translate('engine.list.labelled', {
            field: translate(fieldLabelKey(declaration.name, field.name), { _: field.name }),
          })}
          {displayFor(declaration, field, components)}
        </Fragment>
      ))}
    </>
  );
}

/** The second line: the declared columns, each named, their values as the table's cells show them. */
export function phoneSecondaryText(
  declaration: ResourceDeclaration,
  components: EngineComponents,
): ReactElement | undefined {
  const fields = phoneSecondaryFields(declaration);
  if (fields.length === 0) return undefined;
  return <SecondaryLine declaration={declaration} fields={fields} components={components} />;
}

/** An inactive record's mark, named with the area's own label of its active field. */
function InactiveMark({ declaration, field }: { declaration: ResourceDeclaration; field: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record[field] !== false) return null;
  const label = translate(fieldLabelKey(declaration.name, field), { _: field });
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ ml: 1 }}
      label={translate('engine.list.notActive', { field: label })}
    />
  );
}

/** The right end of a line: the inactive mark when the area declares an active flag. */
export function phoneStatus(declaration: ResourceDeclaration): ReactElement | undefined {
  const field = activeFieldOf(declaration);
  return field ? <InactiveMark declaration={declaration} field={field} /> : undefined;
}
