/**
 * Which fields a phone's line shows besides the record's name, and the option lists their values
 * are shown from: plain functions of the declaration, apart from the line's components
 * (phoneLines.tsx) so the boot path's early reads can ask for those option lists before
 * react-admin and MUI have loaded.
 */
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf, isSortable } from '../../../resources/kit/fields';
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
