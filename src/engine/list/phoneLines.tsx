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
import { activeFieldOf, isSortable } from '../../../resources/kit/fields';
import { fieldLabelKey } from '../../../resources/kit/labels';
import { displayFor } from '../fields/displayFor';
import type { EngineComponents } from '../types';
import { listedFields } from './listDefaults';

/**
 * Kinds that read as a few words on one line, without a link of their own (the line is the
 * record's link): not images, lists, long texts, counts, e-mails, addresses nor references.
 */
const ONE_LINE_KINDS = new Set<FieldDeclaration['kind']>(['text', 'number', 'integer', 'date', 'enum']);

/** How many declared columns the second line shows. */
const SECONDARY_FIELDS = 2;

function namingFields(declaration: ResourceDeclaration): Set<string> {
  const rep = declaration.recordRepresentation;
  if (!rep.includes('{')) return new Set([rep]);
  return new Set([...rep.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
}

/** The declared list columns a phone's second line shows: the first ones after the name. */
export function phoneSecondaryFields(declaration: ResourceDeclaration): FieldDeclaration[] {
  const naming = namingFields(declaration);
  const active = activeFieldOf(declaration);
  return listedFields(declaration)
    .filter((field) => !naming.has(field.name) && field.name !== active && ONE_LINE_KINDS.has(field.kind))
    .slice(0, SECONDARY_FIELDS);
}

/** The declared list columns a phone's sort menu offers. */
export function phoneSortFields(declaration: ResourceDeclaration): string[] {
  return listedFields(declaration)
    .filter((field) => isSortable(field))
    .map((field) => field.name);
}

/** The option lists the second line's enum values are shown from. */
export function phoneOptionLists(declaration: ResourceDeclaration): string[] {
  const paths = phoneSecondaryFields(declaration).flatMap((field) =>
    field.kind === 'enum' && field.optionsFrom ? [field.optionsFrom] : [],
  );
  return [...new Set(paths)];
}

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
