/**
 * Which records point to a record, read from the declarations alone: every reference or list of
 * references of an area that targets it (a theme's activities, a class's pupils), and where the
 * full list of them is (the area's list filtered on that field).
 */
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';

export interface Relation {
  /** The area whose records point here. */
  resource: string;
  /** Its field holding this record's key. */
  field: string;
}

export function relationsTo(declarations: readonly ResourceDeclaration[], target: string): Relation[] {
  return declarations.flatMap((declaration) =>
    declaration.fields.flatMap((field) =>
      (field.kind === 'reference' || field.kind === 'referenceList') && field.target === target
        ? [{ resource: declaration.name, field: field.name }]
        : [],
    ),
  );
}

/** The address of an area's list filtered on one field's value, as react-admin reads it back. */
export function filteredListPath(resource: string, field: string, value: unknown): string {
  const filter = encodeURIComponent(JSON.stringify({ [field]: value }));
  return `/${encodeURIComponent(resource)}?filter=${filter}`;
}
