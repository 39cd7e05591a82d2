/**
 * When the edit form asks for the current password: on the signed-in person's own record, once
 * one of the declaration's `currentPasswordFor` fields changes (a secret counts as changed once
 * typed, since it is never read back). Nowhere else is it shown or sent.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { fieldByName, isSecret } from '../../../resources/kit/fields';

export const CURRENT_PASSWORD = 'current_password';

export function asksCurrentPassword(
  declaration: ResourceDeclaration,
  ownId: Identifier | undefined,
  record: Partial<RaRecord> | undefined,
  data: Record<string, unknown>,
): boolean {
  const watched = declaration.currentPasswordFor ?? [];
  if (watched.length === 0 || !record || ownId === undefined || ownId === '') return false;
  if (String(record.id) !== String(ownId)) return false;
  return watched.some((name) => {
    const field = fieldByName(declaration, name);
    const value = data[name];
    if (field && isSecret(field)) return typeof value === 'string' && value !== '';
    return value !== undefined && value !== record[name];
  });
}

/** The extra body of a save: the typed current password, only when it is asked for. */
export function currentPasswordBody(
  declaration: ResourceDeclaration,
  ownId: Identifier | undefined,
  record: Partial<RaRecord> | undefined,
  data: Record<string, unknown>,
): Record<string, string> {
  const typed = data[CURRENT_PASSWORD];
  if (typeof typed !== 'string' || !asksCurrentPassword(declaration, ownId, record, data)) return {};
  return { [CURRENT_PASSWORD]: typed };
}
