/** Sign-in, tokens and the guard on every /api route. */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingAdminError } from '../../server/auth/ensureAdmin';
import { buildTestServer } from './support/testDatabase';
import { ADMIN, makeDataDir, signIn, signOut, startTestServer, type TestServer } from './support/testServer';
import { expectRefusal } from './support/refusals';

const HOUR = 60 * 60 * 1000;
let server: TestServer;
/** A second server whose clock the tests move (token expiry, rate-limit window). */
let clocked: TestServer;
let clock = Date.UTC(2026, 2, 1, 8, 0, 0);

beforeAll(async () => {
  server = await startTestServer({ signInThrottle: { maxFailures: 3, windowMs: 10 * 60 * 1000 } });
  clocked = await startTestServer({
    now: () => clock,
    signInThrottle: { maxFailures: 3, maxFailuresPerAddress: 6, windowMs: 10 * 60 * 1000 },
  });
});

afterAll(async () => {
  await server.close();
  await clocked.close();
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1', target = server) =>
  target.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress });

describe('POST /login', () => {
  it('returns a token and the user for the administrator', async () => {
    const response = await login(ADMIN.email.toUpperCase(), ADMIN.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: ADMIN.email,
      first_name: 'Admin',
      last_name: 'EduAdmin',
      role: 'admin',
      full_name: 'Admin EduAdmin',
      etablissement_id: null,
    });
    const me = await server.api('GET', `/api/users/${body.user.id}`);
    expect(Date.now() - Date.parse(me.json().last_sign_in_at)).toBeLessThan(60000);
  });

  it('refuses a wrong password or an unknown e-mail with the same French message', async () => {
    const wrong = await login(ADMIN.email, 'not-the-password', '10.0.0.1');
    const unknown = await login('nobody@test.fr', ADMIN.password, '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Adresse e-mail ou mot de passe incorrect' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 422 on missing credentials and 400 on malformed JSON', async () => {
    const missing = await server.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: ADMIN.email },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'password'], msg: 'Ce champ est obligatoire', type: 'missing' },
    ]);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Le corps de la requête n’est pas un JSON valide' });
  });

  it('rate limits failed sign-ins per account and address, then lets it try again later', async () => {
    const address = '10.0.0.2';
    for (let i = 0; i < 3; i += 1)
      expect((await login(ADMIN.email, 'wrong', address, clocked)).statusCode).toBe(401);
    const blocked = await login(ADMIN.email, ADMIN.password, address, clocked);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(
      'Trop de tentatives de connexion échouées. Réessayez dans 10 minute(s).',
    );
    expect(blocked.headers['retry-after']).toBe('600');
    // A guesser elsewhere cannot lock the owner out: their own address still signs in.
    expect((await login(ADMIN.email, ADMIN.password, '10.0.0.3', clocked)).statusCode).toBe(200);
    clock += 11 * 60 * 1000;
    expect((await login(ADMIN.email, ADMIN.password, address, clocked)).statusCode).toBe(200);
  });

  it('rate limits an address trying many accounts', async () => {
    const address = '10.0.0.7';
    for (let i = 0; i < 6; i += 1)
      expect((await login(`inconnu${i}@test.fr`, 'wrong', address, clocked)).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password, address, clocked)).statusCode).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, '10.0.0.8', clocked)).statusCode).toBe(200);
    clock += 11 * 60 * 1000;
  });

  it('keeps counting across servers that share the database, and across a restart', async () => {
    const options = {
      admin: ADMIN,
      dataDir: clocked.dataDir,
      now: () => clock,
      signInThrottle: { maxFailures: 3, maxFailuresPerAddress: 6, windowMs: 10 * 60 * 1000 },
    };
    const other = await buildTestServer(options);
    let otherClosed = false;
    try {
      const inject = (app: typeof other, email: string, password: string) =>
        app.inject({
          method: 'POST',
          url: '/login',
          payload: { email, password },
          remoteAddress: '10.0.1.1',
        });
      for (let i = 0; i < 3; i += 1)
        expect((await inject(clocked.app, `partage${i}@test.fr`, 'wrong')).statusCode).toBe(401);
      for (let i = 3; i < 6; i += 1)
        expect((await inject(other, `partage${i}@test.fr`, 'wrong')).statusCode).toBe(401);
      expect((await inject(clocked.app, ADMIN.email, ADMIN.password)).statusCode).toBe(429);
      await other.close();
      otherClosed = true;
      const restarted = await buildTestServer(options);
      try {
        expect((await inject(restarted, ADMIN.email, ADMIN.password)).statusCode).toBe(429);
      } finally {
        await restarted.close();
      }
    } finally {
      if (!otherClosed) await other.close();
    }
    clock += 11 * 60 * 1000;
  });

  it('does not forget guesses at one account when the same address signs in to another', async () => {
    const attacker = '10.0.0.9';
    const created = await clocked.api('POST', '/api/users', {
      first_name: 'Eve',
      last_name: 'Staff',
      email: 'eve@test.fr',
      role: 'staff',
      password: 'eve-secret-1',
    });
    expect(created.statusCode).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      expect((await login(ADMIN.email, `guess-${round}`, attacker, clocked)).statusCode).toBe(401);
      expect((await login('eve@test.fr', 'eve-secret-1', attacker, clocked)).statusCode).toBe(200);
    }
    expect((await login(ADMIN.email, ADMIN.password, attacker, clocked)).statusCode).toBe(429);
    clock += 11 * 60 * 1000;
  });

  it('lets active staff sign in, but not students, teachers or deactivated accounts', async () => {
    const make = async (email: string, role: string, active = true) =>
      expect(
        (
          await server.api('POST', '/api/users', {
            first_name: 'A',
            last_name: 'B',
            email,
            role,
            password: 'secret-123',
            active,
          })
        ).statusCode,
      ).toBe(201);
    await make('staff@test.fr', 'staff');
    await make('student@test.fr', 'student');
    await make('teacher@test.fr', 'teacher');
    await make('former@test.fr', 'staff', false);
    expect((await login('staff@test.fr', 'secret-123', '10.0.1.1')).statusCode).toBe(200);
    expect((await login('student@test.fr', 'secret-123', '10.0.1.2')).statusCode).toBe(401);
    expect((await login('teacher@test.fr', 'secret-123', '10.0.1.3')).statusCode).toBe(401);
    expect((await login('former@test.fr', 'secret-123', '10.0.1.4')).statusCode).toBe(401);
  });
});

