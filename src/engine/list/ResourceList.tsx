/**
 * The generated list screen: react-admin's list (ListBase, ListView) and <DataTable>, with search
 * and declared filters, sortable columns, a column chooser, page size choice, bulk actions and CSV
 * export. On a phone, a line per record instead of the table (PhoneList.tsx), named as the area's
 * declaration names it, opening it.
 */
import { useMemo } from 'react';
import { DataTable, ListBase, ListView } from 'react-admin';
import { PrefetchedRecordsProvider } from '../fields/prefetchedRecords';
import { ListedChoicesProvider } from '../options/listedChoices';
import { useAreaRights } from '../permissions/useAreaRights';
import type { ScreenProps } from '../types';
import { AfterRows } from './AfterRows';
import { BulkActionButtons, preloadBulkEdit } from './BulkActionButtons';
import { listColumns } from './columns';
import { listFilters } from './filters';
import { useFirstPageSeed } from './firstPageSeed';
import {
  DEFAULT_PAGE_SIZE,
  defaultSortOf,
  listedOptionLists,
  listedReferences,
  PAGE_SIZES,
} from './listDefaults';
import { ListActions } from './ListActions';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListFilterForm } from './ListFilterForm';
import { ListHead } from './ListHead';
import { ListLoadingBar } from './ListLoadingBar';
import { ListPagination } from './ListPagination';
import { ListRows } from './ListRows';
import { phoneOptionLists } from './phoneFields';
import { phoneSecondaryText, phoneStatus } from './phoneLines';
import { PhoneList } from './PhoneList';
import { useIsPhoneScreen } from './phoneScreen';
import { useRowClick } from './rowClick';
import { RowsShownProvider } from './rowsShown';
import { useCsvExporter } from './useCsvExporter';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './listDefaults';

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

export function ResourceList({ declaration, components }: ScreenProps) {
  // A row opens its form only for those who may edit that record (rowClick.ts); selecting rows
  // only for those who may act on several (bulk edit, activate, deactivate, delete).
  const rowClick = useRowClick(declaration.name);
  const { can } = useAreaRights(declaration.name);
  const hasBulk = can('delete') || can('edit');
  const isPhone = useIsPhoneScreen();
  // A table whose rows may be edited together: the bulk edit's code comes when the pointer or the
  // focus comes into the table (to select rows), not with the rows. A phone's list selects no rows.
  const bulkEditable = !isPhone && can('edit');
  const approachTable = bulkEditable ? preloadBulkEdit : undefined;
  const perPage = declaration.perPage ?? DEFAULT_PAGE_SIZE;
  const pageSizes = PAGE_SIZES.includes(perPage)
    ? PAGE_SIZES
    : [...PAGE_SIZES, perPage].sort((a, b) => a - b);
  // Built once per declaration: react-admin compares filters and sort between renders.
  const filters = useMemo(() => listFilters(declaration, { onPhone: isPhone }), [declaration, isPhone]);
  const columns = useMemo(() => listColumns(declaration, components), [declaration, components]);
  const exporter = useCsvExporter(declaration);
  const sort = useMemo(() => defaultSortOf(declaration), [declaration]);
  // A phone's lines show two columns at most: only their option lists are read there.
  const optionLists = useMemo(
    () => (isPhone ? phoneOptionLists(declaration) : listedOptionLists(declaration)),
    [declaration, isPhone],
  );
  const secondaryText = useMemo(() => phoneSecondaryText(declaration, components), [declaration, components]);
  const status = useMemo(() => phoneStatus(declaration), [declaration]);
  // References: off a phone the page comes with the records they name (react-admin's
  // prefetching, see the data provider), so its cells show their labels with the rows.
  const meta = useMemo(() => {
    const references = isPhone ? [] : listedReferences(declaration).map(({ name }) => name);
    return references.length > 0 ? { prefetch: references } : undefined;
  }, [declaration, isPhone]);
  // A cold start's first page, already in, is the list's first render (firstPageSeed.ts).
  const initialData = useFirstPageSeed(declaration, meta);
  const queryOptions = useMemo(() => ({ meta, initialData }), [meta, initialData]);
  // <List> is ListBase around ListView; here with one "rows shown" for the whole screen between them.
  return (
    <ListBase
      resource={declaration.name}
      disableAuthentication
      sort={sort}
      perPage={perPage}
      exporter={exporter}
      offline={false}
      queryOptions={queryOptions}
    >
      <RowsShownProvider>
        <PrefetchedRecordsProvider>
          <ListedChoicesProvider paths={optionLists}>
            <ListView
              filters={<ListFilterForm filters={filters} />}
              actions={
                <ListActions
                  declaration={declaration}
                  components={components}
                  phoneFilters={isPhone ? filters : undefined}
                  addedFilters={isPhone ? undefined : filters.filter((filter) => !filter.props.alwaysOn)}
                />
              }
              pagination={
                <AfterRows>
                  <ListPagination rowsPerPageOptions={pageSizes} />
                </AfterRows>
              }
              empty={<ListEmpty />}
              error={<ListError />}
            >
              <ListLoadingBar />
              {isPhone ? (
                // One line per record, opening it: on a phone the table made the page 1,100 px wide.
                <PhoneList rowClick={rowClick} secondaryText={secondaryText} tertiaryText={status} />
              ) : (
                <DataTable
                  sx={BULK_TOOLBAR_IN_FLOW}
                  head={ListHead}
                  body={ListRows}
                  rowClick={rowClick}
                  onPointerOver={approachTable}
                  onFocus={approachTable}
                  bulkActionButtons={
                    hasBulk || declaration.actions?.bulk?.length ? (
                      <BulkActionButtons declaration={declaration} components={components} />
                    ) : (
                      false
                    )
                  }
                >
                  {columns}
                </DataTable>
              )}
            </ListView>
          </ListedChoicesProvider>
        </PrefetchedRecordsProvider>
      </RowsShownProvider>
    </ListBase>
  );
}
