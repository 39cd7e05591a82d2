/**
 * The account rules of the `users` area (server/resources/hooks/users.ts), called as every write
 * of the area calls them, on a real database without starting the app (fast enough for mutation
 * testing): nobody locks themselves out (deleting, deactivating or demoting their own account is
 * refused with the French sentence a caller reads), changing one's own password or e-mail needs the
 * current password, and an account that may no longer sign in loses its sessions. The same rules
 * through the routes are tested in tests/server/auth.test.ts and crudAreas.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { ensureTokenTable, TokenStore } from '../../../server/auth/tokenStore';
import type { AuthUser } from '../../../server/auth/users';
import {
  hooksOf,
  loadAreaHooks,
  startAreaHooks,
  type AreaHooks,
  type UpdateCall,
} from '../../../server/resources/areaHooks';
import usersHooks from '../../../server/resources/hooks/users';
import type { ResourceModel } from '../../../server/resources/model';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();

interface Setting {
  areas: DeclaredStores;
  tokens: TokenStore;
  hooks: AreaHooks;
  model: ResourceModel;
}

/**
 * The database, made by the first test rather than in a beforeAll: Stryker counts a failed hook
 * as no failure, so a mutant breaking the set-up would survive.
 */
let ready: Promise<DeclaredStores> | undefined;

/** The hooks are loaded and started in each test, so that their mutants run with each test. */
async function setting(): Promise<Setting> {
  const areas = await (ready ??= declaredStores(database()).then(async (made) => {
    await ensureTokenTable(database());
    return made;
  }));
  const model = areas.model('users');
  const columns = ['id', ...model.columns.map((c) => c.field.name)];
  const tokens = new TokenStore(database(), 60 * 60 * 1000, () => Date.now(), columns);
  // Imported here rather than found by loadAreaHooks, so that the mutation run knows this file
  // tests it (Stryker's Vitest runner runs the test files related to the mutated one).
  const hooks = usersHooks({ tokens, database: database() });
  return { areas, tokens, hooks, model };
}

const PASSWORD = 'MotDePasse2026!';
let accounts = 0;

/** An admin account of the test's own, signed in: the user a request names, and its token. */
async function signedIn(role = 'admin'): Promise<{ user: AuthUser; token: string }> {
  const { areas, tokens } = await setting();
  const email = `compte${++accounts}@ecole.fr`;
  const id = (await areas.store('users').insert({
    columns: {
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      role,
      password: await hashPassword(PASSWORD),
    },
    lists: {},
  })) as number;
  const user: AuthUser = {
    id,
    email,
    first_name: 'Ada',
    last_name: 'Lovelace',
    role,
    full_name: 'Ada Lovelace',
    etablissement_id: null,
  };
  return { user, token: await tokens.issue(id) };
}

/** Whether a token still opens a session. */
async function opens(token: string): Promise<boolean> {
  return (await (await setting()).tokens.ownerOf(token)) !== undefined;
}

async function update(call: Omit<UpdateCall, 'model'>): Promise<void> {
  const { hooks, model } = await setting();
  await hooks.beforeUpdate?.({ model, ...call });
}

const OWN_ACCOUNT = 'Vous ne pouvez pas supprimer ou désactiver votre propre compte';
const OWN_ROLE = 'Vous ne pouvez pas retirer à votre propre compte l’accès au back-office';
const REQUIRED = 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail';
const WRONG = 'Mot de passe actuel incorrect';

