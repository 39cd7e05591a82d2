/**
 * What PostgreSQL's search needs from a start (server/lists/postgresSearch.ts): a database in
 * UTF8, or the server refuses to start and says why (accents are folded only there), and trigram
 * indexes under names PostgreSQL keeps whole, so an area with long names is searched and a
 * second start finds its indexes instead of building them again (a build reads the whole copy).
 * Run by the server-postgres project only.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { defineResource } from '../../resources/kit/defineResource';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { buildTestServer } from './support/testDatabase';
import { createRecord, makeDataDir, startTestServer } from './support/testServer';

/** Runs `work` on the cluster's `postgres` database, as its superuser. */
async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the database encoding on PostgreSQL', () => {
  it('refuses to start on a database not in UTF8, naming its encoding', async () => {
    const name = `t_ascii_${process.pid}`;
    await onCluster((client) =>
      client.query(
        `CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`,
      ),
    );
    const dataDir = makeDataDir();
    try {
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      await expect(buildTestServer({ dataDir, databaseUrl: url.toString() })).rejects.toThrow(
        'The PostgreSQL database must use the UTF8 encoding, not SQL_ASCII',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await onCluster((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    }
  });
});

/** An area whose folded copy's index names pass PostgreSQL's 63 bytes, the same first 50 for both. */
const workshops = defineResource({
  name: 'ateliers-du-patrimoine-regional-de-bretagne',
  recordRepresentation: 'intitule_de_latelier',
  searchFields: ['intitule_de_latelier', 'resume_du_deroulement'],
  fields: [
    { name: 'intitule_de_latelier', kind: 'text', required: true },
    { name: 'resume_du_deroulement', kind: 'text' },
  ],
});

describe('an area with long names on PostgreSQL', () => {
  it('is searched by each of its fields, and a second start keeps its search indexes', async () => {
    const declarations = [...(await loadDeclarations()), workshops];
    const server = await startTestServer({ declarations });
    try {
      const created = await createRecord(server.api, workshops.name, {
        intitule_de_latelier: 'Tissage des Filets',
        resume_du_deroulement: 'Démonstration au Port',
      });
      const found = async (q: string): Promise<unknown[]> => {
        const response = await server.api('GET', `/api/${workshops.name}?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as Record<string, unknown>[]).map((row) => row.id);
      };
      for (const q of ['filets', 'demonstration au', 'po']) expect(await found(q), q).toEqual([created.id]);

      const indexes = () =>
        server.app.db.all<{ name: string; oid: number }>(
          'SELECT c.relname AS name, c.oid::int AS oid FROM pg_catalog.pg_index i ' +
            'JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = ?::regclass ' +
            "AND c.relname LIKE 'trgm\\_%' ORDER BY c.relname",
          [`"${workshops.name}__folded"`],
        );
      const first = await indexes();
      expect(first).toHaveLength(2);
      const second = await buildTestServer({ dataDir: server.dataDir, declarations });
      await second.close();
      expect(await indexes()).toEqual(first);
      expect(await found('tissage')).toEqual([created.id]);
    } finally {
      await server.close();
    }
  });
});
