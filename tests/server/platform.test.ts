/**
 * What surrounds the data: health, option lists, OpenAPI, CORS, and the built app served under
 * /EduAdmin/ (from a small stand-in build: compressed hashed assets, index.html never cached, the
 * app's icon).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

const SCRIPT = `console.log(${JSON.stringify('EduAdmin '.repeat(400))});`;
/** The icon as the project's index.html links it, and where a build puts it. */
const ICON_SOURCE = fileURLToPath(new URL('../../src/favicon.svg', import.meta.url));
const ICON_URL = '/EduAdmin/assets/favicon-AbC123.svg';
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'eduadmin-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><link rel="icon" type="image/svg+xml" href="${ICON_URL}" /><title>EduAdmin</title><div id="root"></div>`,
  );
  copyFileSync(ICON_SOURCE, join(distDir, 'assets', 'favicon-AbC123.svg'));
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(distDir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  server = await startTestServer({ distDir });
});

afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok once the database has answered', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('option lists', () => {
  it('lists the languages and the activity types as {code, label} in French, with the label’s i18n key', async () => {
    const languages = (await server.api('GET', '/api/config/languages')).json();
    expect(languages).toContainEqual({ code: 'fr', label: 'Français', labelKey: 'server.languages.fr' });
    expect(languages).toContainEqual({ code: 'en', label: 'Anglais', labelKey: 'server.languages.en' });
    const types = (await server.api('GET', '/api/config/activity-types')).json();
    expect(types).toContainEqual({ code: 'quiz', label: 'Quiz', labelKey: 'server.activityTypes.quiz' });
    expect(
      types.every(
        (t: { code: string; label: string }) => t.code && t.label && t.label !== t.code.toUpperCase(),
      ),
    ).toBe(true);
  });

  it('lists the establishments as an array', async () => {
    await server.api('POST', '/api/etablissements', {
      name: 'Collège Jean Moulin',
      uai: '0690001A',
      type: 'college',
    });
    const response = await server.api('GET', '/api/etablissements');
    expect(Array.isArray(response.json())).toBe(true);
    expect(response.json()[0]).toMatchObject({ name: 'Collège Jean Moulin', uai: '0690001A' });
  });
});

describe('OpenAPI', () => {
  it('documents every route of every area', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/login',
      '/api/activities',
      '/api/activities/{key}',
      '/api/hashtags/bulk',
      '/api/users/bulk/toggle-active',
      '/api/media/mm_serveur/{target}',
      '/api/config/languages',
    ]) {
      expect(paths).toContain(path);
    }
    expect(document.paths['/api/activities'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths['/api/activities'].get.responses['200'].headers)).toEqual([
      'X-Total-Count',
      'X-Total-Count-Estimated',
    ]);
  });
});

describe('CORS', () => {
  it('lets another origin read X-Total-Count and whether it is an estimate, and answers preflights', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/themes',
      headers: { origin: 'https://admin.example.fr', authorization: `Bearer ${server.token}` },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://admin.example.fr');
    expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count-Estimated');
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/themes/bulk',
      headers: { origin: 'https://admin.example.fr', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');
  });
});

describe('the built app', () => {
  it('redirects / to /EduAdmin/', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/EduAdmin/');
  });

  it('serves index.html at /EduAdmin/ without caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/EduAdmin/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets precompressed, with a year of cache', async () => {
    const url = '/EduAdmin/assets/index-AbC123.js';
    const brotli = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length);
    const gzip = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('links an icon in index.html, which the build copies under assets/', () => {
    const indexHtml = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
    expect(indexHtml).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/src\/favicon\.svg" \/>/);
  });

  it('serves the linked icon, and the same icon at /favicon.ico', async () => {
    const icon = readFileSync(ICON_SOURCE, 'utf8');
    for (const url of [ICON_URL, '/favicon.ico']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(response.body, url).toBe(icon);
    }
  });

  it('says so when the app is not built', async () => {
    const bare = await startTestServer({ distDir: join(distDir, 'missing') });
    const response = await bare.app.inject({ method: 'GET', url: '/EduAdmin/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/npm run build/);
    await bare.close();
  });
});
