/**
 * On PostgreSQL every statement is a round trip to another process: an import of new records sends
 * two per row (its unique value looked up once, its insert), and its history entries a few hundred at
 * a time (server/import/runImport.ts). Run by the server-postgres project only; what the import
 * writes: import.test.ts, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from './support/sentStatements';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('performance shape: the SQL an import sends on PostgreSQL', () => {
  it('sends two statements per new user, and its history entries together', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      first_name: `Prénom${i}`,
      last_name: `Nom${i}`,
      email: `compte.${i}@exemple.fr`,
      role: 'Élève',
    }));
    let created: unknown;
    const sent = await statementsOf(async () => {
      const response = await server.api('POST', '/api/users/import', { mode: 'all', rows });
      created = (response.json() as { created: number }).created;
    });
    expect(created).toBe(300);
    const per = (start: string) => sent.filter((text) => text.toLowerCase().startsWith(start)).length;
    expect(per('insert into "users"')).toBe(300);
    expect(per('select "id" as "k" from "users"')).toBe(300);
    expect(per('insert into "_history"')).toBe(1);
    expect(sent.length).toBeLessThanOrEqual(2 * 300 + 10);
  });
});
