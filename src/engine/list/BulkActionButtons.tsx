/**
 * Actions on the selected rows: activate/deactivate (areas with an active flag), bulk edit, the
 * declaration's own bulk actions, then delete, whose confirmation tells what it will touch. Rendered only while
 * rows are selected: react-admin keeps its bulk toolbar in the page, folded to no height, over the
 * table's header, where the folded buttons would still sit on the header's sort buttons (axe
 * target-size on narrow screens) and cost a render before the first rows.
 */
import { lazy, Suspense } from 'react';
import { BulkDeleteButton, useListContext } from 'react-admin';
import { activeFieldOf } from '../../../resources/kit/fields';
import { DeclaredActions } from '../declaredActions';
import { DeleteReportContent } from '../deleteReport/DeleteReportContent';
import { loadOnce } from '../loadOnce';
import { useAreaRights } from '../permissions/useAreaRights';
import type { ScreenProps } from '../types';
import { BulkToggleActiveButton } from './BulkToggleActiveButton';

// The bulk edit (the edit form's inputs and the declaration's zod schema, 80 kB gzip) is no part
// of a list's first render, nor of a visit that only reads the list: its code is asked for when
// the pointer or the focus comes into the table, where rows are selected (preloadBulkEdit).
const bulkEdit = loadOnce(async () => (await import('./BulkEditButton')).BulkEditButton);
const BulkEditButton = lazy(async () => ({ default: await bulkEdit.load() }));

/** Loads the bulk edit's code ahead of the first selection (a failure is met again on opening it). */
export function preloadBulkEdit(): void {
  if (bulkEdit.loaded() || bulkEdit.pending()) return;
  bulkEdit.load().catch(() => undefined);
}

export function BulkActionButtons({ declaration, components }: ScreenProps) {
  const { selectedIds } = useListContext();
  // Activating and deactivating is editing; react-admin's BulkDeleteButton asks about delete itself.
  const canEdit = useAreaRights(declaration.name).can('edit');
  if (selectedIds.length === 0) return null;
  return (
    <>
      {canEdit && activeFieldOf(declaration) && (
        <>
          <BulkToggleActiveButton active />
          <BulkToggleActiveButton active={false} />
        </>
      )}
      {canEdit && (
        <Suspense fallback={null}>
          <BulkEditButton declaration={declaration} components={components} />
        </Suspense>
      )}
      <DeclaredActions declaration={declaration} components={components} place="bulk" />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="engine.bulk.deleteTitle"
        confirmContent={
          <DeleteReportContent
            resource={declaration.name}
            ids={selectedIds as (string | number)[]}
            message="engine.bulk.deleteContent"
          />
        }
        confirmColor="warning"
      />
    </>
  );
}
