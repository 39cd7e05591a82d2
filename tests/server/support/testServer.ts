/**
 * The real Fastify app on a temporary data directory (its media folder, and its own SQLite file or
 * PostgreSQL database: testDatabase.ts), with a signed-in administrator. Each test file starts one
 * and closes it, which deletes the directory.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ServerOptions } from '../../../server/app';
import { buildTestServer } from './testDatabase';

export const ADMIN = { email: 'admin@test.fr', password: 'Motdepasse-Test-1' };

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  token: string;
  /** A request as the signed-in administrator; a plain object body is sent as JSON. */
  api(method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function makeDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'eduadmin-test-'));
}

export async function signIn(
  app: FastifyInstance,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** POST /api/logout with `token`: the session ends (204). */
export function signOut(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
}

/** Requests to `app` as the holder of `token`; a plain object body is sent as JSON. */
export function apiOf(app: FastifyInstance, token: string): TestServer['api'] {
  return (method, url, body) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const app = await buildTestServer({ admin: ADMIN, ...options, dataDir });
  const token = await signIn(app);
  return {
    app,
    dataDir,
    token,
    api: apiOf(app, token),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the first one's database, as several instances behind one address would be,
 * with its own session. Closing it leaves the data directory to the first.
 */
export async function startSecondServer(first: TestServer): Promise<TestServer> {
  const app = await buildTestServer({ admin: ADMIN, dataDir: first.dataDir });
  const token = await signIn(app);
  return { app, dataDir: first.dataDir, token, api: apiOf(app, token), close: () => app.close() };
}

/** Creates a record through the API, as a user would, and returns what the server stored (201). */
export async function createRecord(
  api: TestServer['api'],
  resource: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await api('POST', `/api/${resource}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, unknown>;
}

/** What an account is created with; `role` defaults to staff (personnel). */
export interface AccountFields {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role?: string;
  etablissement_id?: unknown;
}

/**
 * Creates an account as the administrator (201), signs it in, and returns its record and requests
 * as that person: the way every test meets a staff member.
 */
export async function signedInAccount(
  server: Pick<TestServer, 'app' | 'api'>,
  fields: AccountFields,
): Promise<{ account: Record<string, unknown>; api: TestServer['api'] }> {
  const account = await createRecord(server.api, 'users', { role: 'staff', ...fields });
  return { account, api: apiOf(server.app, await signIn(server.app, fields.email, fields.password)) };
}

/** The X-Total-Count of a list call. */
export async function listTotal(api: TestServer['api'], url: string): Promise<number> {
  const response = await api('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers['x-total-count']);
}
