/**
 * PostgreSQL's list answers are SQLite's, byte for byte, for the same data: the demo records and
 * many more written in SQL, read through every kind of list call, once and again from what the
 * first call kept. Run by the server-postgres project only (`*.postgres.test.ts`).
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { insertMass } from './support/massActivities';
import { openTestDatabase } from './support/testDatabase';
import { ADMIN, makeDataDir, signIn, startTestServer } from './support/testServer';

describe('PostgreSQL beside SQLite', () => {
  it('answers every list call byte for byte as SQLite does on the same data', async () => {
    // Every total counted: an estimate is each engine's own (listTotalEstimate.test.ts).
    const exactTotalLimit = 1_000_000;
    const postgres = await startTestServer({ demoData: true, exactTotalLimit });
    const sqliteDir = makeDataDir();
    const sqlite = await buildServer({ dataDir: sqliteDir, admin: ADMIN, demoData: true, exactTotalLimit });
    try {
      const postgresDb = await openTestDatabase(postgres.dataDir);
      await insertMass(postgresDb);
      await postgresDb.close();
      await insertMass(sqlite.db);
      const token = await signIn(sqlite);
      const urls = [
        '/api/activities',
        '/api/activities?skip=600&limit=25',
        '/api/activities?skip=1480&limit=50',
        '/api/activities?skip=5000&limit=25',
        '/api/activities?sort=title&order=desc&skip=700&limit=25',
        '/api/activities?sort=created_at&order=asc&skip=1010&limit=25',
        '/api/activities?q=zorglub&skip=0&limit=25',
        '/api/activities?q=zorglub&skip=1275&limit=50',
        '/api/activities?q=fractions',
        '/api/activities?q=%C3%A9&skip=30&limit=10',
        '/api/activities?q=zz',
        '/api/activities?q=zorglub&type=video&sort=title&order=asc',
        '/api/activities?type=quiz&skip=500&limit=25',
        '/api/activities?limit=1000',
        // Not a text-keyed area's order: ties go by rowid on SQLite, by key on PostgreSQL.
        '/api/classes?sort=student_count&order=desc',
        '/api/hashtags',
        '/api/users?q=martin',
        '/api/classes',
      ];
      for (const url of urls) {
        const expected = await sqlite.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(expected.statusCode, url).toBe(200);
        // Twice: the second answer comes from what the first kept.
        for (const attempt of ['first', 'kept']) {
          const found = await postgres.api('GET', url);
          expect(found.body, `${url} (${attempt})`).toBe(expected.body);
          for (const header of ['content-type', 'x-total-count', 'content-range', 'content-length'])
            expect(found.headers[header], `${url} ${header}`).toBe(expected.headers[header]);
        }
      }
    } finally {
      await sqlite.close();
      rmSync(sqliteDir, { recursive: true, force: true });
      await postgres.close();
    }
  });
});
