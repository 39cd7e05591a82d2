/**
 * How many imports run at once: one per person, two per server (IMPORT_MAX_CONCURRENT), a 429 in
 * French beyond; and the preview's estimate of how long the write will take. Imports of accounts
 * are held at their first row (support/heldImport.ts) while the other requests are sent.
 */
import type { LightMyRequestResponse } from 'fastify';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ImportReport } from '../../resources/contracts/importContract';
import { verifyPassword } from '../../server/auth/passwords';
import { heldImport } from './support/heldImport';
import { signIn, startTestServer, type TestServer } from './support/testServer';

const HELD_HOOKS = fileURLToPath(new URL('./support/heldImports', import.meta.url));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ hooksDir: HELD_HOOKS, imports: { maxConcurrent: 2, hashThreads: 1 } });
});

afterAll(async () => {
  heldImport.release();
  await server.close();
});

/** Another back-office person, signed in: their import requests. */
async function colleague(name: string) {
  const password = 'Motdepasse-Collegue-1';
  const email = `${name}@exemple.fr`;
  const created = await server.api('POST', '/api/users', {
    first_name: name,
    last_name: 'Collègue',
    email,
    role: 'admin',
    password,
  });
  expect(created.statusCode, created.body).toBe(201);
  const token = await signIn(server.app, email, password);
  return (body: unknown): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
}

const accounts = (...names: string[]) => ({
  mode: 'all',
  rows: names.map((name) => ({
    first_name: name,
    last_name: 'Importé',
    email: `${name.toLowerCase()}@exemple.fr`,
    role: 'Élève',
    password: `mot-de-passe-${name}`,
  })),
});

describe('imports running at once', () => {
  it('one per person and two per server; beyond, a 429 in French, and the slot is free once done', async () => {
    const second = await colleague('seconde');
    const third = await colleague('troisieme');
    heldImport.hold();
    onTestFinished(() => heldImport.release());
    const first = server.api('POST', '/api/users/import', accounts('Histoire'));
    await heldImport.arrived(1);

    const again = await server.api('POST', '/api/users/import', accounts('Musique'));
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      detail:
        'Un import est déjà en cours pour votre compte : attendez qu’il se termine avant d’en lancer un autre',
    });
    expect(again.headers['retry-after']).toBe('30');

    const other = second(accounts('Sciences'));
    await heldImport.arrived(2);
    const refused = await third(accounts('Sport'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail:
        'Le serveur traite déjà le nombre maximal d’imports simultanés (2) : réessayez dans quelques instants',
    });

    heldImport.release();
    const answers = await Promise.all([first, other]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ created: 1, errors: 0 });
    }
    const later = await third(accounts('Sport'));
    expect(later.statusCode, later.body).toBe(200);

    const stored = await server.app.db.all<{ first_name: string }>(
      "SELECT first_name FROM users WHERE last_name = 'Importé' ORDER BY first_name",
    );
    expect(stored.map((user) => user.first_name)).toEqual(['Histoire', 'Sciences', 'Sport']);
    // The hashes made on the worker threads are real ones: the password matches.
    const sport = await server.app.db.first<{ password: string }>(
      "SELECT password FROM users WHERE email = 'sport@exemple.fr'",
    );
    expect(await verifyPassword('mot-de-passe-Sport', sport?.password)).toBe(true);
    expect(await verifyPassword('mot-de-passe-Sciences', sport?.password)).toBe(false);
  });
});

describe('the preview', () => {
  it('says how long the write will take, the passwords to hash counted', async () => {
    const users = (withPassword: boolean) =>
      Array.from({ length: 100 }, (_, i) => ({
        first_name: `Prénom${i}`,
        last_name: 'Estimé',
        email: `estime.${i}@exemple.fr`,
        role: 'Élève',
        ...(withPassword ? { password: `mot-de-passe-${i}` } : {}),
      }));
    const preview = async (withPassword: boolean) => {
      const response = await server.api('POST', '/api/users/import', {
        mode: 'all',
        dry_run: true,
        rows: users(withPassword),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as ImportReport).estimated_seconds;
    };
    const without = await preview(false);
    const withPasswords = await preview(true);
    expect(without).toBeGreaterThanOrEqual(1);
    // 100 scrypt hashes on one thread: several seconds on any machine.
    expect(withPasswords).toBeGreaterThanOrEqual((without ?? 0) + 2);
  });
});
