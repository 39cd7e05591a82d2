/**
 * The first page of a search on PostgreSQL, with the statistics autovacuum keeps: a word most
 * activities hold walks the index of the list's order and stops at the page (no sort of its
 * thousands of matches, each one's text folded again), a rare word's few matches come from the
 * trigram indexes and are sorted. The planner chooses so from the statistics of the folded copy's
 * columns (postgresFoldedCopy.ts), which the search reads. Run by the
 * server-postgres project only (SQLite decides in its reader: listPlans.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { parseListQuery } from '../../server/lists/listQuery';
import { listReaderFor } from '../../server/lists/readerForEngine';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../server/resources/model';
import { RecordStore } from '../../server/resources/recordStore';
import { insertMass } from './support/massActivities';
import { openTestDatabase } from './support/testDatabase';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let database: Database;
let model: ResourceModel;
let store: RecordStore;

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  database = await openTestDatabase(server.dataDir);
  await insertMass(database);
  // "masse" in 30,000 of the 31,000-odd titles: a table of the size the index is for.
  await database.exec(
    'INSERT INTO activities (title, type, language, created_at, updated_at) ' +
      "SELECT 'Exercice de masse ' || i, 'quiz', 'fr', s, s FROM generate_series(1, 30000) i, " +
      `LATERAL to_char(timestamp '2021-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') s`,
  );
  await database.exec('VACUUM ANALYZE activities', 'VACUUM ANALYZE activities__folded');
  const models = buildModels(await loadDeclarations());
  model = models.get('activities') as ResourceModel;
  store = new RecordStore(database, models, model, Date.now);
});

afterAll(async () => {
  await database.close();
  await server.close();
});

const planOf = async (q: string, statement: 'keys' | 'page' = 'keys') => {
  const query = parseListQuery(model, { q, skip: '0', limit: '25' }, store.sortSql, 'postgres');
  return (await listReaderFor(database, model, store.sortSql).explain(query, undefined, statement)).join(
    '\n',
  );
};

describe('the first page of a search on PostgreSQL', () => {
  it('performance shape: a frequent word walks the order’s index, a rare word’s matches are sorted', async () => {
    const frequent = await planOf('masse');
    expect(frequent).toMatch(/Index (Only )?Scan Backward using ix_activities_updated_at on activities t/);
    expect(frequent).not.toMatch(/Sort|Bitmap/);

    const rare = await planOf('fractions');
    expect(rare).toMatch(/Bitmap Index Scan on trgm_activities__folded__title/);
    expect(rare).toMatch(/Sort/);
  });

  it('performance shape: a search, its count included, reads the folded copy (a rare word by its trigram index) and folds no row', async () => {
    const rare = await planOf('fractions', 'page');
    expect(rare).toMatch(/Bitmap Index Scan on trgm_activities__folded__title/);
    // A frequent word's count reads the copy until one past the exact limit; a short one has no trigram.
    for (const q of ['fractions', 'masse', 'ma']) {
      const plan = await planOf(q, 'page');
      expect(plan, q).toMatch(/on activities__folded f/);
      expect(plan, q).not.toMatch(/fold_text/);
      expect(plan, q).not.toMatch(/Seq Scan on activities t/);
    }
  });
});
