/**
 * The list's filters: a full-text search (`q`) and the declared ones, each the filter input of its
 * kind (src/engine/kinds/filters.tsx), mounted once the rows are shown (DeferredFilter). All are
 * always visible, but on a phone, where the declared ones are added from the filter button: stacked
 * one per line, they took the screen's first half before any record.
 * The bounds and emptiness tests every list gets (conditionFilters.tsx) are added from the filter
 * button. Secrets are never offered.
 */
import type { ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { conditionFilters } from './conditionFilters';
import { DeferredFilter } from './DeferredFilter';
import { filteredFields } from './listDefaults';

export function listFilters(
  declaration: ResourceDeclaration,
  { onPhone = false }: { onPhone?: boolean } = {},
): ReactElement<{ source: string; alwaysOn?: boolean; field?: FieldDeclaration }>[] {
  const declared = filteredFields(declaration).map((field) => (
    <DeferredFilter
      key={field.name}
      source={field.name}
      alwaysOn={!onPhone}
      field={field}
      resource={declaration.name}
    />
  ));
  return [<SearchInput key="q" source="q" alwaysOn />, ...declared, ...conditionFilters(declaration)];
}
