/**
 * The rows of a generated list (DataTable's `body`): a plain <tr> per record and a <td> per shown
 * column, styled by one rule set for the whole body. React-admin's own body renders three styled
 * MUI components and a store subscription per cell, which made the rows most of a list's first
 * render (bench/page.ts). What a user sees and does is the same: the cells' content, the row
 * checkbox, the click that opens the record, hidden and reordered columns. A cell shows its
 * column's children, which listColumns (columns.tsx) always gives: DataTable.Col's `render`,
 * `field` and `cellClassName` are not drawn here. A row's checkbox (five styled MUI components)
 * comes once the rows are painted (useRowsShown), into a cell there from the first render.
 */
import { alpha, styled } from '@mui/material/styles';
import { memo, useCallback, type ReactNode } from 'react';
import {
  RecordContextProvider,
  SelectRowCheckbox,
  useCreatePath,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useNavigate,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { rowDivider } from './rowDivider';
import { useRowsShown } from './rowsShown';
import { columnKey, useShownColumns, type Column } from './shownColumns';

/** MUI's small body cells and hoverable rows, as TableCell and TableRow style them, once. */
const Body = styled('tbody')(({ theme }) => ({
  '& > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& > tr:hover': { backgroundColor: theme.palette.action.hover },
  // A selected row stands out, as MUI's TableRow shows `selected`.
  '& > tr.Mui-selected, & > tr.Mui-selected:hover': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& > tr > td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: '6px 16px',
    borderBottom: `1px solid ${rowDivider(theme)}`,
  },
  '& > tr > td.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
  // A reference's label reads as MUI's links do.
  '& a.reference-label': {
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
}));

const CELL_CLASSES = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell';

interface RowProps {
  record: RaRecord;
  index: number;
  columns: readonly Column[];
  selectable: boolean;
  /** Whether the row's checkbox is drawn yet (empty cell until the rows are painted). */
  checkbox: boolean;
  selected: boolean;
  /** Which of the record's screens a click on the row opens (none: the row does not open). */
  link?: 'edit' | 'show';
  onOpen: (record: RaRecord, link: 'edit' | 'show') => void;
}

const Row = memo(function Row({
  record,
  index,
  columns,
  selectable,
  checkbox,
  selected,
  link,
  onOpen,
}: RowProps) {
  const parity = index % 2 === 0 ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd';
  const clickable = link ? ' RaDataTable-clickableRow' : '';
  const selectedClass = selected ? ' Mui-selected RaDataTable-selectedRow' : '';
  return (
    <RecordContextProvider value={record}>
      <tr
        className={`MuiTableRow-root MuiTableRow-hover RaDataTable-row ${parity}${clickable}${selectedClass}`}
        aria-selected={selectable ? selected : undefined}
        onClick={link ? () => onOpen(record, link) : undefined}
      >
        {selectable && (
          <td className="MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox">
            {checkbox && <SelectRowCheckbox />}
          </td>
        )}
        {columns.map((column) => (
          <td key={columnKey(column)} className={`${CELL_CLASSES} column-${column.props.source ?? ''}`}>
            {column.props.children}
          </td>
        ))}
      </tr>
    </RecordContextProvider>
  );
});

type RowClick = ReturnType<typeof useDataTableCallbacksContext>['rowClick'];

/**
 * Which screen a record's row opens. The engine's row click decides at once, from rights already
 * read (rowClick.ts): the edit form, the show screen or nothing; an answer still to come (a
 * promise) would leave a row with a pointer that does nothing, so such a row does not open.
 */
function linkOf(rowClick: RowClick, record: RaRecord, resource: string): 'edit' | 'show' | undefined {
  const link = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
  return link === 'edit' || link === 'show' ? link : undefined;
}

export function ListRows({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const resource = useResourceContext() ?? '';
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { rowClick, handleToggleItem } = useDataTableCallbacksContext();
  const columns = useShownColumns(children);
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // The record's screen is opened as react-admin would, at its top.
  const open = useCallback(
    (record: RaRecord, link: 'edit' | 'show') =>
      navigate(createPath({ resource, id: record.id, type: link }), { state: { _scrollToTop: true } }),
    [navigate, createPath, resource],
  );
  const selectable = hasBulkActions && !!handleToggleItem;
  const selectedIds = useDataTableSelectedIdsContext();
  const checkbox = useRowsShown();
  return (
    <Body className="MuiTableBody-root RaDataTable-tbody datatable-body">
      {data?.map((record, index) => (
        <Row
          key={String(record.id)}
          record={record}
          index={index}
          columns={columns}
          selectable={selectable}
          checkbox={checkbox}
          selected={selectable && !!selectedIds?.includes(record.id)}
          link={linkOf(rowClick, record, resource)}
          onOpen={open}
        />
      ))}
    </Body>
  );
}
