/**
 * Lists, totals and searches answer for the caller's scope: an administrator and two staff
 * accounts of different establishments read the same URLs in turn, on one server and on a second
 * instance of the same database; no answer made for one of them reaches another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRecord,
  signIn,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../support/testServer';
import { apiAs, PASSWORD, type Api, type Rec } from './matrixSupport';

let server: TestServer;
let second: TestServer;
const schools: number[] = [];

async function school(name: string, uai: string): Promise<number> {
  const made = await createRecord(server.api, 'etablissements', { name, uai, type: 'college' });
  return made.id as number;
}

async function staffOf(etablissement: number, email: string): Promise<void> {
  await createRecord(server.api, 'users', {
    first_name: 'Personnel',
    last_name: email,
    email,
    role: 'staff',
    etablissement_id: etablissement,
    password: PASSWORD,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  schools.push(
    await school('Collège Jean Moulin', '0690001A'),
    await school('Collège Jules Ferry', '0690002B'),
  );
  const [a, b] = schools;
  for (const [index, etablissement] of [a, a, a, b].entries()) {
    await createRecord(server.api, 'classes', {
      name: `Classe ${index}`,
      level: '6e',
      school_year: '2025-2026',
      etablissement_id: etablissement,
    });
  }
  for (const [index, [etablissement, role]] of (
    [
      [a, 'student'],
      [a, 'teacher'],
      [b, 'student'],
      [b, 'admin'],
      [a, 'admin'],
    ] as const
  ).entries()) {
    await createRecord(server.api, 'users', {
      first_name: 'Camille',
      last_name: `Dupont ${index}`,
      email: `camille${index}@ecole.fr`,
      role,
      etablissement_id: etablissement,
      password: PASSWORD,
    });
  }
  await staffOf(a, 'personnel.a@ecole.fr');
  await staffOf(b, 'personnel.b@ecole.fr');
  second = await startSecondServer(server);
});

afterAll(async () => {
  await second.close();
  await server.close();
});

async function read(api: Api, url: string): Promise<{ total: number; names: string[] }> {
  const response = await api('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as Rec[];
  return {
    total: Number(response.headers['x-total-count']),
    names: rows.map((r) => `${String(r.name ?? r.last_name)}`).sort(),
  };
}

describe.each([
  ['one server', () => server],
  ['a second instance', () => second],
])('the same list URLs read in turn on %s', (_label, instance) => {
  const readers = async () => {
    const target = instance();
    return {
      admin: target.api,
      a: apiAs(target.app, await signIn(target.app, 'personnel.a@ecole.fr', PASSWORD)),
      b: apiAs(target.app, await signIn(target.app, 'personnel.b@ecole.fr', PASSWORD)),
    };
  };

  it('gives each caller the rows and the total of their own scope', async () => {
    const { admin, a, b } = await readers();
    const url = '/api/classes?limit=2&sort=name&order=ASC';
    for (let round = 0; round < 2; round += 1) {
      expect(await read(admin, url)).toEqual({ total: 4, names: ['Classe 0', 'Classe 1'] });
      expect(await read(a, url)).toEqual({ total: 3, names: ['Classe 0', 'Classe 1'] });
      expect(await read(b, url)).toEqual({ total: 1, names: ['Classe 3'] });
    }
  });

  it('scopes a search and a filter the same way', async () => {
    const { admin, a, b } = await readers();
    const search = '/api/users?q=camille';
    for (let round = 0; round < 2; round += 1) {
      expect(await read(admin, search)).toEqual({
        total: 5,
        names: ['Dupont 0', 'Dupont 1', 'Dupont 2', 'Dupont 3', 'Dupont 4'],
      });
      expect(await read(a, search)).toEqual({ total: 2, names: ['Dupont 0', 'Dupont 1'] });
      expect(await read(b, search)).toEqual({ total: 1, names: ['Dupont 2'] });
    }
    // Asking for the other establishment by filter finds nothing of it.
    const other = `/api/users?etablissement_id=${schools[1]}`;
    expect(await read(a, other)).toEqual({ total: 0, names: [] });
    expect((await read(admin, other)).total).toBe(3);
  });
});
