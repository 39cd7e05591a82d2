/**
 * Actions on the selected rows: activate/deactivate (areas with an active flag), the declaration's
 * own bulk actions, then delete.
 */
import { BulkDeleteButton } from 'react-admin';
import { activeFieldOf } from '../../../resources/kit/fields';
import { DeclaredActions } from '../declaredActions';
import type { ScreenProps } from '../types';
import { BulkToggleActiveButton } from './BulkToggleActiveButton';

export function BulkActionButtons({ declaration, components }: ScreenProps) {
  return (
    <>
      {activeFieldOf(declaration) && (
        <>
          <BulkToggleActiveButton active />
          <BulkToggleActiveButton active={false} />
        </>
      )}
      <DeclaredActions declaration={declaration} components={components} place="bulk" />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="engine.bulk.deleteTitle"
        confirmContent="engine.bulk.deleteContent"
        confirmColor="warning"
      />
    </>
  );
}
