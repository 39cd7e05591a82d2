/**
 * The list toolbar: column chooser, create and CSV import (when the area allows it), the
 * declaration's own list actions, CSV export.
 */
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';
import { DeclaredActions } from '../declaredActions';
import type { ScreenProps } from '../types';

export function ListActions({ declaration, components }: ScreenProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ColumnsButton />
      {hasCreate && <CreateButton />}
      {hasCreate && <ImportButton />}
      <DeclaredActions declaration={declaration} components={components} place="list" />
      <ExportButton maxResults={10000} />
    </TopToolbar>
  );
}
