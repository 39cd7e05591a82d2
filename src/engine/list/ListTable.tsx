/**
 * A list's table (wider than a phone): react-admin's <DataTable> with the list's head and rows, its
 * declared columns and the actions on selected rows. Its own module, loaded with the list screen on
 * a wide screen (listScreen.ts) and only then: a phone's list shows lines (SimpleList) and does not
 * download the table's code before them.
 */
import { DataTable, type RowClickFunction } from 'react-admin';
import type { ScreenProps } from '../types';
import { BulkActionButtons, preloadBulkEdit } from './BulkActionButtons';
import { listColumns } from './columns';
import { ListHead } from './ListHead';
import { ListRows } from './ListRows';
import { useMemo } from 'react';

/**
 * React-admin lifts its selection toolbar 48 px, over the list's top bar: with a second row of
 * filters it covered half of it. Here it takes its own place above the table instead.
 */
const BULK_TOOLBAR_IN_FLOW = {
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    position: 'relative',
    transform: 'none',
  },
} as const;

export interface ListTableProps extends ScreenProps {
  rowClick: RowClickFunction | false;
  /** Rows may be selected: the person may delete or edit, or the area declares bulk actions. */
  selectable: boolean;
  /** The rows may be edited together: the bulk edit's code comes when the pointer or the focus comes into the table. */
  bulkEditable: boolean;
}

export function ListTable({ declaration, components, rowClick, selectable, bulkEditable }: ListTableProps) {
  const columns = useMemo(() => listColumns(declaration, components), [declaration, components]);
  const approachTable = bulkEditable ? preloadBulkEdit : undefined;
  return (
    <DataTable
      sx={BULK_TOOLBAR_IN_FLOW}
      head={ListHead}
      body={ListRows}
      rowClick={rowClick}
      onPointerOver={approachTable}
      onFocus={approachTable}
      bulkActionButtons={
        selectable ? <BulkActionButtons declaration={declaration} components={components} /> : false
      }
    >
      {columns}
    </DataTable>
  );
}