describe('a person writing their own account', () => {
  it('may not deactivate it, nor take away its back-office role (409)', async () => {
    const { user } = await signedIn();
    await expect(update({ user, key: user.id, values: { active: false } })).rejects.toMatchObject({
      statusCode: 409,
      detail: OWN_ACCOUNT,
    });
    await expect(update({ user, key: user.id, values: { role: 'teacher' } })).rejects.toMatchObject({
      statusCode: 409,
      detail: OWN_ROLE,
    });
    await expect(
      update({ user, key: user.id, values: { role: 'staff', active: true } }),
    ).resolves.toBeUndefined();
    await expect(update({ user, key: user.id, values: { first_name: 'Ada' } })).resolves.toBeUndefined();
  });

  it('may not delete it (409), among others', async () => {
    const { user } = await signedIn();
    const { hooks, model } = await setting();
    const call = { model, user, keys: [user.id + 1000, user.id] };
    expect(() => hooks.beforeDelete?.(call)).toThrow(
      expect.objectContaining({ statusCode: 409, detail: OWN_ACCOUNT }),
    );
    expect(() => hooks.beforeDelete?.({ ...call, keys: [user.id + 1000] })).not.toThrow();
    expect(() => hooks.beforeDelete?.({ ...call, user: null })).not.toThrow();
  });

  it('gives the current password to change its password or e-mail (422 on current_password)', async () => {
    const { user } = await signedIn();
    const own = { user, key: user.id };
    const refusal = (msg: string, type: string) => ({
      statusCode: 422,
      detail: [{ loc: ['body', 'current_password'], msg, type }],
    });
    await expect(update({ ...own, values: { password: 'Nouveau2026!!' } })).rejects.toMatchObject(
      refusal(REQUIRED, 'missing'),
    );
    await expect(update({ ...own, values: { email: 'autre@ecole.fr' } })).rejects.toMatchObject(
      refusal(REQUIRED, 'missing'),
    );
    await expect(
      update({ ...own, values: { password: 'Nouveau2026!!' }, currentPassword: 'faux' }),
    ).rejects.toMatchObject(refusal(WRONG, 'value_error'));
    await expect(
      update({ ...own, values: { password: 'Nouveau2026!!' }, currentPassword: PASSWORD }),
    ).resolves.toBeUndefined();
    await expect(
      update({ ...own, values: { email: 'autre@ecole.fr' }, currentPassword: PASSWORD }),
    ).resolves.toBeUndefined();
  });

  it('needs no password for its own e-mail written again, an empty password, or other fields', async () => {
    const { user } = await signedIn();
    const own = { user, key: user.id };
    await expect(
      update({ ...own, values: { email: ` ${user.email.toUpperCase()} ` } }),
    ).resolves.toBeUndefined();
    await expect(update({ ...own, values: { password: '' } })).resolves.toBeUndefined();
    await expect(update({ ...own, values: { last_name: 'Byron', email: null } })).resolves.toBeUndefined();
  });
});

describe('an administrator writing another account', () => {
  it('deactivates, demotes, renames it and sets its password without their own password', async () => {
    const { user } = await signedIn();
    const other = await signedIn();
    const call = { user, key: other.user.id };
    await expect(update({ ...call, values: { active: false, role: 'student' } })).resolves.toBeUndefined();
    await expect(
      update({ ...call, values: { password: 'Nouveau2026!!', email: 'x@ecole.fr' } }),
    ).resolves.toBeUndefined();
  });

  it('is not asked anything when no request names who writes (a restore, the demo data)', async () => {
    const { user } = await signedIn();
    await expect(
      update({ user: null, key: user.id, values: { active: false, password: 'Nouveau2026!!' } }),
    ).resolves.toBeUndefined();
  });
});

describe('the sessions of an account after its write', () => {
  async function written(
    action: 'create' | 'update' | 'delete',
    key: number | string,
    values: Record<string, unknown>,
    secrets: string[] = [],
    token?: string,
  ): Promise<void> {
    const { hooks, model } = await setting();
    await hooks.afterWrite?.({ model, user: null, action, key, values, secrets, token });
  }

  it('end when it is deleted, deactivated or given a role without back-office access', async () => {
    for (const values of [{ active: false }, { role: 'teacher' }]) {
      const { user, token } = await signedIn();
      await written('update', user.id, values, [], token);
      expect(await opens(token)).toBe(false);
    }
    const deleted = await signedIn();
    await written('delete', deleted.user.id, {});
    expect(await opens(deleted.token)).toBe(false);
  });

  it('end but the one that made the change when its password changes', async () => {
    const { user, token } = await signedIn();
    const elsewhere = await (await setting()).tokens.issue(user.id);
    await written('update', user.id, { password: 'hash' }, ['password'], token);
    expect(await opens(token)).toBe(true);
    expect(await opens(elsewhere)).toBe(false);
  });

  it('stay after other changes, and after a creation under a key the database handed out', async () => {
    const { user, token } = await signedIn();
    const elsewhere = await (await setting()).tokens.issue(user.id);
    await written('update', user.id, { first_name: 'Grace', role: 'staff', active: true }, [], token);
    expect(await opens(elsewhere)).toBe(true);
    await written('create', user.id, { first_name: 'Grace' });
    await written('create', user.id, { id: null });
    // A key typed as text names no account (its keys are numbers).
    await written('delete', String(user.id), {});
    expect(await opens(token)).toBe(true);
  });

  it('are none left when an account is created again under its old key (a restore)', async () => {
    const { user, token } = await signedIn();
    await written('create', user.id, { id: user.id });
    expect(await opens(token)).toBe(false);
  });
});

describe('the hooks files', () => {
  it('give the users area its rules, and the other areas none', async () => {
    const factories = await loadAreaHooks();
    expect([...factories.keys()]).toEqual(['users']);
    expect(factories.get('users')).toBe(usersHooks);
    const { tokens } = await setting();
    const started = startAreaHooks(factories, { tokens, database: database() });
    expect(Object.keys(hooksOf(started, 'users')).sort()).toEqual([
      'afterWrite',
      'beforeDelete',
      'beforeUpdate',
    ]);
    expect(hooksOf(started, 'themes')).toEqual({});
  });
});
