/**
 * How a field's value reads, by kind: used by the list columns and by the read-only values of
 * the edit form (dates the server manages, a key that cannot change).
 */
import type { ReactElement } from 'react';
import {
  BooleanField,
  DateField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
  UrlField,
} from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/kit/defineResource';
import { enumChoices } from '../options/enumChoices';
import type { EngineComponents } from '../types';
import { ColorSwatchField } from './ColorSwatchField';
import { ItemCountField } from './ItemCountField';
import { RemoteEnumField } from './RemoteEnumField';
import { ThumbnailField } from './ThumbnailField';
import { TruncatedTextField } from './TruncatedTextField';

export const DATE_LOCALE = 'fr-FR';
const DATETIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };
// A date without time is a calendar day: read it in UTC so no time zone moves it a day back.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeZone: 'UTC' };

export function displayFor(
  declaration: ResourceDeclaration,
  field: FieldDeclaration,
  components: EngineComponents = {},
): ReactElement {
  const source = field.name;
  const resource = declaration.name;
  const Custom = field.component ? components.fields?.[field.component] : undefined;
  if (Custom) return <Custom source={source} field={field} resource={resource} />;
  switch (field.kind) {
    case 'longText':
      return <TruncatedTextField source={source} />;
    case 'email':
      return <EmailField source={source} onClick={(e) => e.stopPropagation()} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />;
    case 'number':
    case 'integer':
    case 'computed':
      return <NumberField source={source} locales={DATE_LOCALE} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <DateField source={source} locales={DATE_LOCALE} options={DATE_OPTIONS} />;
    case 'datetime':
      return <DateField source={source} locales={DATE_LOCALE} options={DATETIME_OPTIONS} showTime />;
    case 'enum':
      return field.optionsFrom ? (
        <RemoteEnumField source={source} optionsFrom={field.optionsFrom} />
      ) : (
        <SelectField source={source} choices={enumChoices(resource, field)} />
      );
    case 'color':
      return <ColorSwatchField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.target} />;
    case 'referenceList':
      return (
        <ReferenceArrayField source={source} reference={field.target}>
          <SingleFieldList linkType={false} />
        </ReferenceArrayField>
      );
    case 'mediaImage':
      return <ThumbnailField source={source} />;
    case 'objectList':
      return <ItemCountField source={source} />;
    case 'password':
      return <></>;
    default:
      return <TextField source={source} />;
  }
}