describe('the /api guard', () => {
  const get = (authorization?: string, target = server) =>
    target.app.inject({ method: 'GET', url: '/api/themes', headers: authorization ? { authorization } : {} });

  it('answers 401 with a French detail without a token', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentification requise' });
    for (const url of ['/api/config/languages', '/api/media/cartes', '/api/tests', '/api/unknown']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('cannot be avoided with an encoded or disguised path', async () => {
    for (const url of [
      '/%61pi/themes',
      '/%61%70%69/themes',
      '/api/./themes',
      '/api/themes/',
      '/api/themes?x=/health',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses forged tokens', async () => {
    for (const header of [
      'Bearer forged-token',
      `Bearer ${server.token}x`,
      `Basic ${server.token}`,
      'Bearer',
    ]) {
      const response = await get(header);
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('refuses a token once it has expired (12 hours by default)', async () => {
    const token = await signIn(clocked.app);
    clock += 11 * HOUR;
    expect((await get(`Bearer ${token}`, clocked)).statusCode).toBe(200);
    clock += 1 * HOUR + 1;
    const expired = await get(`Bearer ${token}`, clocked);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Session expirée ou invalide, veuillez vous reconnecter' });
  });

  it('stores tokens hashed, never as issued', async () => {
    const token = await signIn(server.app);
    const rows = await server.app.db.all<{ token_hash: string }>('SELECT token_hash FROM "_tokens"');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('ends a session on sign-out', async () => {
    const token = await signIn(server.app);
    expect((await signOut(server.app, token)).statusCode).toBe(204);
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('ends the sessions of an account that is deactivated', async () => {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Sam',
      last_name: 'Staff',
      email: 'sam@test.fr',
      role: 'staff',
      password: 'secret-123',
    });
    const token = await signIn(server.app, 'sam@test.fr', 'secret-123');
    expect((await get(`Bearer ${token}`)).statusCode).toBe(200);
    await server.api('PUT', '/api/users/bulk/toggle-active', { ids: [created.json().id], active: false });
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('keeps the OpenAPI document public in development', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the OpenAPI document to signed-in people only in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      const anonymous = await production.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Authentification requise' });
      const signedIn = await production.api('GET', '/api/openapi.json');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().openapi).toMatch(/^3\./);
    } finally {
      await production.close();
    }
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes and never returned', async () => {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Léa',
      last_name: 'Secret',
      email: 'lea@test.fr',
      role: 'student',
      password: 'mon-mot-de-passe',
    });
    expect(created.json()).not.toHaveProperty('password');
    const list = await server.api('GET', '/api/users?q=lea@test.fr');
    expect(list.json()[0]).not.toHaveProperty('password');
    const row = (await server.app.db.first<{ password: string }>(
      'SELECT password FROM users WHERE email = ?',
      ['lea@test.fr'],
    ))!;
    expect(row.password).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password).not.toContain('mon-mot-de-passe');
  });

  it('are required on create, optional on edit (an empty one keeps the current password)', async () => {
    const missing = await server.api('POST', '/api/users', {
      first_name: 'A',
      last_name: 'B',
      email: 'x@test.fr',
      role: 'staff',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toContainEqual({
      loc: ['body', 'password'],
      msg: 'Ce champ est obligatoire',
      type: 'missing',
    });
    const created = (
      await server.api('POST', '/api/users', {
        first_name: 'A',
        last_name: 'B',
        email: 'y@test.fr',
        role: 'staff',
        password: 'first-pass',
      })
    ).json();
    expect(
      (await server.api('PUT', `/api/users/${created.id}`, { ...created, password: '' })).statusCode,
    ).toBe(200);
    await expect(signIn(server.app, 'y@test.fr', 'first-pass')).resolves.toEqual(expect.any(String));
    const short = await server.api('PUT', `/api/users/${created.id}`, { password: 'short' });
    expect(short.json().detail).toEqual([
      { loc: ['body', 'password'], msg: 'Au moins 8 caractères', type: 'value_error' },
    ]);
    expect(
      (await server.api('PUT', `/api/users/${created.id}`, { password: 'second-pass' })).statusCode,
    ).toBe(200);
    await expect(signIn(server.app, 'y@test.fr', 'second-pass')).resolves.toEqual(expect.any(String));
  });

  it('cannot delete, deactivate or demote the signed-in account', async () => {
    const me = (await login(ADMIN.email, ADMIN.password)).json().user.id as number;
    const del = await server.api('DELETE', `/api/users/${me}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ detail: 'Vous ne pouvez pas supprimer ou désactiver votre propre compte' });
    const ownAccount = 'Vous ne pouvez pas supprimer ou désactiver votre propre compte';
    expectRefusal(
      await server.api('PUT', '/api/users/bulk/toggle-active', { ids: [me], active: false }),
      409,
      ownAccount,
    );
    expectRefusal(await server.api('DELETE', '/api/users/bulk', { ids: [me] }), 409, ownAccount);
    expect((await server.api('GET', `/api/users/${me}`)).json().active).toBe(true);
    const demoted = await server.api('PUT', `/api/users/${me}`, { role: 'student' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({
      detail: 'Vous ne pouvez pas retirer à votre propre compte l’accès au back-office',
    });
    expect((await server.api('PUT', `/api/users/${me}`, { role: 'staff' })).statusCode).toBe(200);
    // Staff now, the account may not give itself its role back (issue 29): another admin must.
    expectRefusal(
      await server.api('PUT', `/api/users/${me}`, { role: 'admin' }),
      403,
      'Votre rôle ne permet pas de modifier le champ « Rôle »',
    );
    await server.app.db.run(`UPDATE users SET role = 'admin' WHERE id = ?`, [me]);
    expect((await server.api('GET', '/api/permissions')).json().role).toBe('admin');
  });
});

describe('the first administrator', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    dirs.push(makeDataDir());
    return dirs[dirs.length - 1];
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses the demo account outside production when none is configured', async () => {
    const app = await buildTestServer({ dataDir: dataDir() });
    await expect(signIn(app, 'admin@eduadmin.fr', 'EduAdmin2026!')).resolves.toEqual(expect.any(String));
    await app.close();
  });

  it('in production, replaces the demo account a development start left by the ADMIN_* account', async () => {
    const dir = dataDir();
    const development = await buildTestServer({ dataDir: dir });
    expect(development.adminAccount).toEqual({ email: 'admin@eduadmin.fr', demo: true });
    const demoToken = await signIn(development, 'admin@eduadmin.fr', 'EduAdmin2026!');
    await development.close();

    const boss = { email: 'boss@ecole.fr', password: 'long-enough-1' };
    const production = await buildTestServer({ dataDir: dir, production: true, admin: boss });
    // The start banner names the account that really works.
    expect(production.adminAccount).toEqual({ email: 'boss@ecole.fr', demo: false });
    await expect(signIn(production, boss.email, boss.password)).resolves.toEqual(expect.any(String));
    await expect(signIn(production, 'admin@eduadmin.fr', 'EduAdmin2026!')).rejects.toThrow(/401/);
    const withDemoToken = await production.inject({
      method: 'GET',
      url: '/api/themes',
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(withDemoToken.statusCode).toBe(401);
    await production.close();
  });

  it('in production, deactivates the demo staff account a development start seeded', async () => {
    const dir = dataDir();
    const development = await buildTestServer({
      dataDir: dir,
      demoData: { etablissements: 1, classes: 1, users: 1 },
    });
    await expect(signIn(development, 'personnel@eduadmin.fr', 'EduStaff2026!')).resolves.toEqual(
      expect.any(String),
    );
    await development.close();
    const boss = { email: 'boss@ecole.fr', password: 'long-enough-1' };
    const production = await buildTestServer({ dataDir: dir, production: true, admin: boss });
    await expect(signIn(production, 'personnel@eduadmin.fr', 'EduStaff2026!')).rejects.toThrow(/401/);
    await production.close();
  });

  it('in production, sets the ADMIN_PASSWORD of the ADMIN_EMAIL account at every start', async () => {
    const dir = dataDir();
    const first = await buildTestServer({
      dataDir: dir,
      production: true,
      admin: { email: 'boss@ecole.fr', password: 'first-password' },
    });
    await first.close();
    const second = await buildTestServer({
      dataDir: dir,
      production: true,
      admin: { email: 'Boss@Ecole.fr', password: 'second-password' },
    });
    await expect(signIn(second, 'boss@ecole.fr', 'second-password')).resolves.toEqual(expect.any(String));
    await expect(signIn(second, 'boss@ecole.fr', 'first-password')).rejects.toThrow(/401/);
    await second.close();
  });

  it('refuses in production an ADMIN_PASSWORD that only looks set', async () => {
    for (const password of ['          ', '  abc    ', '']) {
      await expect(
        buildTestServer({
          dataDir: dataDir(),
          production: true,
          admin: { email: 'boss@ecole.fr', password },
        }),
      ).rejects.toBeInstanceOf(MissingAdminError);
    }
  });

  it('is refused in production without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    await expect(buildTestServer({ dataDir: dataDir(), production: true })).rejects.toBeInstanceOf(
      MissingAdminError,
    );
    const app = await buildTestServer({
      dataDir: dataDir(),
      production: true,
      admin: { email: 'boss@ecole.fr', password: 'long-enough-1' },
    });
    await expect(signIn(app, 'boss@ecole.fr', 'long-enough-1')).resolves.toEqual(expect.any(String));
    await app.close();
  });
});

describe('sessions after an account changes', () => {
  const usersOf = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } });

  it('end when an administrator sets a new password for the account', async () => {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Paul',
      last_name: 'Staff',
      email: 'paul@test.fr',
      role: 'staff',
      password: 'paul-secret-1',
    });
    const id = created.json().id as number;
    const laptop = await signIn(server.app, 'paul@test.fr', 'paul-secret-1');
    const phone = await signIn(server.app, 'paul@test.fr', 'paul-secret-1');
    expect((await usersOf(laptop)).statusCode).toBe(200);

    // An edit that leaves the password empty keeps the sessions.
    expect(
      (await server.api('PUT', `/api/users/${id}`, { first_name: 'Paulo', password: '' })).statusCode,
    ).toBe(200);
    expect((await usersOf(phone)).statusCode).toBe(200);

    expect((await server.api('PUT', `/api/users/${id}`, { password: 'paul-secret-2' })).statusCode).toBe(200);
    expect((await usersOf(laptop)).statusCode).toBe(401);
    expect((await usersOf(phone)).statusCode).toBe(401);
    await expect(signIn(server.app, 'paul@test.fr', 'paul-secret-2')).resolves.toEqual(expect.any(String));
  });

  it('keep the session that changed its own password, and end the others', async () => {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'ada@test.fr',
      role: 'admin',
      password: 'ada-secret-1',
    });
    const id = created.json().id as number;
    const other = await signIn(server.app, 'ada@test.fr', 'ada-secret-1');
    const me = await signIn(server.app, 'ada@test.fr', 'ada-secret-1');
    const self = await server.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { authorization: `Bearer ${me}` },
      payload: { id, password: 'ada-secret-2', current_password: 'ada-secret-1' },
    });
    expect(self.statusCode).toBe(200);
    expect((await usersOf(me)).statusCode).toBe(200);
    expect((await usersOf(other)).statusCode).toBe(401);
    // Another account's sessions are not touched.
    expect((await usersOf(server.token)).statusCode).toBe(200);
  });

  it('stay ended when a deactivated account is activated again', async () => {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Rita',
      last_name: 'Staff',
      email: 'rita@test.fr',
      role: 'staff',
      password: 'rita-secret-1',
    });
    const id = created.json().id as number;
    const token = await signIn(server.app, 'rita@test.fr', 'rita-secret-1');
    await server.api('PUT', '/api/users/bulk/toggle-active', { ids: [id], active: false });
    await server.api('PUT', '/api/users/bulk/toggle-active', { ids: [id], active: true });
    expect((await usersOf(token)).statusCode).toBe(401);

    const again = await signIn(server.app, 'rita@test.fr', 'rita-secret-1');
    expect((await server.api('PUT', `/api/users/${id}`, { active: false })).statusCode).toBe(200);
    expect((await server.api('PUT', `/api/users/${id}`, { active: true })).statusCode).toBe(200);
    expect((await usersOf(again)).statusCode).toBe(401);
  });
});

describe('changing one’s own credentials', () => {
  const put = (token: string, id: number, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('needs the current password, so a stolen session cannot lock the owner out', async () => {
    const id = (
      await server.api('POST', '/api/users', {
        first_name: 'Owen',
        last_name: 'Owner',
        email: 'owen@test.fr',
        role: 'staff',
        password: 'owen-secret-1',
      })
    ).json().id as number;
    const owner = await signIn(server.app, 'owen@test.fr', 'owen-secret-1');
    const thief = await signIn(server.app, 'owen@test.fr', 'owen-secret-1');

    const noCurrent = await put(thief, id, { password: 'thief-pass-1' });
    expect(noCurrent.statusCode).toBe(422);
    expect(noCurrent.json().detail).toEqual([
      {
        loc: ['body', 'current_password'],
        msg: 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail',
        type: 'missing',
      },
    ]);
    const wrong = await put(thief, id, { password: 'thief-pass-1', current_password: 'guess-1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toEqual([
      { loc: ['body', 'current_password'], msg: 'Mot de passe actuel incorrect', type: 'value_error' },
    ]);
    // An administrator's own e-mail needs the current password too.
    const adminId = (await login(ADMIN.email, ADMIN.password)).json().user.id as number;
    expectRefusal(await put(server.token, adminId, { email: 'boss@test.fr' }), 422, [
      {
        loc: ['body', 'current_password'],
        msg: 'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail',
        type: 'missing',
      },
    ]);
    // A staff account never changes its own e-mail (issue 29), current password or not.
    expectRefusal(
      await put(thief, id, { email: 'thief@test.fr', current_password: 'owen-secret-1' }),
      403,
      'Votre rôle ne permet pas de modifier le champ « Adresse e-mail »',
    );
    // Nothing changed, and the owner is still signed in.
    expect((await put(owner, id, { first_name: 'Owen' })).statusCode).toBe(200);
    await expect(signIn(server.app, 'owen@test.fr', 'owen-secret-1')).resolves.toEqual(expect.any(String));

    const right = await put(owner, id, { password: 'owen-secret-2', current_password: 'owen-secret-1' });
    expect(right.statusCode).toBe(200);
    expect((await put(owner, id, { first_name: 'Owen' })).statusCode).toBe(200);
    expect((await put(thief, id, { first_name: 'Owen' })).statusCode).toBe(401);
  });

  it('is free for an administrator resetting someone else’s password, which ends all their sessions', async () => {
    const id = (
      await server.api('POST', '/api/users', {
        first_name: 'Nina',
        last_name: 'Staff',
        email: 'nina@test.fr',
        role: 'staff',
        password: 'nina-secret-1',
      })
    ).json().id as number;
    const sessions = [
      await signIn(server.app, 'nina@test.fr', 'nina-secret-1'),
      await signIn(server.app, 'nina@test.fr', 'nina-secret-1'),
    ];
    expect((await server.api('PUT', `/api/users/${id}`, { password: 'nina-secret-2' })).statusCode).toBe(200);
    for (const token of sessions) expect((await put(token, id, { first_name: 'Nina' })).statusCode).toBe(401);
  });
});

describe('tokens of an account that may no longer sign in', () => {
  const tokensOf = async (id: number) =>
    (await server.app.db.all<{ user_id: number }>('SELECT user_id FROM "_tokens" WHERE user_id = ?', [id]))
      .length;
  const themes = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/themes', headers: { authorization: `Bearer ${token}` } });

  async function staffWithToken(email: string): Promise<{ id: number; token: string }> {
    const created = await server.api('POST', '/api/users', {
      first_name: 'Tom',
      last_name: 'Staff',
      email,
      role: 'staff',
      password: 'tom-secret-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().id as number, token: await signIn(server.app, email, 'tom-secret-1') };
  }

  it('are deleted with the account, and a restore from the journal does not revive them', async () => {
    const { id, token } = await staffWithToken('tom.deleted@test.fr');
    expect((await server.api('DELETE', `/api/users/${id}`)).statusCode).toBe(200);
    expect(await tokensOf(id)).toBe(0);
    const entries = (await server.api('GET', `/api/users/${id}/history`)).json() as {
      id: number;
      action: string;
    }[];
    const deletion = entries.find((entry) => entry.action === 'delete')!;
    expect((await server.api('POST', `/api/history/${deletion.id}/restore`, {})).statusCode).toBe(200);
    expect((await themes(token)).statusCode).toBe(401);
  });

  it('are deleted by a bulk delete', async () => {
    const { id } = await staffWithToken('tom.bulk@test.fr');
    expect((await server.api('DELETE', '/api/users/bulk', { ids: [id] })).statusCode).toBe(200);
    expect(await tokensOf(id)).toBe(0);
  });

  it('are deleted when the role loses back-office access, and do not come back with it', async () => {
    const { id, token } = await staffWithToken('tom.demoted@test.fr');
    expect((await server.api('PUT', `/api/users/${id}`, { role: 'teacher' })).statusCode).toBe(200);
    expect(await tokensOf(id)).toBe(0);
    expect((await server.api('PUT', `/api/users/${id}`, { role: 'staff' })).statusCode).toBe(200);
    expect((await themes(token)).statusCode).toBe(401);
  });
});
