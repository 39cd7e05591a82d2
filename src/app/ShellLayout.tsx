/**
 * The route guard and the choice of frame for everything outside /login. A signed-in screen opened
 * without a token goes to /login?redirect=<the wanted path with its query> before anything of it
 * renders; a signed-in user gets the main layout; a signed-out visitor on an unknown path sees the
 * not-found page in a bare frame (spec 2).
 */
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-admin';
import { AppLayout } from '../layout/AppLayout';
import { PublicFrame } from '../layout/PublicFrame';
import { loginPathFor } from '../providers/auth/loginRedirect';
import { isSignedIn } from '../providers/auth/session';
import { isProtectedPath } from './routes/paths';

export interface ShellLayoutProps {
  children: ReactNode;
  resourceNames: readonly string[];
  menu: ComponentType;
}

export function ShellLayout({ children, resourceNames, menu }: ShellLayoutProps) {
  const { pathname, search } = useLocation();
  if (!isSignedIn()) {
    if (isProtectedPath(pathname, resourceNames))
      return <Navigate to={loginPathFor(pathname + search)} replace />;
    return <PublicFrame>{children}</PublicFrame>;
  }
  return <AppLayout menu={menu}>{children}</AppLayout>;
}
