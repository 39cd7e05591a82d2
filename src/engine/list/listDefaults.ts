/**
 * What a generated list asks for when nothing else is chosen (no saved or URL parameters): kept
 * apart from the list screen so the start-up can ask for the same first page without loading it.
 */
import type { GetListParams } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf } from '../../../resources/kit/fields';

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
