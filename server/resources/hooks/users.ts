/**
 * The account rules of the `users` area. The signed-in person stays able to sign in: nobody
 * deletes or deactivates their own account, or takes away its back-office role. Changing one's own
 * password or e-mail needs the current password, so a stolen session cannot lock the owner out.
 * A new password ends the account's other sessions (whoever guessed or stole the old password
 * keeps none), except the one that made the change, so a person who changes their own password is
 * not signed out by it. An account that may no longer sign in (deleted, deactivated, given a role
 * without back-office access) loses its tokens in the write's transaction: they are deleted, so
 * restoring or promoting the account again cannot revive them.
 */
import { verifyPassword } from '../../auth/passwords';
import { BACK_OFFICE_ROLES } from '../../auth/users';
import { ApiError, fieldError } from '../../http/apiError';
import { t } from '../../http/messages';
import { defineAreaHooks, type UpdateCall } from '../areaHooks';

function ownAccountConflict({ model, user, key, values }: UpdateCall): string | undefined {
  if (!user || user.id !== key) return undefined;
  if (model.activeField && values[model.activeField] === false) return t('server.errors.ownAccount');
  if ('role' in values && !BACK_OFFICE_ROLES.includes(String(values.role))) return t('server.errors.ownRole');
  return undefined;
}

/** The write sets a new password, or an e-mail other than the stored one. */
function changesCredentials(call: UpdateCall, storedEmail: string | null): boolean {
  const { values } = call;
  if (typeof values.password === 'string' && values.password !== '') return true;
  return (
    typeof values.email === 'string' &&
    values.email.trim().toLowerCase() !== (storedEmail ?? '').trim().toLowerCase()
  );
}

export default defineAreaHooks(({ tokens, database }) => ({
  async beforeUpdate(call) {
    const reason = ownAccountConflict(call);
    if (reason) throw new ApiError(409, reason);
    // Only a request's own account: an administrator resets someone else's password freely.
    if (!call.user || call.user.id !== call.key) return;
    const stored = (await database.db
      .selectFrom('users')
      .select(['email', 'password'])
      .where('id', '=', call.key)
      .executeTakeFirst()) as { email: string | null; password: string | null } | undefined;
    if (!stored || !changesCredentials(call, stored.email)) return;
    if (!call.currentPassword) {
      throw fieldError(['body', 'current_password'], t('server.errors.currentPasswordRequired'), 'missing');
    }
    if (!(await verifyPassword(call.currentPassword, stored.password))) {
      throw fieldError(['body', 'current_password'], t('server.errors.currentPasswordWrong'));
    }
  },

  beforeDelete({ user, keys }) {
    if (user && keys.includes(user.id)) throw new ApiError(409, t('server.errors.ownAccount'));
  },

  async afterWrite({ model, action, key, values, secrets, token }) {
    if (typeof key !== 'number') return;
    // A deleted account's tokens go with it; one created under a key given in the write (a restore
    // recreating a deleted account under its old id) starts without any left behind. A key the
    // database hands out has none: that costs an import no statement per row.
    if (action === 'delete' || (action === 'create' && values[model.key] != null)) {
      await tokens.revokeUser(key);
      return;
    }
    if (action !== 'update') return;
    const deactivated = model.activeField !== undefined && values[model.activeField] === false;
    const demoted = 'role' in values && !BACK_OFFICE_ROLES.includes(String(values.role));
    if (deactivated || demoted) await tokens.revokeUser(key);
    else if (secrets.length > 0) await tokens.revokeUser(key, token);
  },
}));
