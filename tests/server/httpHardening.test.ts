/** What an attacker or a careless client meets at the HTTP level: headers, CORS, malformed requests, slow bodies. */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let distDir: string;

/** A built page that carries an inline script all the same: the policy must not let it run. */
const INDEX_HTML =
  '<!doctype html><head><script>document.title = "EduAdmin";</script></head><div id="root"></div>';

beforeAll(async () => {
  distDir = makeDataDir();
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ distDir, requestTimeoutMs: 400 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/**
 * Sends raw bytes and reads what comes back until the server closes the connection. A server
 * that never answers fails with that message before the test's own 30 s limit, however slow the
 * machine: the guard turns a hang into a reason, it does not time the server.
 */
function raw(request: string, waitMs = 20_000): Promise<{ text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(server.app), '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve({ text }));
    socket.on('error', reject);
    socket.setTimeout(waitMs, () => {
      socket.destroy();
      reject(new Error(`no answer within ${waitMs} ms`));
    });
    socket.write(request);
  });
}

const detailOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)).detail as string;

describe('security headers', () => {
  it('give the app a strict content security policy, no framing and a same-origin referrer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/EduAdmin/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // The page's own script files only: no inline script runs, whatever the page holds.
    expect(csp.split(';')).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keep hashed assets cached for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/EduAdmin/assets/index-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('forbid caching and sniffing of API answers', async () => {
    for (const url of ['/api/themes', '/api/users/1']) {
      const response = await server.api('GET', url);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const login = await server.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/themes',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('never allows the origin null', async () => {
    const response = await preflight(server.app, 'null');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no other origin in production unless CORS_ORIGINS names it', async () => {
    const production = await startTestServer({ production: true });
    const listed = await startTestServer({
      production: true,
      corsOrigins: ['https://platform.ecole.fr'],
    });
    try {
      expect(
        (await preflight(production.app, 'https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect(
        (await preflight(listed.app, 'https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect(
        (await preflight(listed.app, 'https://platform.ecole.fr')).headers['access-control-allow-origin'],
      ).toBe('https://platform.ecole.fr');
    } finally {
      await production.close();
      await listed.close();
    }
  });
});

describe('malformed requests get a French {detail}', () => {
  it('a multipart body that is not one: 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/media/mm_serveur/cartes',
      headers: {
        authorization: `Bearer ${server.token}`,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      'Le contenu envoyé n’est pas un formulaire multipart valide : renvoyez le fichier',
    );
  });

  it('a broken request line: 400 in JSON', async () => {
    const { text } = await raw('GARBAGE\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('application/json');
    expect(detailOf(text)).toBe('Requête invalide');
  });

  it('headers over 32 KiB: 431 in JSON', async () => {
    const { text } = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40 * 1024)}\r\n\r\n`);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(detailOf(text)).toBe('Les en-têtes de la requête sont trop volumineux');
  });

  it('a body that never finishes is cut at the request timeout, with 408', async () => {
    const { text } = await raw(
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(detailOf(text)).toBe('La requête n’est pas arrivée à temps : réessayez');
  });
});
