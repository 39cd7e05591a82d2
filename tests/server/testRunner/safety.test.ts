/**
 * The runner starts processes on the server: only the machine itself (or TEST_RUNNER_ALLOWED_IPS)
 * may reach it, only signed in, and never in production unless ENABLE_TEST_RUNNER=1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QUICK_TEST_ID } from '../../../server/testRunner/catalog';
import { startTestServer, type TestServer } from '../support/testServer';
import { expectRefusal } from '../support/refusals';

const LOCAL_ONLY =
  'Le lanceur de tests n’est accessible que depuis la machine locale ou une adresse autorisée (TEST_RUNNER_ALLOWED_IPS)';

const servers: TestServer[] = [];
const savedEnv = { ...process.env };

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const name of ['NODE_ENV', 'ENABLE_TEST_RUNNER', 'TEST_RUNNER_ALLOWED_IPS']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

/** The environment is read when the server is built. */
async function serverWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  const server = await startTestServer();
  servers.push(server);
  return server;
}

const FORBIDDEN =
  'Le lanceur de tests n’est accessible que depuis la machine locale ou une adresse autorisée (TEST_RUNNER_ALLOWED_IPS)';

function fromAddress(
  server: TestServer,
  remoteAddress: string,
  url: string,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { authorization: `Bearer ${server.token}`, ...headers },
  });
}

describe('access to the test runner', () => {
  it('refuses a signed-in request from another machine, and runs nothing', async () => {
    const server = await serverWith({});
    const response = await fromAddress(server, '203.0.113.7', `/api/tests/${QUICK_TEST_ID}/run`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: FORBIDDEN });
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/tests',
      remoteAddress: '::ffff:192.168.1.50',
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(list.statusCode).toBe(403);
    expect((await server.api('GET', '/api/tests/history')).json()).toEqual([]);
  });

  it('refuses a remote visitor forwarded by a proxy on the machine', async () => {
    const server = await serverWith({});
    const response = await fromAddress(server, '127.0.0.1', `/api/tests/${QUICK_TEST_ID}/run`, {
      'x-forwarded-for': '203.0.113.7',
    });
    expectRefusal(response, 403, LOCAL_ONLY);
  });

  it('accepts an address listed in TEST_RUNNER_ALLOWED_IPS', async () => {
    const server = await serverWith({ TEST_RUNNER_ALLOWED_IPS: '192.168.1.50, 10.0.0.8' });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/tests/status',
      remoteAddress: '192.168.1.50',
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(response.statusCode).toBe(200);
    expectRefusal(await fromAddress(server, '192.168.1.51', '/api/tests/run-all'), 403, LOCAL_ONLY);
  });

  it('needs a signed-in user, even from the machine itself', async () => {
    const server = await serverWith({});
    const response = await server.app.inject({ method: 'GET', url: '/api/tests' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it('does not exist on a production server unless ENABLE_TEST_RUNNER=1', async () => {
    const production = await serverWith({ NODE_ENV: 'production' });
    const absent = await production.api('GET', '/api/tests');
    expectRefusal(absent, 404, 'Ressource introuvable');
    expect((await production.api('POST', `/api/tests/${QUICK_TEST_ID}/run`)).statusCode).toBe(404);

    const enabled = await serverWith({ NODE_ENV: 'production', ENABLE_TEST_RUNNER: '1' });
    expect((await enabled.api('GET', '/api/tests')).statusCode).toBe(200);
  });
});
