/**
 * The list's filters: a full-text search (`q`) and the declared ones, always visible, each the
 * filter input of its kind (src/engine/kinds/filters.tsx), mounted once the rows are shown
 * (DeferredFilter).
 * Secrets are never offered.
 */
import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { isSecret, placement } from '../../../resources/kit/fields';
import { DeferredFilter } from './DeferredFilter';

export function listFilters(
  declaration: ResourceDeclaration,
): ReactElement<{ source: string; field?: FieldDeclaration }>[] {
  const declared = declaration.fields
    .filter((field) => !isSecret(field) && placement(field).filter)
    .map((field) => (
      <DeferredFilter
        key={field.name}
        source={field.name}
        alwaysOn
        field={field}
        resource={declaration.name}
      />
    ));
  return [<SearchInput key="q" source="q" alwaysOn />, ...declared];
}
