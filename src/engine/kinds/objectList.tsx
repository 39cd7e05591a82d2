/** A list of small records: a sub-form per item, their count in lists. */
import type { ObjectListField } from '../../../resources/kit/defineResource';
import { ItemCountField } from '../fields/ItemCountField';
import { ObjectListInput } from '../inputs/ObjectListInput';
import { textFilter } from './filterInputs';
import type { UiKind } from './types';

export const objectList: UiKind<ObjectListField> = {
  input: ({ ctx, field, common, inputFor }) => (
    <ObjectListInput key={common.source} {...common}>
      {field.fields.map((sub) => inputFor({ ...ctx, mode: 'create', listField: field.name }, sub))}
    </ObjectListInput>
  ),
  display: ({ source }) => <ItemCountField source={source} />,
  filter: textFilter,
};
