/**
 * The account rules of the `users` area. The signed-in person stays able to sign in: nobody
 * deletes or deactivates their own account, or takes away its back-office role. A new password
 * or a deactivation ends the account's sessions (whoever guessed or stole the old password keeps
 * none), except the one that made the change, so an administrator who changes their own password
 * is not signed out by it.
 */
import { BACK_OFFICE_ROLES } from '../../auth/users';
import { ApiError } from '../../http/apiError';
import { t } from '../../http/messages';
import { defineAreaHooks, type UpdateCall } from '../areaHooks';

function ownAccountConflict({ model, user, key, values }: UpdateCall): string | undefined {
  if (!user || user.id !== key) return undefined;
  if (model.activeField && values[model.activeField] === false) return t('server.errors.ownAccount');
  if ('role' in values && !BACK_OFFICE_ROLES.includes(String(values.role))) return t('server.errors.ownRole');
  return undefined;
}

export default defineAreaHooks(({ tokens }) => ({
  beforeUpdate(call) {
    const reason = ownAccountConflict(call);
    if (reason) throw new ApiError(409, reason);
  },

  beforeDelete({ user, keys }) {
    if (user && keys.includes(user.id)) throw new ApiError(409, t('server.errors.ownAccount'));
  },

  async afterWrite({ model, action, key, values, secrets, token }) {
    if (action !== 'update' || typeof key !== 'number') return;
    const newSecret = secrets.length > 0;
    const deactivated = model.activeField !== undefined && values[model.activeField] === false;
    if (newSecret || deactivated) await tokens.revokeUser(key, token);
  },
}));
