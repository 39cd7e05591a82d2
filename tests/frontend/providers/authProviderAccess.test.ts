/** authProvider.canAccess: the rights read once per session from GET /api/permissions, evaluated with CASL. */
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../src/providers/auth/authProvider';
import { permissionsHandler, STAFF_USER, staffAnswer } from '../permissions/support/permissionsAnswers';
import { signIn } from '../../support/renderApp';
import { server } from '../../support/mswServer';

describe('authProvider.canAccess', () => {
  it('answers from the rules, a scoped rule against the record given', async () => {
    const { handler } = permissionsHandler(staffAnswer(1));
    server.use(handler);
    signIn(STAFF_USER, 'access-1');
    const auth = createAuthProvider();
    const pupil = { id: 2, role: 'student', etablissement_id: 1 };
    await expect(auth.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(true);
    await expect(auth.canAccess({ action: 'edit', resource: 'users', record: pupil })).resolves.toBe(true);
    await expect(
      auth.canAccess({ action: 'edit', resource: 'users', record: { ...pupil, etablissement_id: 2 } }),
    ).resolves.toBe(false);
    await expect(
      auth.canAccess({ action: 'delete', resource: 'users', record: { ...pupil, role: 'admin' } }),
    ).resolves.toBe(false);
    await expect(auth.canAccess({ action: 'create', resource: 'etablissements' })).resolves.toBe(false);
    await expect(auth.canAccess({ action: 'access', resource: 'rights' })).resolves.toBe(false);
  });

  it('reads the rights once per session, and again after logout and a new sign-in', async () => {
    const { handler, calls } = permissionsHandler(staffAnswer(1));
    server.use(handler);
    signIn(STAFF_USER, 'access-2');
    const auth = createAuthProvider();
    await Promise.all([
      auth.canAccess({ action: 'list', resource: 'users' }),
      auth.canAccess({ action: 'list', resource: 'themes' }),
    ]);
    await auth.canAccess({ action: 'create', resource: 'classes' });
    expect(calls.count).toBe(1);
    await auth.logout({});
    await expect(auth.canAccess({ action: 'list', resource: 'users' })).resolves.toBe(false);
    expect(calls.count).toBe(1);
    signIn(STAFF_USER, 'access-3');
    await auth.canAccess({ action: 'list', resource: 'users' });
    expect(calls.count).toBe(2);
  });

  it("tells the field rules of an area: allowed values, and on one's own account what may not be changed", async () => {
    server.use(permissionsHandler(staffAnswer(1)).handler);
    signIn(STAFF_USER, 'access-4');
    const auth = createAuthProvider();
    const fields = ['first_name', 'role', 'password'];
    await expect(auth.fieldRules({ resource: 'users', fields, mode: 'create' })).resolves.toEqual({
      role: { values: ['student', 'teacher'] },
    });
    const own = { id: STAFF_USER.id, role: 'staff', etablissement_id: 1 };
    await expect(auth.fieldRules({ resource: 'users', fields, mode: 'edit', record: own })).resolves.toEqual({
      role: { values: ['student', 'teacher'], readOnly: true },
    });
  });
});
