/**
 * The inputs of a bulk edit: the edit form's own input of each field a bulk edit may set
 * (resources/kit/fields.ts), with the same rules, and the value a field starts from once chosen.
 */
import type { ReactElement } from 'react';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { bulkEditableFields } from '../../../resources/kit/fields';
import { kindOf } from '../../../resources/kit/kinds';
import { inputFor, type InputContext } from '../form/inputFor';
import type { EngineComponents } from '../types';

export interface BulkEditInput {
  field: FieldDeclaration;
  input: ReactElement;
  /** The declared default, or the kind's (a checkbox left alone means "no"), else empty. */
  initial: unknown;
}

export function bulkEditInputs(
  declaration: ResourceDeclaration,
  components: EngineComponents,
): BulkEditInput[] {
  const ctx: InputContext = { declaration, mode: 'edit', components };
  return bulkEditableFields(declaration).flatMap((field) => {
    const input = inputFor(ctx, field);
    if (!input) return [];
    const initial = field.default ?? kindOf(field).initialValue?.() ?? null;
    return [{ field, input, initial }];
  });
}
