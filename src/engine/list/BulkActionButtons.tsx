/** Actions on the selected rows: activate/deactivate (areas with an active flag), then delete. */
import { BulkDeleteButton } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { activeFieldOf } from '../../../resources/kit/fields';
import { BulkToggleActiveButton } from './BulkToggleActiveButton';

export function BulkActionButtons({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <>
      {activeFieldOf(declaration) && (
        <>
          <BulkToggleActiveButton active />
          <BulkToggleActiveButton active={false} />
        </>
      )}
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle="engine.bulk.deleteTitle"
        confirmContent="engine.bulk.deleteContent"
        confirmColor="warning"
      />
    </>
  );
}
