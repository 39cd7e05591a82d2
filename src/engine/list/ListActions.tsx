/**
 * The list toolbar: column chooser, create and CSV import (when the area allows it), the
 * declaration's own list actions, CSV export. All but the column chooser come once the rows are
 * painted. The chooser comes one render after the toolbar's first (its menu's first commit would
 * hold the first paint back, src/engine/afterFirstCommit.ts), not later: the table's column list
 * looks for its place in the chooser's menu only for half a second after it mounts.
 */
import { ColumnsButton, CreateButton, ExportButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';
import { AfterFirstCommit } from '../afterFirstCommit';
import { DeclaredActions } from '../declaredActions';
import { AfterRows } from './AfterRows';
import type { ScreenProps } from '../types';

export function ListActions({ declaration, components }: ScreenProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <AfterFirstCommit>
        <ColumnsButton />
      </AfterFirstCommit>
      <AfterRows>
        {hasCreate && <CreateButton />}
        {hasCreate && <ImportButton />}
        <DeclaredActions declaration={declaration} components={components} place="list" />
        <ExportButton maxResults={10000} />
      </AfterRows>
    </TopToolbar>
  );
}
