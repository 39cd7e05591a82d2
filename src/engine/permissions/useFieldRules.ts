/**
 * The signed-in person's field rules for an area (hidden, read-only, allowed values), from the
 * auth provider when it tells them (EduAuthProvider.fieldRules); none with a provider that does
 * not. Known at once when the session's rights are already read.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { EduAuthProvider } from '../../providers/auth/authProvider';
import type { FieldRules, FieldRulesQuery } from '../../providers/auth/permissions/types';

function tellsFieldRules(provider: unknown): provider is EduAuthProvider {
  return typeof (provider as Partial<EduAuthProvider> | undefined)?.fieldRules === 'function';
}

export function useFieldRules(
  declaration: ResourceDeclaration,
  options: Pick<FieldRulesQuery, 'record' | 'mode'> = {},
): { rules: FieldRules | undefined; isPending: boolean } {
  const provider = useAuthProvider();
  const asks = tellsFieldRules(provider);
  const query: FieldRulesQuery = {
    resource: declaration.name,
    fields: declaration.fields.map((field) => field.name),
    ...options,
  };
  const result = useQuery({
    queryKey: ['auth', 'fieldRules', declaration.name, options.mode ?? 'read', options.record ?? null],
    queryFn: () => (tellsFieldRules(provider) ? provider.fieldRules(query) : {}),
    initialData: () => (tellsFieldRules(provider) ? provider.knownFieldRules(query) : undefined),
    enabled: asks,
  });
  if (!asks) return { rules: undefined, isPending: false };
  return { rules: result.data, isPending: result.isPending };
}
