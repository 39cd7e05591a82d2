/**
 * Sign-in against POST /login ({email, password} -> {token, user}); the token and the user are
 * kept in local storage (spec 4). An expired session (401 on any call) is handled by the shell's
 * session watcher for every caller alike, so checkError only keeps react-admin from showing a
 * second message or redirecting on its own. Rights are answered by canAccess (react-admin's
 * question `{action, resource, record}`) from GET /api/permissions, read once per session
 * (permissions/rightsSession.ts); the provider has no getPermissions, so react-admin's
 * usePermissions is settled at once and the routes are not built a second time.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { request } from '../http/httpClient';
import { clearSession, readUser, writeSession } from '../http/tokenStorage';
import { currentHashPath, loginPathFor } from './loginRedirect';
import { dropRights, knownRights, sessionRights } from './permissions/rightsSession';
import type { AccessQuery, FieldRules, FieldRulesQuery, Rights } from './permissions/types';
import { isSignedIn } from './session';

/** The user as POST /login returns it. */
export interface SessionUser {
  id: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  full_name?: string;
  role?: string;
}

interface LoginAnswer {
  token?: unknown;
  user?: SessionUser;
}

/** Shown when the server gives no message; translated where it is displayed. */
export const LOGIN_FAILED_KEY = 'app.errors.loginFailed';

export function displayName(user: SessionUser): string {
  const fromParts = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.full_name || fromParts || user.email || '';
}

export interface AuthProviderOptions {
  /** Where the user is, to come back after signing in (hash routing by default). */
  currentPath?: () => string;
}

/**
 * The provider with what the screens ask beyond react-admin's own methods: the person's rights as
 * one object, read once, that answers every action and the field rules of an area (hidden,
 * read-only, allowed values) without a question each.
 */
export interface EduAuthProvider extends AuthProvider {
  canAccess(query: AccessQuery): Promise<boolean>;
  fieldRules(query: FieldRulesQuery): Promise<FieldRules>;
  /** The signed-in person's rights (nothing allowed when signed out). */
  rights(): Promise<Rights>;
  /** The same, without waiting, once they are read (undefined before). */
  knownRights(): Rights | undefined;
}

/** Signed out, nothing is offered, and nothing is asked (a 401 would end a session that is not there). */
const SIGNED_OUT: Rights = { can: () => false, fieldRules: () => ({}) };

export function createAuthProvider({
  currentPath = currentHashPath,
}: AuthProviderOptions = {}): EduAuthProvider {
  const rights = () => (isSignedIn() ? sessionRights() : Promise.resolve(SIGNED_OUT));
  return {
    async login(params: { email?: string; username?: string; password?: string }) {
      const response = await request<LoginAnswer>('/login', {
        method: 'POST',
        body: { email: (params.email ?? params.username ?? '').trim(), password: params.password ?? '' },
        anonymous: true,
        defaultMessage: LOGIN_FAILED_KEY,
      });
      const { token, user } = response.json ?? {};
      if (typeof token !== 'string' || !token) throw new Error(LOGIN_FAILED_KEY);
      writeSession(token, user ?? null);
    },

    async logout() {
      clearSession();
      dropRights();
    },

    async checkAuth() {
      if (isSignedIn()) return;
      // message false: being sent to the login page says enough.
      throw { message: false, redirectTo: loginPathFor(currentPath()) };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        // The session watcher already told the user and redirected: react-admin stays quiet.
        throw { message: false, logoutUser: false };
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = isSignedIn() ? readUser<SessionUser>() : null;
      return user ? { ...user, id: user.id, fullName: displayName(user) } : { id: '' };
    },

    async canAccess(query: AccessQuery) {
      return (await rights()).can(query);
    },

    async fieldRules(query: FieldRulesQuery) {
      return (await rights()).fieldRules(query);
    },

    rights,

    knownRights: () => (isSignedIn() ? knownRights() : SIGNED_OUT),
  };
}

export const authProvider = createAuthProvider();
