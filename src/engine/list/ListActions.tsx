/**
 * The list toolbar: column chooser, create and CSV import (when the area allows it), the
 * declaration's own list actions, CSV export. All but the column chooser come once the rows are
 * painted; the chooser is there from the start, because the table's column list looks for its
 * place in the chooser's menu only for a short while after it mounts.
 */
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';
import { DeclaredActions } from '../declaredActions';
import { AfterRows } from './AfterRows';
import type { ScreenProps } from '../types';

export function ListActions({ declaration, components }: ScreenProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ColumnsButton />
      <AfterRows>
        {hasCreate && <CreateButton />}
        {hasCreate && <ImportButton />}
        <DeclaredActions declaration={declaration} components={components} place="list" />
        <ExportButton maxResults={10000} />
      </AfterRows>
    </TopToolbar>
  );
}
