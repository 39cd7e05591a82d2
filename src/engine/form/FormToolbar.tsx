/**
 * Save, and on edit the declaration's own record actions and a delete button that asks for
 * confirmation first, telling what the delete will touch.
 */
import Box from '@mui/material/Box';
import { DeleteButton, SaveButton, Toolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import type { SchemaMode } from '../../../resources/kit/schema';
import { DeclaredActions } from '../declaredActions';
import { DeleteReportContent } from '../deleteReport/DeleteReportContent';
import { useAreaRights } from '../permissions/useAreaRights';
import type { ScreenProps } from '../types';

export function FormToolbar({ declaration, components, mode }: ScreenProps & { mode: SchemaMode }) {
  const { hasList } = useResourceDefinition();
  const record = useRecordContext();
  // On edit, this record's rules (a scoped rule follows the record); on create, the area's.
  const canSave = useAreaRights(declaration.name).can(mode, record);
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {canSave && <SaveButton />}
        {mode === 'edit' && (
          <DeclaredActions declaration={declaration} components={components} place="record" />
        )}
      </Box>
      {mode === 'edit' && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="engine.form.deleteTitle"
          confirmContent={
            record ? (
              <DeleteReportContent
                resource={declaration.name}
                ids={[record.id]}
                message="engine.form.deleteContent"
              />
            ) : (
              'engine.form.deleteContent'
            )
          }
          confirmColor="warning"
          redirect={hasList ? 'list' : false}
        />
      )}
    </Toolbar>
  );
}
