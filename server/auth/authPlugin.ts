/**
 * Sign-in (POST /login), sign-out (POST /api/logout) and the hook that guards the plugins of the
 * signed-in part of the API (server/app.ts registers them in its scope): a valid bearer token of
 * an active back-office user, or 401. What is outside that scope (/login, /health, the OpenAPI
 * document, the built app, media files) stays public.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, validationError, type FieldError } from '../http/apiError';
import { replyNotFound } from '../http/errorHandler';
import { t } from '../http/messages';
import { isPlainObject } from '../resources/validateRecord';
import { bearerToken } from './bearerToken';
import { verifyPassword } from './passwords';
import { signedInUser } from './sessionCheck';
import type { SignInJournal } from './signInJournal';
import type { SignInThrottle } from './signInThrottle';
import type { TokenStore } from './tokenStore';
import { findUserByEmail, mayUseBackOffice, toAuthUser } from './users';

export interface AuthOptions {
  tokens: TokenStore;
  throttle: SignInThrottle;
  now: () => number;
  /** The users area has a `last_sign_in_at` field: a sign-in writes it. */
  recordsSignIn: boolean;
  journal: SignInJournal;
}

function readCredentials(body: unknown): { email: string; password: string } {
  const errors: FieldError[] = [];
  const data = isPlainObject(body) ? body : {};
  for (const name of ['email', 'password']) {
    if (typeof data[name] !== 'string' || data[name] === '') {
      errors.push({ loc: ['body', name], msg: t('validation.required'), type: 'missing' });
    }
  }
  if (errors.length) throw validationError(errors);
  return { email: data.email as string, password: data.password as string };
}

/**
 * Puts every route of `scope` (the plugins registered in it after this call, and their children)
 * behind a valid bearer token of an active back-office user, and answers any other /api URL with
 * 401 too without a token, so an unknown or disguised path tells nothing.
 */
export async function requireSignedIn(scope: FastifyInstance, tokens: TokenStore): Promise<void> {
  scope.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return; // CORS preflight carries no credentials
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, t('server.auth.missingToken'), { 'WWW-Authenticate': 'Bearer' });
    request.user = signedInUser(await tokens.ownerOf(token));
  });
  await scope.register(async (api) => api.setNotFoundHandler(replyNotFound), { prefix: '/api' });
}

/** POST /login, public. */
export function registerSignIn(app: FastifyInstance, options: AuthOptions): void {
  const { tokens, throttle, journal } = options;

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: returns a bearer token and the user',
        body: {
          type: 'object',
          properties: { email: { type: 'string' }, password: { type: 'string' } },
          required: ['email', 'password'],
        },
      },
    },
    async (request) => {
      const address = request.ip;
      const { email, password } = readCredentials(request.body);
      const wait = await throttle.retryAfter(address, email);
      if (wait > 0) {
        throw new ApiError(429, t('server.auth.tooManyAttempts', { minutes: Math.ceil(wait / 60000) }), {
          'Retry-After': String(Math.ceil(wait / 1000)),
        });
      }
      const row = await findUserByEmail(app.db, email);
      const passwordOk = await verifyPassword(password, row?.password);
      if (!row || !passwordOk || !mayUseBackOffice(row)) {
        const locked = await throttle.fail(address, email);
        await journal.record('sign_in_failed', row, email, address);
        if (locked) await journal.record('lockout', row, email, address);
        throw new ApiError(401, t('server.auth.badCredentials'));
      }
      await throttle.succeed(address, email);
      await journal.record('sign_in', row, email, address);
      const token = await tokens.issue(row.id);
      if (options.recordsSignIn) {
        await app.db.db
          .updateTable('users')
          .set({ last_sign_in_at: new Date(options.now()).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return { token, user: toAuthUser(row) };
    },
  );
}

/** POST /api/logout, registered in a scope that requireSignedIn guards. */
export function registerSignOut(app: FastifyInstance, tokens: TokenStore): void {
  app.post(
    '/api/logout',
    {
      config: { permission: 'signedIn' },
      schema: { tags: ['auth'], summary: 'Sign out: the token stops working' },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await tokens.revoke(token);
      return reply.code(204).send();
    },
  );
}
