/**
 * The signed-in person's rights as the screens read them: one read a session (the auth provider's
 * rights(), GET /api/permissions once), kept in the app's query client until the session ends
 * (react-admin clears it on logout), then answered at once for every action of an area and its
 * field rules, without a canAccess question each. React-admin's own components keep asking its
 * canAccess, answered from the same rules.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthProvider, type RaRecord } from 'react-admin';
import type { EduAuthProvider } from '../../providers/auth/authProvider';
import type { Rights } from '../../providers/auth/permissions/types';

/** Without an auth provider (or one that does not tell its rights) the server alone decides. */
const UNCHECKED: Rights = { can: () => true, fieldRules: () => ({}) };
/** While the rights are read, or when they could not be: nothing is offered. */
const UNKNOWN: Rights = { can: () => false, fieldRules: () => ({}) };

function tellsRights(provider: unknown): provider is EduAuthProvider {
  return typeof (provider as Partial<EduAuthProvider> | undefined)?.rights === 'function';
}

/** The person's rights and whether they are still on their way (the first time in a session). */
export function useSessionRights(): { rights: Rights; isPending: boolean } {
  const provider = useAuthProvider();
  const tells = tellsRights(provider);
  const result = useQuery({
    queryKey: ['auth', 'sessionRights'],
    queryFn: () => (tellsRights(provider) ? provider.rights() : UNCHECKED),
    initialData: () => (tellsRights(provider) ? provider.knownRights() : undefined),
    // A session's rights do not change while it lasts; the query client is cleared when it ends.
    staleTime: Infinity,
    enabled: tells,
  });
  if (!tells) return { rights: UNCHECKED, isPending: false };
  return { rights: result.data ?? UNKNOWN, isPending: result.isPending };
}

export interface AreaRights {
  /** Whether the person may do `action` in the area, on `record` when given (scoped rules). */
  can(action: string, record?: RaRecord): boolean;
  isPending: boolean;
}

/** The person's rights in one area. */
export function useAreaRights(resource: string): AreaRights {
  const { rights, isPending } = useSessionRights();
  return useMemo(
    () => ({ can: (action, record) => rights.can({ action, resource, record }), isPending }),
    [rights, resource, isPending],
  );
}
