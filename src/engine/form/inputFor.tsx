/**
 * The input of a field, by kind. Labels are i18n keys (react-admin derives a top-level field's
 * key itself; fields inside a list of objects get theirs from resources/kit/labels.ts).
 */
import type { ComponentType, ReactElement } from 'react';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { isComputed, keyOf, placement } from '../../../resources/kit/fields';
import { itemFieldLabelKey } from '../../../resources/kit/labels';
import { displayFor } from '../fields/displayFor';
import { ReadOnlyValue } from '../inputs/ReadOnlyValue';
import { inputOf } from '../kinds/inputs';
import type { InputContext } from '../kinds/types';
import type { EngineInputProps } from '../types';

export type { InputContext };

/** Whether the field appears in the form of this mode, and whether it can be changed there. */
export function formPresence(ctx: InputContext, field: FieldDeclaration): 'input' | 'readOnly' | 'none' {
  const where = placement(field);
  const isKey = field.name === keyOf(ctx.declaration);
  if (ctx.mode === 'create') {
    return where.create && !isComputed(field) && !field.readOnly ? 'input' : 'none';
  }
  if (!where.edit) return 'none';
  // A record's own key (a hashtag's label) is chosen on create and never changed afterwards.
  return isComputed(field) || field.readOnly || isKey ? 'readOnly' : 'input';
}

export function inputFor(ctx: InputContext, field: FieldDeclaration): ReactElement | null {
  const presence = formPresence(ctx, field);
  if (presence === 'none') return null;
  const resource = ctx.declaration.name;
  const source = field.name;
  const label = ctx.listField ? itemFieldLabelKey(resource, ctx.listField, field.name) : undefined;
  if (presence === 'readOnly') {
    return (
      <ReadOnlyValue key={source} source={source} label={label}>
        {displayFor(ctx.declaration, field, ctx.components)}
      </ReadOnlyValue>
    );
  }
  const isRequired = field.required === true || (ctx.mode === 'create' && field.requiredOnCreate === true);
  const helperText = (ctx.mode === 'create' && field.helperTextOnCreate) || field.helperText;
  const common = { source, label, helperText, isRequired };
  const defaultValue = ctx.listField ? field.default : undefined;

  // A custom input receives its own field whatever the kind; the registry is typed for media.
  const Custom = field.component
    ? (ctx.components.inputs?.[field.component] as
        ComponentType<EngineInputProps<FieldDeclaration>> | undefined)
    : undefined;
  if (Custom) return <Custom key={source} {...common} field={field} resource={resource} />;

  return inputOf(field)({ ctx, field, common, defaultValue, inputFor });
}
