/** GET /api/permissions (the signed-in person's rules) and GET /api/permissions/matrix (administrators only). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../support/refusals';
import { createRecord, signIn, startTestServer, type TestServer } from '../support/testServer';
import { apiAs, PASSWORD, type Api } from './matrixSupport';

let server: TestServer;
let staff: Api;
let school: number;
let staffId: number;

beforeAll(async () => {
  server = await startTestServer();
  school = (
    await createRecord(server.api, 'etablissements', {
      name: 'Lycée Victor Hugo',
      uai: '0750001A',
      type: 'lycee',
    })
  ).id as number;
  const email = 'personnel@lycee.fr';
  staffId = (
    await createRecord(server.api, 'users', {
      first_name: 'Paul',
      last_name: 'Martin',
      email,
      role: 'staff',
      etablissement_id: school,
      password: PASSWORD,
    })
  ).id as number;
  staff = apiAs(server.app, await signIn(server.app, email, PASSWORD));
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/permissions', () => {
  it('gives a staff account its rules with its own values bound, and its field rules', async () => {
    const response = await staff('GET', '/api/permissions');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      role: 'staff',
      user_id: staffId,
      etablissement_id: school,
      fields: { users: { role: { values: ['student', 'teacher'] } } },
    });
    expect(answer.rules).toContainEqual({
      action: [...['list', 'show', 'create', 'edit', 'delete', 'export', 'import', 'history', 'restore']],
      subject: 'classes',
      conditions: { etablissement_id: school },
    });
    expect(answer.rules).toContainEqual({
      action: 'edit',
      subject: 'users',
      conditions: { id: staffId },
      fields: ['first_name', 'last_name', 'password'],
    });
  });

  it('gives an administrator unconditioned rules and no field rule', async () => {
    const answer = (await server.api('GET', '/api/permissions')).json();
    expect(answer.role).toBe('admin');
    expect(answer.fields).toEqual({});
    expect(answer.rules.every((rule: { conditions?: unknown }) => rule.conditions === undefined)).toBe(true);
    expect(answer.rules).toContainEqual({ action: ['access'], subject: 'rights' });
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = (await server.api('GET', '/api/openapi.json')).json().paths;
    expect(paths['/api/permissions'].get.summary).toMatch(/droits/i);
    expect(paths['/api/permissions/matrix'].get.summary).toMatch(/matrice/i);
  });
});

describe('GET /api/permissions/matrix', () => {
  it('gives administrators the role × area × action matrix', async () => {
    const response = await server.api('GET', '/api/permissions/matrix');
    expect(response.statusCode).toBe(200);
    const matrix = response.json();
    expect(matrix.roles).toEqual(['admin', 'staff']);
    const classes = matrix.areas.find((area: { name: string }) => area.name === 'classes');
    expect(classes.grants.staff.edit).toBe('scoped');
    expect(classes.scope).toEqual({ staff: 'son établissement' });
  });

  it('refuses staff with a French message', async () => {
    expectRefusal(
      await staff('GET', '/api/permissions/matrix'),
      403,
      'Votre rôle ne permet pas cette action',
    );
  });
});
