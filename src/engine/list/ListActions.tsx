/**
 * The list toolbar: create and CSV import (when the area allows it), the declaration's own list
 * actions, CSV export (labels or codes), saved views (« Vues »), column chooser; on a phone, whose list has no columns, the button that adds
 * a filter and the sort menu instead of the column chooser. All but the column chooser come once the rows are
 * painted; the chooser's button is there from the start (ColumnsChooserButton), its menu a render
 * later: the table's column list looks for its place in that menu only for half a second.
 */
import type { ReactElement } from 'react';
import { FilterButton, SortButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ImportButton } from '../../features/csv-import/ImportButton';
import { DeclaredActions } from '../declaredActions';
import { useAreaRights } from '../permissions/useAreaRights';
import { ClearFiltersButton } from './ClearFiltersButton';
import { ColumnsChooserButton } from './ColumnsChooserButton';
import { ExportMenuButton } from './ExportMenuButton';
import { PermittedCreateButton } from './PermittedCreateButton';
import { phoneSortFields } from './phoneFields';
import { SavedViewsButton } from './savedViews/SavedViewsButton';
import type { ScreenProps } from '../types';

interface ListActionsProps extends ScreenProps {
  /**
   * On a phone (ResourceList): the filters a user adds one by one from a filter button. A phone's
   * list has no columns to choose.
   */
  phoneFilters?: ReactElement[];
  /** Elsewhere: the filters added from the filter button (the bounds and emptiness tests). */
  addedFilters?: ReactElement[];
}

export function ListActions({ declaration, components, phoneFilters, addedFilters }: ListActionsProps) {
  const offered = phoneFilters ?? addedFilters ?? [];
  const { hasCreate } = useResourceDefinition();
  // Each control only where the person's rights allow it, known from the first render
  // (PermittedScreen waited for them), so the toolbar has its width at the first paint.
  const { can } = useAreaRights(declaration.name);
  const canImport = can('import');
  const canExport = can('export');
  return (
    <TopToolbar>
      {/*
        Every button with the first paint, none after the rows: the filter form beside them takes
        its width once, so no later button pushes a filter onto another line and the table down.
      */}
      <ClearFiltersButton />
      {offered.length > 0 && <FilterButton filters={offered} disableSaveQuery />}
      {/* A phone's lines have no column heads to sort by. */}
      {phoneFilters && <SortButton fields={phoneSortFields(declaration)} />}
      {hasCreate && <PermittedCreateButton />}
      {hasCreate && canImport && <ImportButton />}
      <DeclaredActions declaration={declaration} components={components} place="list" />
      {canExport && <ExportMenuButton declaration={declaration} />}
      <SavedViewsButton declaration={declaration} />
      {/* Last: the toolbar is aligned right. */}
      {!phoneFilters && <ColumnsChooserButton />}
    </TopToolbar>
  );
}
