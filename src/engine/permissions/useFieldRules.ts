/**
 * The signed-in person's field rules for an area (hidden, read-only, allowed values), from the
 * session's rights (useAreaRights.ts); none with an auth provider that does not tell them.
 */
import { useMemo } from 'react';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { FieldRules, FieldRulesQuery } from '../../providers/auth/permissions/types';
import { useSessionRights } from './useAreaRights';

export function useFieldRules(
  declaration: ResourceDeclaration,
  { record, mode }: Pick<FieldRulesQuery, 'record' | 'mode'> = {},
): { rules: FieldRules | undefined; isPending: boolean } {
  const { rights, isPending } = useSessionRights();
  const rules = useMemo(
    () =>
      isPending
        ? undefined
        : rights.fieldRules({
            resource: declaration.name,
            fields: declaration.fields.map((field) => field.name),
            record,
            mode,
          }),
    [rights, isPending, declaration, record, mode],
  );
  return { rules, isPending };
}
