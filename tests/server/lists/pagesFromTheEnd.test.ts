/**
 * A page of a whole area past its middle, which both engines read from the end in the reversed
 * order (postgresReader.ts, with the row count its writes keep: postgresRowCount.ts;
 * sqliteReader.ts, with the table's COUNT(*)), is the page the list's own order gives: for every
 * sort and order, empty values and ties included, up to the last rows and past them. The
 * reference is the same list read with a scope every row meets, which is read from the start
 * whatever the page. No app is started (fast enough for mutation testing).
 */
import { describe, expect, it } from 'vitest';
import { parseListQuery, type RawQuery } from '../../../server/lists/listQuery';
import type { ListScope } from '../../../server/lists/listReader';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import type { WriteSet } from '../../../server/resources/recordStore';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();
/** Odd, so that the middle falls inside a page. */
const ACTIVITIES = 37;

/** Words a word sort orders by letter, then accent, then case; several rows share each. */
const TITLES = ['École', 'ecole', 'Zèbre', 'zebre', 'Âne', 'ane', 'Bœuf'];

/**
 * Activity n: a title shared with others, no duration one time in three (empty values), a
 * difficulty shared by a quarter of them, all updated at one of five moments (ties everywhere).
 */
function activity(n: number): WriteSet {
  const moment = new Date(Date.UTC(2026, 0, 1 + (n % 5))).toISOString();
  return {
    columns: {
      title: TITLES[n % TITLES.length],
      description: null,
      type: n % 2 ? 'quiz' : 'video',
      language: 'fr',
      active: n % 3 !== 0,
      difficulty: (n % 4) + 1,
      duration_minutes: n % 3 === 0 ? null : 10 * (n % 6),
      created_at: moment,
      updated_at: moment,
    },
    lists: {},
  };
}

let areas: DeclaredStores;
let ready: Promise<void> | undefined;

async function prepare(): Promise<void> {
  areas = await declaredStores(database());
  for (let n = 1; n <= ACTIVITIES; n += 1) await areas.store('activities').insert(activity(n));
}

/** Every row meets it: the same list, read from the start (a scope is never read from the end). */
const EVERY_ROW: ListScope = { sql: 't."id" IS NOT NULL', args: [] };

async function read(query: RawQuery, scope?: ListScope) {
  await (ready ??= prepare());
  const model = areas.model('activities');
  const { sortSql } = areas.store('activities');
  const reader = listReaderFor(database(), model, sortSql);
  const page = await reader.read(parseListQuery(model, query, sortSql, database().engine), scope);
  return { ids: page.rows.map((row) => row.id), total: page.total, estimated: page.estimated };
}

const SORTS: RawQuery[] = [
  {},
  { sort: 'title', order: 'asc' },
  { sort: 'title', order: 'desc' },
  { sort: 'duration_minutes', order: 'asc' },
  { sort: 'duration_minutes', order: 'desc' },
  { sort: 'difficulty', order: 'asc' },
  { sort: 'created_at', order: 'desc' },
  { sort: 'id', order: 'asc' },
  { sort: 'id', order: 'desc' },
];

describe('a whole area’s pages, past the middle as before it', () => {
  it.each(SORTS.map((sort) => [JSON.stringify(sort), sort] as const))(
    'are the list’s order, page after page, to the end and past it (%s)',
    async (_name, sort) => {
      const all = await read({ ...sort, limit: '1000' }, EVERY_ROW);
      expect(all.ids).toHaveLength(ACTIVITIES);
      for (const limit of [5, 25]) {
        for (let skip = 0; skip <= ACTIVITIES + limit; skip += 3) {
          const page = await read({ ...sort, skip: String(skip), limit: String(limit) });
          expect(page.ids, `skip ${skip}, limit ${limit}`).toEqual(all.ids.slice(skip, skip + limit));
          expect({ total: page.total, estimated: page.estimated }).toEqual({
            total: ACTIVITIES,
            estimated: false,
          });
        }
      }
    },
  );

  it('follow the records written since: the count of the area is that of its rows', async () => {
    await (ready ??= prepare());
    const store = areas.store('activities');
    const added = await store.insert(activity(ACTIVITIES + 1));
    const last = await read({ sort: 'id', order: 'asc', skip: String(ACTIVITIES), limit: '5' });
    expect(last).toEqual({ ids: [added], total: ACTIVITIES + 1, estimated: false });

    await database().run('DELETE FROM activities WHERE id = ?', [added]);
    const back = await read({ sort: 'id', order: 'asc', skip: String(ACTIVITIES - 2), limit: '5' });
    const reference = await read({ sort: 'id', order: 'asc', limit: '1000' }, EVERY_ROW);
    expect(back).toEqual({ ids: reference.ids.slice(-2), total: ACTIVITIES, estimated: false });
  });
});
