/**
 * The rule that keeps the signed-in person able to sign in: nobody deactivates their own account
 * or takes away its back-office role. Writes other than the form (restore, import) apply it too.
 */
import type { AuthUser } from '../auth/users';
import { BACK_OFFICE_ROLES } from '../auth/users';
import { t } from '../http/messages';
import type { ResourceModel } from './model';
import type { Key } from './recordCodec';

const ACCOUNTS = 'users';

/** The French reason why writing `values` to account `key` is refused, if it is. */
export function ownAccountConflict(
  model: ResourceModel,
  user: AuthUser | null,
  key: Key,
  values: Record<string, unknown>,
): string | undefined {
  if (model.name !== ACCOUNTS || !user || user.id !== key) return undefined;
  if (model.activeField && values[model.activeField] === false) return t('server.errors.ownAccount');
  if ('role' in values && !BACK_OFFICE_ROLES.includes(String(values.role))) return t('server.errors.ownRole');
  return undefined;
}
