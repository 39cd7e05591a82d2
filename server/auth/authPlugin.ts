/**
 * Sign-in (POST /login), sign-out (POST /api/logout) and the one hook that guards every /api route
 * except the OpenAPI document: a valid bearer token of an active back-office user, or 401.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, validationError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import { isPlainObject } from '../resources/validateRecord';
import { bearerToken } from './bearerToken';
import { verifyPassword } from './passwords';
import type { SignInThrottle } from './signInThrottle';
import type { TokenStore } from './tokenStore';
import { findUserByEmail, findUserById, mayUseBackOffice, toAuthUser } from './users';

export interface AuthOptions {
  tokens: TokenStore;
  throttle: SignInThrottle;
  now: () => number;
}

const PUBLIC_API = new Set(['/api/openapi.json']);

function decodedPath(url: string): string {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Judged on the route the router matched (its pattern), not on the raw URL, so an encoded path
 * such as /%61pi/themes cannot reach an /api route unguarded.
 */
function isGuarded(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false; // CORS preflight carries no credentials
  const path = request.routeOptions.url ?? decodedPath(request.url);
  return (path === '/api' || path.startsWith('/api/')) && !PUBLIC_API.has(path);
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

/** The guard of every /api route, added at the root so every plugin's routes are behind it. */
export function registerAuth(app: FastifyInstance, tokens: TokenStore): void {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (!isGuarded(request)) return;
    const token = bearerToken(request);
    if (!token) throw new ApiError(401, t('server.auth.missingToken'), { 'WWW-Authenticate': 'Bearer' });
    const userId = tokens.userIdOf(token);
    const row = userId === undefined ? undefined : findUserById(app.db, userId);
    // A deactivated or demoted account loses its open sessions at once.
    if (!row || !mayUseBackOffice(row)) {
      throw new ApiError(401, t('server.auth.invalidToken'), {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    request.user = toAuthUser(row);
  });
}

export function registerAuthRoutes(app: FastifyInstance, options: AuthOptions): void {
  const { tokens, throttle } = options;

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
      const wait = throttle.retryAfter(address, email);
      if (wait > 0) {
        throw new ApiError(429, t('server.auth.tooManyAttempts', { minutes: Math.ceil(wait / 60000) }), {
          'Retry-After': String(Math.ceil(wait / 1000)),
        });
      }
      const row = findUserByEmail(app.db, email);
      const passwordOk = await verifyPassword(password, row?.password);
      if (!row || !passwordOk || !mayUseBackOffice(row)) {
        throttle.fail(address, email);
        throw new ApiError(401, t('server.auth.badCredentials'));
      }
      throttle.succeed(email);
      const token = tokens.issue(row.id);
      const columns = app.db
        .prepare(`SELECT 1 FROM pragma_table_info('users') WHERE name = 'last_sign_in_at'`)
        .get();
      if (columns) {
        app.db
          .prepare('UPDATE "users" SET last_sign_in_at = ? WHERE id = ?')
          .run(new Date(options.now()).toISOString(), row.id);
      }
      return { token, user: toAuthUser(row) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: the token stops working' } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) tokens.revoke(token);
      return reply.code(204).send();
    },
  );
}
