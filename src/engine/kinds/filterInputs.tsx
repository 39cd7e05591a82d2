/** Filters several kinds share: a text box, a number box, a date picker. */
import { DateInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import type { FilterArgs } from './types';

export const textFilter = ({ common }: FilterArgs<FieldDeclaration>) => <TextInput {...common} />;
export const numberFilter = ({ common }: FilterArgs<FieldDeclaration>) => <NumberInput {...common} />;
export const dateFilter = ({ common }: FilterArgs<FieldDeclaration>) => <DateInput {...common} />;
