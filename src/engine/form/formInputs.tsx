/**
 * The inputs of a form in the declaration's order, the fields of each fieldset grouped under its
 * heading where the first of them is declared, each as wide as its kind wants (inputWidths.ts).
 */
import type { ReactElement } from 'react';
import type { FieldDeclaration, FieldsetDeclaration } from '../../../resources/kit/defineResource';
import { FormFieldset } from './FormFieldset';
import { inputFor, type InputContext } from './inputFor';
import { inputWidthOf } from './inputWidths';
import { SizedInput } from './SizedInput';

/** The field's input in a box as wide as its kind wants. */
function sized(ctx: InputContext, field: FieldDeclaration): ReactElement | null {
  const input = inputFor(ctx, field);
  return input ? (
    <SizedInput key={field.name} width={inputWidthOf(field)}>
      {input}
    </SizedInput>
  ) : null;
}

export function formInputs(ctx: InputContext): ReactElement[] {
  const { declaration } = ctx;
  const fieldsetOf = new Map<string, FieldsetDeclaration>();
  for (const fieldset of declaration.fieldsets ?? [])
    for (const name of fieldset.fields) if (!fieldsetOf.has(name)) fieldsetOf.set(name, fieldset);
  const placed = new Set<FieldsetDeclaration>();
  const inputs: ReactElement[] = [];
  for (const field of declaration.fields) {
    const fieldset = fieldsetOf.get(field.name);
    if (!fieldset) {
      const input = sized(ctx, field);
      if (input) inputs.push(input);
      continue;
    }
    if (placed.has(fieldset)) continue;
    placed.add(fieldset);
    const grouped = declaration.fields
      .filter((member) => fieldsetOf.get(member.name) === fieldset)
      .flatMap((member) => sized(ctx, member) ?? []);
    // A group with nothing to show in this mode (only computed values on create) has no heading either.
    if (grouped.length > 0)
      inputs.push(
        <FormFieldset key={`fieldset:${fieldset.name}`} resource={declaration.name} name={fieldset.name}>
          {grouped}
        </FormFieldset>,
      );
  }
  return inputs;
}
