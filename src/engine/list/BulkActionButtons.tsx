/**
 * Actions on the selected rows: activate/deactivate (areas with an active flag), bulk edit, the
 * declaration's own bulk actions, then delete, whose confirmation tells what it will touch. Rendered only while
 * rows are selected: react-admin keeps its bulk toolbar in the page, folded to no height, over the
 * table's header, where the folded buttons would still sit on the header's sort buttons (axe
 * target-size on narrow screens) and cost a render before the first rows.
 */
import { BulkDeleteButton, useListContext } from 'react-admin';
import { activeFieldOf } from '../../../resources/kit/fields';
import { DeclaredActions } from '../declaredActions';
import { DeleteReportContent } from '../deleteReport/DeleteReportContent';
import { useAreaRights } from '../permissions/useAreaRights';
import type { ScreenProps } from '../types';
import { BulkEditButton } from './BulkEditButton';
import { BulkToggleActiveButton } from './BulkToggleActiveButton';

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
      {canEdit && <BulkEditButton declaration={declaration} components={components} />}
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
