/**
 * The head of a generated list (DataTable's `head`): the select-all box and a sortable title per
 * shown column, as react-admin's head draws them. Its own because react-admin's puts a tooltip
 * ("Trier par …") on every sortable title from the first render, and a tooltip's first commit
 * holds the page's first paint back (src/engine/afterFirstCommit.tsx): here the tooltips come one
 * render later, around titles that do not move.
 */
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import {
  FieldTitle,
  SelectPageCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSortContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { LateTooltip } from '../afterFirstCommit';
import { columnKey, useShownColumns, type Column } from './shownColumns';

function HeadCell({ column }: { column: Column }) {
  const { source, label, disableSort, sortByOrder, headerClassName } = column.props;
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  let content: ReactNode = title;
  if (handleSort && sort && !disableSort && source) {
    const nextOrder =
      sort.field === source ? (sort.order === 'ASC' ? 'DESC' : 'ASC') : (sortByOrder ?? 'ASC');
    const fieldLabel = translateLabel({
      label: typeof label === 'string' ? label : undefined,
      resource,
      source,
    });
    content = (
      <LateTooltip
        title={translate('ra.sort.sort_by', {
          field: fieldLabel,
          field_lower_first:
            typeof fieldLabel === 'string'
              ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1)
              : undefined,
          order: translate(`ra.sort.${nextOrder}`),
          _: translate('ra.action.sort'),
        })}
        placement={column.props.align === 'right' ? 'bottom-end' : 'bottom-start'}
        enterDelay={300}
      >
        <TableSortLabel
          active={sort.field === source}
          direction={sort.order === 'ASC' ? 'asc' : 'desc'}
          data-field={source}
          data-order={sortByOrder ?? 'ASC'}
          onClick={handleSort}
        >
          {title}
        </TableSortLabel>
      </LateTooltip>
    );
  }
  return (
    <TableCell
      variant="head"
      className={`RaDataTable-headerCell column-${source ?? ''}${headerClassName ? ` ${headerClassName}` : ''}`}
    >
      {content}
    </TableCell>
  );
}

export function ListHead({ children }: { children?: ReactNode }) {
  const columns = useShownColumns(children);
  const { hasBulkActions = false } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  return (
    <TableHead className="RaDataTable-thead">
      <TableRow className="RaDataTable-row RaDataTable-headerRow">
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox" variant="head" className="RaDataTable-headerCell">
            <SelectPageCheckbox />
          </TableCell>
        )}
        {columns.map((column) => (
          <HeadCell key={columnKey(column)} column={column} />
        ))}
      </TableRow>
    </TableHead>
  );
}
