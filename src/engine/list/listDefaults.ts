/**
 * What a generated list asks for when nothing else is chosen (no saved or URL parameters): kept
 * apart from the list screen so the start-up can ask for the same first page without loading it.
 */
import type { GetListParams } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { isSecret, keyOf, placement } from '../../../resources/kit/fields';

export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;

export function defaultSortOf(declaration: ResourceDeclaration): { field: string; order: 'ASC' | 'DESC' } {
  return declaration.defaultSort ?? { field: keyOf(declaration), order: 'ASC' };
}

/** The getList parameters of a generated list's first page, unfiltered. */
export function firstPageParams(declaration: ResourceDeclaration): GetListParams {
  return {
    pagination: { page: 1, perPage: declaration.perPage ?? DEFAULT_PAGE_SIZE },
    sort: defaultSortOf(declaration),
    filter: {},
  };
}

/** The fields a generated list shows, one column each: a secret never, whatever its declaration says. */
export function listedFields(declaration: ResourceDeclaration): ResourceDeclaration['fields'][number][] {
  return declaration.fields.filter((field) => !isSecret(field) && placement(field).list);
}

/** The fields a generated list offers a filter for, after its search: a secret never. */
export function filteredFields(declaration: ResourceDeclaration): ResourceDeclaration['fields'][number][] {
  return declaration.fields.filter((field) => !isSecret(field) && placement(field).filter);
}

/** The references a generated list's cells show by their label: the field and the area it names. */
export function listedReferences(declaration: ResourceDeclaration): { name: string; target: string }[] {
  return listedFields(declaration).flatMap((field) =>
    field.kind === 'reference' || field.kind === 'referenceList'
      ? [{ name: field.name, target: field.target }]
      : [],
  );
}

/** The API paths of the option lists a generated list's enum cells show their labels from. */
export function listedOptionLists(declaration: ResourceDeclaration): string[] {
  const paths = listedFields(declaration).flatMap((field) =>
    field.kind === 'enum' && field.optionsFrom ? [field.optionsFrom] : [],
  );
  return [...new Set(paths)];
}
