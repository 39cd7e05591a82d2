/**
 * A list filtered on filter-bar fields on PostgreSQL (SQLite: listFilterPlans.test.ts), whose
 * (filter, default sort) pair indexes carry the other filters as INCLUDE columns
 * (schemaSync.test.ts): the total and page of plain SQL, exact within the limit and estimated
 * past it (postgresReader.ts), and the estimate's sample read only past the limit. Which index is
 * read is not asserted: an index-only scan is chosen when the table's pages are marked
 * all-visible, which a test server's VACUUM did not do (on the bench's 100,000 activities, the
 * page's keys were an index-only scan of the pair, 0.70 → 0.27 ms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { parseListQuery, type RawQuery } from '../../server/lists/listQuery';
import { listReaderFor } from '../../server/lists/readerForEngine';
import { declaredStores, type DeclaredStores } from './support/declaredStores';
import { queriesOf } from './support/sentStatements';
import { openTestDatabase } from './support/testDatabase';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let database: Database;
let areas: DeclaredStores;

beforeAll(async () => {
  server = await startTestServer();
  database = await openTestDatabase(server.dataDir);
  // Five types and five languages, crossed: 800 activities of each pair, fewer than the exact
  // limit. A description as long as the seeded ones: a table row costs what it does there.
  await database.exec(
    'INSERT INTO activities (title, description, type, language, difficulty, active, created_at, updated_at) ' +
      "SELECT 'Fiche ' || i, repeat('Une activité pour la classe. ', 15), " +
      "(ARRAY['quiz','video','game','reading','exercise'])[1 + i % 5], " +
      "(ARRAY['fr','en','de','es','it'])[1 + (i / 5) % 5], 1 + i % 4, 1, s, s " +
      'FROM generate_series(1, 20000) i, ' +
      `LATERAL to_char(timestamp '2021-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') s`,
  );
  await database.exec('VACUUM ANALYZE activities');
  areas = await declaredStores(database);
});

afterAll(async () => {
  await database.close();
  await server.close();
});

const reader = () => listReaderFor(database, areas.model('activities'), areas.store('activities').sortSql);
const parsed = (query: RawQuery) =>
  parseListQuery(areas.model('activities'), query, areas.store('activities').sortSql, 'postgres');

describe('a list filtered on two filter-bar fields, on PostgreSQL', () => {
  it('gives the total and page of plain SQL, exact within the limit and estimated past it', async () => {
    const pair = await reader().read(parsed({ type: 'game', language: 'de', limit: '5' }));
    const expected = await database.all<{ id: number }>(
      "SELECT id FROM activities WHERE type = 'game' AND language = 'de' ORDER BY updated_at DESC, id DESC",
    );
    expect(pair.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((row) => row.id));
    expect({ total: pair.total, estimated: pair.estimated }).toEqual({ total: 800, estimated: false });

    const one = await reader().read(parsed({ type: 'game', limit: '5' }));
    expect(one.estimated).toBe(true);
    // 4,000 games, one row in five all along the table: the first 1,001 end a quarter of the way.
    expect(one.total).toBeGreaterThan(3000);
    expect(one.total).toBeLessThan(5000);
  });
});

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The scans of the activities table in the list statement the reader sent, as it ran. */
async function scansOfActivities(query: RawQuery): Promise<PlanNode[]> {
  const sent = await queriesOf(() => reader().read(parsed(query)));
  const list = sent.find((one) => one.text.includes('LEFT JOIN LATERAL'));
  if (!list) throw new Error('no list statement sent');
  // Sent numbered ($1…); asked again with the database's own placeholders.
  const numbers: number[] = [];
  const text = list.text.replace(/\$(\d+)/g, (_, n: string) => {
    numbers.push(Number(n));
    return '?';
  });
  const [row] = await database.all<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
    numbers.map((n) => list.values[n - 1]),
  );
  const scans: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === 'activities') scans.push(node);
    node.Plans?.forEach(walk);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return scans;
}

describe('performance shape: a filtered list’s total on PostgreSQL', () => {
  it('reads the matches its estimate is made from only past the exact limit', async () => {
    const skipped = (scans: PlanNode[]) => scans.filter((scan) => scan['Actual Loops'] === 0).length;
    // Within the limit the sample's scan is never run; past it, it is.
    const within = await scansOfActivities({ type: 'game', language: 'de', limit: '5' });
    const past = await scansOfActivities({ type: 'game', limit: '5' });
    expect(skipped(within)).toBeGreaterThan(0);
    expect(skipped(past)).toBe(skipped(within) - 1);
  });
});
