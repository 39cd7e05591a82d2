import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../src/providers/auth/authProvider';
import { afterLoginPath, loginPathFor } from '../../../src/providers/auth/loginRedirect';
import { expireSession } from '../../../src/providers/auth/session';
import { server } from '../../support/mswServer';

const user = {
  id: 1,
  email: 'admin@edu.fr',
  first_name: 'Alice',
  last_name: 'Martin',
  role: 'admin',
  full_name: 'Alice Martin',
};

describe('authProvider.login (POST /login)', () => {
  it('posts {email, password} without a token and stores the returned token and user', async () => {
    let sent: unknown;
    let authorization: string | null = 'unset';
    server.use(
      http.post('*/login', async ({ request }) => {
        sent = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ token: 'jwt-1', user });
      }),
    );
    localStorage.setItem('token', 'stale');
    const auth = createAuthProvider();
    await auth.login({ email: ' admin@edu.fr ', password: 'secret123' });
    expect(sent).toEqual({ email: 'admin@edu.fr', password: 'secret123' });
    expect(authorization).toBeNull();
    expect(localStorage.getItem('token')).toBe('jwt-1');
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: 1, fullName: 'Alice Martin' });
  });

  it("fails with the server's message", async () => {
    server.use(
      http.post('*/login', () => HttpResponse.json({ detail: 'Identifiants invalides' }, { status: 401 })),
    );
    await expect(createAuthProvider().login({ email: 'a@b.fr', password: 'x' })).rejects.toMatchObject({
      message: 'Identifiants invalides',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('fails with the "Erreur lors de la connexion" key when the server gives no message', async () => {
    server.use(http.post('*/login', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(createAuthProvider().login({ email: 'a@b.fr', password: 'x' })).rejects.toMatchObject({
      message: 'app.errors.loginFailed',
    });
    server.use(http.post('*/login', () => HttpResponse.json({ user })));
    await expect(createAuthProvider().login({ email: 'a@b.fr', password: 'x' })).rejects.toMatchObject({
      message: 'app.errors.loginFailed',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('authProvider session checks', () => {
  it('logout clears the token and the user', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(user));
    await createAuthProvider().logout({});
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('checkAuth passes with a token and otherwise sends to /login with the wanted path', async () => {
    const auth = createAuthProvider({ currentPath: () => '/users?page=2' });
    await expect(auth.checkAuth({})).rejects.toEqual({
      message: false,
      redirectTo: `/login?redirect=${encodeURIComponent('/users?page=2')}`,
    });
    localStorage.setItem('token', 't');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError keeps react-admin quiet on a 401 and lets other errors through', async () => {
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
      message: false,
      logoutUser: false,
    });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('expireSession ends the session once: only the first of several 401s finds a token', () => {
    localStorage.setItem('token', 't');
    expect(expireSession()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(expireSession()).toBe(false);
  });
});

describe('login redirect parameter', () => {
  it('carries the full wanted path with its query', () => {
    expect(loginPathFor('/activities?filter={"active":true}')).toBe(
      '/login?redirect=%2Factivities%3Ffilter%3D%7B%22active%22%3Atrue%7D',
    );
  });

  it('only follows paths inside the app', () => {
    expect(afterLoginPath('/users/3/edit?tab=1')).toBe('/users/3/edit?tab=1');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('https://evil.example')).toBe('/');
    expect(afterLoginPath('//evil.example')).toBe('/');
    expect(afterLoginPath('/login?redirect=%2F')).toBe('/');
  });
});
