/**
 * The input of a field, by kind. Labels are i18n keys (react-admin derives a top-level field's
 * key itself; fields inside a list of objects get theirs from resources/kit/labels.ts).
 */
import type { ComponentType, ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf, placement } from '../../../resources/kit/fields';
import { itemFieldLabelKey } from '../../../resources/kit/labels';
import type { SchemaMode } from '../../../resources/kit/schema';
import { displayFor } from '../fields/displayFor';
import { ColorInput } from '../inputs/ColorInput';
import { MediaUrlInput } from '../inputs/MediaUrlInput';
import { NoOptions } from '../inputs/NoOptions';
import { ObjectListInput } from '../inputs/ObjectListInput';
import { ReadOnlyValue } from '../inputs/ReadOnlyValue';
import { ReferenceListInput } from '../inputs/ReferenceListInput';
import { RemoteEnumInput } from '../inputs/RemoteEnumInput';
import { enumChoices } from '../options/enumChoices';
import type { EngineComponents, EngineInputProps } from '../types';

export interface InputContext {
  declaration: ResourceDeclaration;
  mode: SchemaMode;
  components: EngineComponents;
  /** Set for the fields of a list of objects: the list's name. */
  listField?: string;
}

const toIsoDateTime = (value: unknown) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null;

/** Whether the field appears in the form of this mode, and whether it can be changed there. */
export function formPresence(ctx: InputContext, field: FieldDeclaration): 'input' | 'readOnly' | 'none' {
  const where = placement(field);
  const isKey = field.name === keyOf(ctx.declaration);
  if (ctx.mode === 'create') {
    return where.create && field.kind !== 'computed' && !field.readOnly ? 'input' : 'none';
  }
  if (!where.edit) return 'none';
  // A record's own key (a hashtag's label) is chosen on create and never changed afterwards.
  return field.kind === 'computed' || field.readOnly || isKey ? 'readOnly' : 'input';
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
  const common = { source, label, helperText: field.helperText, isRequired };
  const defaultValue = ctx.listField ? field.default : undefined;

  // A custom input receives its own field whatever the kind; the registry is typed for media.
  const Custom = field.component
    ? (ctx.components.inputs?.[field.component] as
        ComponentType<EngineInputProps<FieldDeclaration>> | undefined)
    : undefined;
  if (Custom) return <Custom key={source} {...common} field={field} resource={resource} />;

  switch (field.kind) {
    case 'text':
      return <TextInput key={source} {...common} defaultValue={defaultValue} fullWidth />;
    case 'longText':
      return (
        <TextInput key={source} {...common} defaultValue={defaultValue} multiline minRows={3} fullWidth />
      );
    case 'email':
      return <TextInput key={source} {...common} type="email" fullWidth />;
    case 'url':
      return <TextInput key={source} {...common} type="url" fullWidth />;
    case 'password':
      return <TextInput key={source} {...common} type="password" autoComplete="new-password" fullWidth />;
    case 'color':
      return <ColorInput key={source} {...common} defaultValue={defaultValue} />;
    case 'number':
    case 'integer':
      return (
        <NumberInput
          key={source}
          {...common}
          defaultValue={defaultValue}
          min={field.min}
          max={field.max}
          step={field.kind === 'integer' ? 1 : 'any'}
        />
      );
    case 'boolean':
      return <BooleanInput key={source} {...common} defaultValue={defaultValue} />;
    case 'date':
      return <DateInput key={source} {...common} />;
    case 'datetime':
      return <DateTimeInput key={source} {...common} parse={toIsoDateTime} />;
    case 'enum':
      return field.optionsFrom ? (
        <RemoteEnumInput key={source} {...common} optionsFrom={field.optionsFrom} />
      ) : (
        <SelectInput
          key={source}
          {...common}
          defaultValue={defaultValue}
          choices={enumChoices(resource, field, ctx.listField)}
        />
      );
    case 'reference':
      return (
        <ReferenceInput key={source} source={source} reference={field.target} filter={field.choicesFilter}>
          <AutocompleteInput
            label={label}
            helperText={field.helperText}
            isRequired={isRequired}
            noOptionsText={<NoOptions />}
            fullWidth
          />
        </ReferenceInput>
      );
    case 'referenceList':
      return (
        <ReferenceListInput
          key={source}
          {...common}
          reference={field.target}
          ordered={field.ordered}
          filter={field.choicesFilter}
        />
      );
    case 'mediaImage': {
      const Media = ctx.components.inputs?.mediaImage ?? MediaUrlInput;
      return <Media key={source} {...common} field={field} resource={resource} />;
    }
    case 'objectList':
      return (
        <ObjectListInput key={source} {...common}>
          {field.fields.map((sub) => inputFor({ ...ctx, mode: 'create', listField: field.name }, sub))}
        </ObjectListInput>
      );
    case 'computed':
      return null;
  }
}
