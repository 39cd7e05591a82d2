/**
 * A page that is not an area, opened only for those the rights allow (pageAccess.ts); anyone else
 * is sent home, as the menu never offered them the page.
 */
import type { ReactNode } from 'react';
import { CanAccess, Navigate } from 'react-admin';
import { LoadingLine } from '../../layout/LoadingLine';
import type { PageSubject } from '../../../resources/contracts/permissionsContract';
import { pageAccess } from './pageAccess';

export function GuardedPage({ subject, children }: { subject: PageSubject; children: ReactNode }) {
  const home = <Navigate to="/" replace />;
  return (
    <CanAccess {...pageAccess[subject]} loading={<LoadingLine />} accessDenied={home} error={home}>
      {children}
    </CanAccess>
  );
}
