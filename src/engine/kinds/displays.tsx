/**
 * How each field kind's value reads, in a list's cells and in a form's read-only values. Apart
 * from the filters and inputs: a list's first render needs only these.
 */
import type { ReactElement } from 'react';
import { EmailField, ReferenceArrayField, SelectField, SingleFieldList, UrlField } from 'react-admin';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { BooleanMark } from '../fields/BooleanMark';
import { ColorSwatchField } from '../fields/ColorSwatchField';
import { CountLink } from '../fields/CountLink';
import { ItemCountField } from '../fields/ItemCountField';
import { DateValue, NumberValue } from '../fields/LocaleValues';
import { ReferenceLabel } from '../fields/ReferenceLabel';
import { RemoteEnumField } from '../fields/RemoteEnumField';
import { TextValue } from '../fields/TextValue';
import { ThumbnailField } from '../fields/ThumbnailField';
import { TruncatedTextField } from '../fields/TruncatedTextField';
import { enumChoices } from '../options/enumChoices';
import type { DisplayArgs, DisplayRegistry } from './types';

const numberDisplay = ({ source }: DisplayArgs<FieldDeclaration>) => <NumberValue source={source} />;

export const DISPLAYS: DisplayRegistry = {
  text: ({ source }) => <TextValue source={source} />,
  longText: ({ source }) => <TruncatedTextField source={source} />,
  email: ({ source }) => <EmailField source={source} onClick={(e) => e.stopPropagation()} />,
  url: ({ source }) => (
    <UrlField source={source} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />
  ),
  // Lists and filters leave secrets out before asking for these.
  password: () => <></>,
  color: ({ source }) => <ColorSwatchField source={source} />,
  number: numberDisplay,
  integer: numberDisplay,
  // A count the server computes, linking to the records counted.
  computed: ({ field, source }) => <CountLink source={source} count={field.count} />,
  boolean: ({ source }) => <BooleanMark source={source} />,
  date: ({ source }) => <DateValue source={source} />,
  datetime: ({ source }) => <DateValue source={source} withTime />,
  enum: ({ field, source, resource }) =>
    field.optionsFrom ? (
      <RemoteEnumField source={source} optionsFrom={field.optionsFrom} />
    ) : (
      <SelectField source={source} choices={enumChoices(resource, field)} />
    ),
  reference: ({ field, source }) => <ReferenceLabel source={source} reference={field.target} />,
  referenceList: ({ field, source }) => (
    <ReferenceArrayField source={source} reference={field.target}>
      <SingleFieldList linkType={false} />
    </ReferenceArrayField>
  ),
  mediaImage: ({ source }) => <ThumbnailField source={source} />,
  objectList: ({ source }) => <ItemCountField source={source} />,
};

/** The display of a field's kind. */
export function displayOf<F extends FieldDeclaration>(field: F): (args: DisplayArgs<F>) => ReactElement {
  // Keyed by kind, so the entry read for `field.kind` is this field's; TypeScript cannot follow
  // that link through a union of entries.
  return DISPLAYS[field.kind] as unknown as (args: DisplayArgs<F>) => ReactElement;
}
