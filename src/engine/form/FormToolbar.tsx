/** Save, and on edit a delete button that asks for confirmation first. */
import { DeleteButton, SaveButton, Toolbar, useResourceDefinition } from 'react-admin';
import type { SchemaMode } from '../../../resources/kit/schema';

export function FormToolbar({ mode }: { mode: SchemaMode }) {
  const { hasList } = useResourceDefinition();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="engine.form.deleteTitle"
          confirmContent="engine.form.deleteContent"
          confirmColor="warning"
          redirect={hasList ? 'list' : false}
        />
      )}
    </Toolbar>
  );
}
