/**
 * The current password, asked on one's own record when a guarded field changes
 * (./currentPassword.ts). The server's 422 on `current_password` lands on it like any field error.
 */
import { PasswordInput, useGetIdentity, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { asksCurrentPassword, CURRENT_PASSWORD } from './currentPassword';

export function CurrentPasswordInput({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const data = useWatch() as Record<string, unknown>;
  if (!asksCurrentPassword(declaration, identity?.id, record, data)) return null;
  return (
    <PasswordInput
      source={CURRENT_PASSWORD}
      helperText={`resources.${declaration.name}.helpers.${CURRENT_PASSWORD}`}
      autoComplete="current-password"
      fullWidth
    />
  );
}
