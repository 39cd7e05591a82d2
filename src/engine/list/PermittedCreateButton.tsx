/**
 * React-admin's CreateButton, where the person may create. The button asks canAccess by itself and
 * renders nothing until answered: after the toolbar's first paint, it pushed the filters onto
 * another line (52 px at Lighthouse's desktop width, 1,350 px: a layout shift of 0.14). The answer
 * is known here from the rights already read, so the button is rendered with the app's auth
 * provider less its canAccess, which react-admin's useCanAccess answers at once with "allowed":
 * the toolbar paints whole. The question itself is still asked, here, as the button would ask it:
 * react-admin's create screen waits for that question's answer (useIsAuthPending) before it shows.
 */
import { useMemo } from 'react';
import {
  AuthContext,
  CreateButton,
  useAuthProvider,
  useCanAccess,
  useResourceContext,
  type AuthProvider,
  type CreateButtonProps,
} from 'react-admin';
import { useAreaRights } from '../permissions/useAreaRights';

export function PermittedCreateButton(props: CreateButtonProps) {
  const resource = useResourceContext(props) ?? '';
  const allowed = useAreaRights(resource).can('create');
  useCanAccess({ action: 'create', resource });
  const authProvider = useAuthProvider();
  const answered = useMemo<AuthProvider | undefined>(
    () => authProvider && { ...authProvider, canAccess: undefined },
    [authProvider],
  );
  if (!allowed) return null;
  return (
    <AuthContext.Provider value={answered}>
      <CreateButton {...props} />
    </AuthContext.Provider>
  );
}
