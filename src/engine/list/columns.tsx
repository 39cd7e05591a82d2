/**
 * The list's columns: one per field shown in the list, sortable when the server sorts on it.
 * A secret has no column, whatever the declaration says.
 */
import type { ReactElement } from 'react';
import { DataTable } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { isSortable } from '../../../resources/kit/fields';
import { displayFor } from '../fields/displayFor';
import type { EngineComponents } from '../types';
import { listedFields } from './listDefaults';

export function listColumns(declaration: ResourceDeclaration, components: EngineComponents): ReactElement[] {
  return listedFields(declaration).map((field) => (
    <DataTable.Col key={field.name} source={field.name} disableSort={!isSortable(field)}>
      {displayFor(declaration, field, components)}
    </DataTable.Col>
  ));
}
