/** Each field kind's form input (a computed value has none: the server writes it). */
import type { ReactElement } from 'react';
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
import type { FieldDeclaration, NumberField } from '../../../resources/kit/defineResource';
import { ColorInput } from '../inputs/ColorInput';
import { MediaUrlInput } from '../inputs/MediaUrlInput';
import { NoOptions } from '../inputs/NoOptions';
import { ObjectListInput } from '../inputs/ObjectListInput';
import { ReferenceListInput } from '../inputs/ReferenceListInput';
import { RemoteEnumInput } from '../inputs/RemoteEnumInput';
import { ShownWhen } from '../inputs/ShownWhen';
import { enumChoices } from '../options/enumChoices';
import type { InputArgs, InputRegistry } from './types';

const toIsoDateTime = (value: unknown) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString()
    : null;

/** A list kept as one text joined by `separator` (`a;b`), edited one item a line. */
const splitLines = (separator: string) => (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? value
        .split(separator)
        .map((item) => item.trim())
        .join('\n')
    : '';
const joinLines = (separator: string) => (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter((item, index, items) => item !== '' || index === items.length - 1)
    .join(separator);

const numberInput = ({ field, common, defaultValue }: InputArgs<NumberField>) => (
  <NumberInput
    key={common.source}
    {...common}
    defaultValue={defaultValue}
    min={field.min}
    max={field.max}
    step={field.kind === 'integer' ? 1 : 'any'}
  />
);

export const INPUTS: InputRegistry = {
  text: ({ field, common, defaultValue }) =>
    field.separator ? (
      <TextInput
        key={common.source}
        {...common}
        defaultValue={defaultValue}
        multiline
        minRows={2}
        format={splitLines(field.separator)}
        parse={joinLines(field.separator)}
        fullWidth
      />
    ) : (
      <TextInput key={common.source} {...common} defaultValue={defaultValue} fullWidth />
    ),
  longText: ({ common, defaultValue }) => (
    <TextInput key={common.source} {...common} defaultValue={defaultValue} multiline minRows={3} fullWidth />
  ),
  email: ({ common }) => <TextInput key={common.source} {...common} type="email" fullWidth />,
  url: ({ common }) => <TextInput key={common.source} {...common} type="url" fullWidth />,
  password: ({ common }) => (
    <TextInput key={common.source} {...common} type="password" autoComplete="new-password" fullWidth />
  ),
  color: ({ common, defaultValue }) => (
    <ColorInput key={common.source} {...common} defaultValue={defaultValue} />
  ),
  number: numberInput,
  integer: numberInput,
  computed: () => null,
  boolean: ({ common, defaultValue }) => (
    <BooleanInput key={common.source} {...common} defaultValue={defaultValue} />
  ),
  date: ({ common }) => <DateInput key={common.source} {...common} />,
  datetime: ({ common }) => <DateTimeInput key={common.source} {...common} parse={toIsoDateTime} />,
  enum: ({ ctx, field, common, defaultValue }) =>
    field.optionsFrom ? (
      <RemoteEnumInput key={common.source} {...common} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectInput
        key={common.source}
        {...common}
        defaultValue={defaultValue}
        choices={enumChoices(ctx.declaration.name, field, ctx.listField)}
      />
    ),
  reference: ({ field, common }) => (
    <ReferenceInput
      key={common.source}
      source={common.source}
      reference={field.target}
      filter={field.choicesFilter}
    >
      <AutocompleteInput
        label={common.label}
        helperText={common.helperText}
        isRequired={common.isRequired}
        noOptionsText={<NoOptions />}
        fullWidth
      />
    </ReferenceInput>
  ),
  referenceList: ({ field, common }) => (
    <ReferenceListInput
      key={common.source}
      {...common}
      reference={field.target}
      ordered={field.ordered}
      filter={field.choicesFilter}
      follow={field.choicesFollow}
      sortField={field.choicesSort}
      detail={field.choiceDetail}
    />
  ),
  // The app's media picker when it supplies one, a path box otherwise.
  mediaImage: ({ ctx, field, common }) => {
    const Media = ctx.components.inputs?.mediaImage ?? MediaUrlInput;
    return <Media key={common.source} {...common} field={field} resource={ctx.declaration.name} />;
  },
  objectList: ({ ctx, field, common, inputFor }) => (
    <ObjectListInput key={common.source} {...common}>
      {field.fields.map((sub) => {
        const input = inputFor({ ...ctx, mode: 'create', listField: field.name }, sub);
        return sub.shownWhen ? (
          <ShownWhen key={sub.name} field={sub.shownWhen.field} values={sub.shownWhen.in}>
            {input}
          </ShownWhen>
        ) : (
          input
        );
      })}
    </ObjectListInput>
  ),
};

/** The input of a field's kind. */
export function inputOf<F extends FieldDeclaration>(field: F): (args: InputArgs<F>) => ReactElement | null {
  // Keyed by kind, so the entry read for `field.kind` is this field's; TypeScript cannot follow
  // that link through a union of entries.
  return INPUTS[field.kind] as unknown as (args: InputArgs<F>) => ReactElement | null;
}
