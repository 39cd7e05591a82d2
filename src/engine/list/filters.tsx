/**
 * The list's filters: a full-text search (`q`) and the declared ones, always visible, each the
 * filter input of its kind (src/engine/kinds). Secrets are never offered.
 */
import { cloneElement, type ReactElement } from 'react';
import { SearchInput } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { isSecret, placement } from '../../../resources/kit/fields';
import { uiKindOf } from '../kinds';

export function listFilters(declaration: ResourceDeclaration): ReactElement[] {
  const declared = declaration.fields
    .filter((field) => !isSecret(field) && placement(field).filter)
    // react-admin reads each filter element's own props (source, alwaysOn): no wrapper around them.
    .map((field) =>
      cloneElement(
        uiKindOf(field).filter({
          field,
          resource: declaration.name,
          common: { source: field.name, alwaysOn: true },
        }),
        { key: field.name },
      ),
    );
  return [<SearchInput key="q" source="q" alwaysOn />, ...declared];
}
