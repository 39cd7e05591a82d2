/**
 * How a field's value reads, by kind: used by the list columns and by the read-only values of
 * the edit form (dates the server manages, a key that cannot change).
 */
import type { ReactElement } from 'react';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { displayOf } from '../kinds/displays';
import type { EngineComponents } from '../types';

export function displayFor(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  components: EngineComponents = {},
): ReactElement {
  const source = field.name;
  const resource = declaration.name;
  const Custom = field.component ? components.fields?.[field.component] : undefined;
  if (Custom) return <Custom source={source} field={field} resource={resource} />;
  return displayOf(field)({ field, source, resource });
}
