/**
 * React-admin's CreateButton, where the person may create. The button asks canAccess by itself and
 * renders nothing until answered: after the toolbar's first paint, it pushed the filters onto
 * another line (60 px). Its question is given the answer the rules already read hold as initial
 * data (useCanAccess takes react-query's options), so it renders with the rest of the toolbar.
 */
import { CreateButton, useCanAccess, useResourceContext, type CreateButtonProps } from 'react-admin';
import { useAreaRights } from '../permissions/useAreaRights';

export function PermittedCreateButton(props: CreateButtonProps) {
  const resource = useResourceContext(props) ?? '';
  const allowed = useAreaRights(resource).can('create');
  useCanAccess({ action: 'create', resource, initialData: allowed });
  return allowed ? <CreateButton {...props} /> : null;
}
