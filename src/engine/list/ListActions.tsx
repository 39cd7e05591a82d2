/**
 * The list toolbar: create and CSV import (when the area allows it), the declaration's own list
 * actions, CSV export, column chooser. All but the column chooser come once the rows are
 * painted; the chooser's button is there from the start (ColumnsChooserButton), its menu a render
 * later: the table's column list looks for its place in that menu only for half a second.
 */
import { CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';
import { DeclaredActions } from '../declaredActions';
import { AfterRows } from './AfterRows';
import { ColumnsChooserButton } from './ColumnsChooserButton';
import type { ScreenProps } from '../types';

export function ListActions({ declaration, components }: ScreenProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <AfterRows>
        {hasCreate && <CreateButton />}
        {hasCreate && <ImportButton />}
        <DeclaredActions declaration={declaration} components={components} place="list" />
        <ExportButton maxResults={10000} />
      </AfterRows>
      {/* Last: the toolbar is aligned right, and the buttons that come later do not push it. */}
      <ColumnsChooserButton />
    </TopToolbar>
  );
}
