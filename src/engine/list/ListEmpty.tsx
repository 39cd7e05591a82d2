/**
 * Shown when an area holds no record yet (no filter applied): says so and, to those who may,
 * offers to create one.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import { resourceNameKey } from '../../../resources/kit/labels';
import { useAreaRights } from '../permissions/useAreaRights';
import { PermittedCreateButton } from './PermittedCreateButton';

export function ListEmpty() {
  const resource = useResourceContext() ?? '';
  const { hasCreate: hasCreateScreen } = useResourceDefinition();
  // The invitation only for those who may create here.
  const canCreate = useAreaRights(resource).can('create');
  const hasCreate = hasCreateScreen && canCreate;
  const translate = useTranslate();
  const name = translate(resourceNameKey(resource), { smart_count: 2 });
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('engine.list.empty', { name })}
      </Typography>
      {hasCreate && (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('engine.list.emptyInvite')}
          </Typography>
          <PermittedCreateButton variant="contained" />
        </>
      )}
    </Box>
  );
}
