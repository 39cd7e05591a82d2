/**
 * The columns a list shows, in the order the user chose (DataTable hands them over reordered),
 * without those the user hid in the column chooser: what the list's head and its rows both draw.
 */
import { Children, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { useDataTableStoreContext, useStore, type DataTableColumnProps } from 'react-admin';

export type Column = ReactElement<DataTableColumnProps>;

/** How the column chooser names a column: by its source, or by its label when it has none. */
export function columnKey(column: Column): string {
  const { source, label } = column.props;
  return source ?? (typeof label === 'string' ? label : '');
}

export function useShownColumns(children: ReactNode): Column[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  // Stable between renders, so the rows (memoised) re-render only when their record does.
  return useMemo(
    () =>
      Children.toArray(children).filter(
        (child): child is Column => isValidElement(child) && !hidden.includes(columnKey(child as Column)),
      ),
    [children, hidden],
  );
}
