/**
 * Each area is its own plugin: its rules come from its hooks file only, and every one of its
 * routes sits behind the sign-in, as do all /api routes but the OpenAPI document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/kit/defineResource';
import { HOOKS_DIR } from '../../server/resources/areaHooks';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { ADMIN, signIn, startTestServer, type TestServer } from './support/testServer';

/** An area with a hooks file of its own (written below). */
const workshops = defineResource({
  name: 'workshops',
  recordRepresentation: 'title',
  fields: [{ name: 'title', kind: 'text', required: true }],
});

/** An area without one, whose keys are numbers like the accounts' keys. */
const notes = defineResource({
  name: 'notes',
  recordRepresentation: 'title',
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'active', kind: 'boolean', default: true },
  ],
});

const serverDir = join(HOOKS_DIR, '..', '..');
let hooksDir: string;
let server: TestServer;
let adminId: number;

beforeAll(async () => {
  hooksDir = mkdtempSync(join(tmpdir(), 'eduadmin-hooks-'));
  writeFileSync(join(hooksDir, 'users.ts'), `export { default } from '${join(HOOKS_DIR, 'users.ts')}';\n`);
  writeFileSync(
    join(hooksDir, 'workshops.ts'),
    `import { ApiError } from '${join(serverDir, 'http', 'apiError.ts')}';\n` +
      'export default () => ({\n' +
      '  beforeCreate({ values }) {\n' +
      "    if (values.title === 'Interdit') throw new ApiError(409, 'Titre refusé par la zone');\n" +
      '  },\n' +
      '});\n',
  );
  server = await startTestServer({
    declarations: [...(await loadDeclarations()), workshops, notes],
    hooksDir,
  });
  const users = await server.api('GET', `/api/users?email=${encodeURIComponent(ADMIN.email)}`);
  adminId = users.json()[0].id as number;
});

/** Creates notes until one has the key `id`, the key of an account. */
async function noteWithKey(id: number): Promise<void> {
  let last = 0;
  while ((await server.api('GET', `/api/notes/${id}`)).statusCode === 404) {
    if (last >= id) throw new Error(`no note can get the key ${id}`);
    last = (await server.api('POST', '/api/notes', { title: `Note ${last + 1}` })).json().id as number;
  }
}

afterAll(async () => {
  await server.close();
  rmSync(hooksDir, { recursive: true, force: true });
});

describe('an area hooks file', () => {
  it('applies to its own area only', async () => {
    const refused = await server.api('POST', '/api/workshops', { title: 'Interdit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Titre refusé par la zone' });
    expect((await server.api('POST', '/api/workshops', { title: 'Permis' })).statusCode).toBe(201);
    expect((await server.api('POST', '/api/notes', { title: 'Interdit' })).statusCode).toBe(201);
  });

  it('keeps the account rules on users, and only there', async () => {
    // A note whose key is the administrator's own id is an ordinary record.
    await noteWithKey(adminId);
    expect(
      (await server.api('PUT', '/api/notes/bulk/toggle-active', { ids: [adminId], active: false })).json(),
    ).toEqual({ updated: 1 });
    expect((await server.api('DELETE', '/api/notes/bulk', { ids: [adminId] })).json()).toEqual({
      deleted: 1,
    });

    const own = 'Vous ne pouvez pas supprimer ou désactiver votre propre compte';
    for (const [method, url, body] of [
      ['PUT', '/api/users/bulk/toggle-active', { ids: [adminId], active: false }],
      ['DELETE', '/api/users/bulk', { ids: [adminId] }],
      ['DELETE', `/api/users/${adminId}`, undefined],
      ['PUT', `/api/users/${adminId}`, { active: false }],
    ] as const) {
      const response = await server.api(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toEqual({ detail: own });
    }
    expect((await server.api('GET', '/api/users?active=true')).json()).toContainEqual(
      expect.objectContaining({ id: adminId, active: true }),
    );
  });

  it('ends sessions when an account is deactivated, not when a record of another area is', async () => {
    const staff = (
      await server.api('POST', '/api/users', {
        first_name: 'Noé',
        last_name: 'Staff',
        email: 'noe@test.fr',
        role: 'staff',
        password: 'noe-secret-1',
      })
    ).json();
    const token = await signIn(server.app, 'noe@test.fr', 'noe-secret-1');
    const asStaff = () =>
      server.app.inject({ method: 'GET', url: '/api/notes', headers: { authorization: `Bearer ${token}` } });
    await noteWithKey(staff.id);
    await server.api('PUT', '/api/notes/bulk/toggle-active', { ids: [staff.id], active: false });
    expect((await asStaff()).statusCode).toBe(200);
    await server.api('PUT', '/api/users/bulk/toggle-active', { ids: [staff.id], active: false });
    expect((await asStaff()).statusCode).toBe(401);
  });
  it('run on a restore too: a version that deactivates an account ends its sessions', async () => {
    const rose = (
      await server.api('POST', '/api/users', {
        first_name: 'Rose',
        last_name: 'Staff',
        email: 'rose@test.fr',
        role: 'staff',
        password: 'rose-secret-1',
      })
    ).json();
    await server.api('PUT', `/api/users/${rose.id}`, { active: false });
    await server.api('PUT', `/api/users/${rose.id}`, { active: true });
    const token = await signIn(server.app, 'rose@test.fr', 'rose-secret-1');
    // Her history also lists her sign-in: the version wanted is the update that deactivated her.
    const history = (await server.api('GET', `/api/users/${rose.id}/history`)).json() as {
      id: number;
      action: string;
      snapshot: { active?: unknown };
    }[];
    const deactivation = history.find((entry) => entry.action === 'update' && !entry.snapshot.active);
    if (!deactivation) throw new Error('no deactivation in her history');
    expect((await server.api('POST', `/api/history/${deactivation.id}/restore`, {})).statusCode).toBe(200);
    await server.api('PUT', `/api/users/${rose.id}`, { active: true });
    const asRose = await server.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asRose.statusCode).toBe(401);
  });
});

describe('the sign-in guard', () => {
  it('protects every documented route, a new area’s included', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/notes', '/api/notes/{key}', '/api/notes/bulk', '/api/notes/import']),
    );
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path === '/login' || path === '/health') continue;
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const response = await server.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('leaves /health, /login and the OpenAPI document public', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const login = await server.app.inject({ method: 'POST', url: '/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });
});
