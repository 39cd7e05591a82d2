/**
 * The plan of a deep page on both engines: its keys come from the index of the list's sort (no
 * sort of the matching rows, no read of the skipped rows' table rows), then only the page's rows
 * are joined (server/lists/sqliteReader.ts, postgresReader.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { parseListQuery } from '../../server/lists/listQuery';
import { listReaderFor } from '../../server/lists/readerForEngine';
import { wordSortSql } from '../../server/lists/wordSort';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../server/resources/model';
import { RecordStore } from '../../server/resources/recordStore';
import { insertMass } from './support/massActivities';
import { ENGINE, openTestDatabase } from './support/testDatabase';
import { startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;
let database: Database;
let model: ResourceModel;
let store: RecordStore;

beforeAll(async () => {
  server = await startTestServer();
  database = await openTestDatabase(server.dataDir);
  await insertMass(database);
  if (ENGINE === 'postgres') {
    // PostgreSQL rightly sorts a table of a thousand rows rather than walk an index: a table of the
    // size the index is for, with its statistics as autovacuum would leave them.
    await database.exec(
      'INSERT INTO activities (title, type, language, created_at, updated_at) ' +
        "SELECT 'Exercice de masse ' || i, 'quiz', 'fr', s, s FROM generate_series(1, 30000) i, " +
        `LATERAL to_char(timestamp '2021-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') s`,
    );
    await database.exec('VACUUM ANALYZE activities');
  }
  const models = buildModels(await loadDeclarations());
  model = models.get('activities') as ResourceModel;
  store = new RecordStore(database, models, model, Date.now);
});

afterAll(async () => {
  await database.close();
  await server.close();
});

/** Each sort, the index that serves it and the same order in plain SQL. */
const SORTS = [
  { sort: 'updated_at', order: 'desc', index: 'ix_activities_updated_at', walk: 'updated_at DESC, id DESC' },
  { sort: 'created_at', order: 'asc', index: 'ix_activities_created_at', walk: 'created_at ASC, id ASC' },
  // Text sorts as French readers expect, from an index of its own (server/lists/wordSort.ts).
  {
    sort: 'title',
    order: 'asc',
    index: 'wx_activities_title',
    walk: `${wordSortSql(ENGINE, 'title')} ASC${ENGINE === 'postgres' ? ' NULLS FIRST' : ''}, id ASC`,
  },
];

describe('deep pages of a sorted list', () => {
  it('performance shape: a deep page reads its keys from the sort’s index', async () => {
    const reader = listReaderFor(database, model, store.sortSql);
    for (const { sort, order, index } of SORTS) {
      const query = parseListQuery(model, { sort, order, skip: '1000', limit: '25' }, store.sortSql, ENGINE);
      const plan = (await reader.explain(query)).join('\n');
      if (ENGINE === 'sqlite') {
        expect(plan, sort).toMatch(new RegExp(`^SCAN t USING COVERING INDEX ${index}$`, 'm'));
        expect(plan, sort).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(plan, sort).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index} on activities t`));
        expect(plan, sort).not.toMatch(/Sort|Seq Scan/);
      }
    }
  });

  it('are the rows a walk of the whole list gives at that place', async () => {
    for (const { sort, order, walk } of SORTS) {
      const all = await database.all<{ id: number }>(`SELECT id FROM activities ORDER BY ${walk}`);
      const response = await server.api(
        'GET',
        `/api/activities?sort=${sort}&order=${order}&skip=1000&limit=25`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBe(all.length);
      expect((response.json() as Rec[]).map((record) => record.id)).toEqual(
        all.slice(1000, 1025).map((row) => Number(row.id)),
      );
    }
  });
});
