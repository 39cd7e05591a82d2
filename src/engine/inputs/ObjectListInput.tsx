/** A list of small sub-forms (a template's questions): add, remove and reorder items in place. */
import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { ObjectListButtons } from './ObjectListButtons';

interface Props {
  source: string;
  label?: string;
  helperText?: string;
  isRequired?: boolean;
  children: ReactNode;
}

export function ObjectListInput({ source, label, helperText, isRequired, children }: Props) {
  return (
    <ArrayInput source={source} label={label} helperText={helperText} isRequired={isRequired} fullWidth>
      <SimpleFormIterator
        fullWidth
        disableClear
        addButton={<ObjectListButtons />}
        sx={{ '& .RaSimpleFormIterator-add': { flexGrow: 1 } }}
      >
        {children}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
