/**
 * SQLite's plans for the list call on the demo data (SQLite only): sort and filter on declared
 * columns go through indexes, deep pages and frequent searches read no skipped row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery, type RawQuery } from '../../server/lists/listQuery';
import { buildModels, type ResourceModel } from '../../server/resources/model';
import { RecordStore } from '../../server/resources/recordStore';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let models: Map<string, ResourceModel>;
let all: number;

const total = async (query: string) =>
  Number((await server.api('GET', `/api/activities?${query}`)).headers['x-total-count']);

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  models = buildModels(await loadDeclarations());
  all = await total('limit=1');
});

afterAll(async () => {
  await server.close();
});

/** The plan of a list call's page, one line per step. */
async function planOf(store: RecordStore, query: RawQuery): Promise<string> {
  return (await store.explain(parseListQuery(store.model, query, store.sortSql, 'sqlite'))).join('\n');
}

const storeOf = (model: ResourceModel) => new RecordStore(server.app.db, models, model, Date.now);

describe('performance shape: query plans', () => {
  it('sorts through an index and filters with an index search on every declared column', async () => {
    for (const model of models.values()) {
      const store = storeOf(model);
      for (const [name, column] of model.sortable) {
        if (model.computed.some((f) => f.name === name)) continue;
        const plan = await planOf(store, { sort: name, order: 'desc' });
        expect(plan, `${model.name} sorted by ${column}`).not.toMatch(/TEMP B-TREE/);
      }
      for (const [name, target] of model.filterable) {
        const value = target.kind === 'column' && target.field?.kind === 'boolean' ? 'true' : '1';
        const plan = await planOf(store, { [name]: value });
        expect(plan, `${model.name} filtered on ${name}`).toMatch(/SEARCH (t|\S+__\S+) USING/);
        expect(plan, `${model.name} filtered on ${name}`).not.toMatch(/SCAN t(?! USING)/);
      }
    }
  });

  it('reads a deep page in every order from a covering index, without reading the skipped rows', async () => {
    for (const model of models.values()) {
      const store = storeOf(model);
      const orders: RawQuery[] = [{ skip: '50000' }];
      for (const name of model.sortable.keys()) {
        if (!model.computed.some((f) => f.name === name)) orders.push({ sort: name, skip: '50000' });
      }
      for (const query of orders) {
        const plan = await planOf(store, query);
        const label = `${model.name} ${JSON.stringify(query)}`;
        expect(plan, label).not.toMatch(/TEMP B-TREE/);
        // The key is the rowid: its order is the table's own.
        expect(plan, label).toMatch(/^SCAN t USING COVERING INDEX \S+$|^SCAN t$/);
      }
    }
  });

  it('pages a frequent search (long or short) from an index in the list order, without sorting the matches', async () => {
    const model = models.get('activities');
    if (!model) throw new Error('no activities');
    const store = storeOf(model);
    for (const q of ['activit', 'é', 'ac']) {
      expect(await total(`q=${encodeURIComponent(q)}&limit=1`), q).toBeGreaterThan(all / 5);
      // In the default order, a page is a range of the matches the list cache keeps in that order.
      const kept = await planOf(store, { q, skip: '10' });
      expect(kept, q).toBe('SEARCH _list_hits USING PRIMARY KEY (entry=?)');
      // In another order, that order's index is walked and each entry looked up in the matches.
      const sorted = await planOf(store, { q, sort: 'title' });
      expect(sorted, q).not.toMatch(/TEMP B-TREE/);
      expect(sorted, q).toMatch(/^SCAN t USING COVERING INDEX ix_activities_title$/m);
      // Neither reads the text again.
      expect(`${kept}\n${sorted}`, q).not.toMatch(/activities__(fulltext|folded)/);
    }
  });

  it('reads a filter-bar filter in the default order from one index, without sorting the matches', async () => {
    let checked = 0;
    for (const model of models.values()) {
      const store = storeOf(model);
      const sort = model.declaration.defaultSort;
      for (const [filter] of model.filteredSortIndexes) {
        const field = model.columns.find((c) => c.field.name === filter)?.field;
        const value = field?.kind === 'boolean' ? 'true' : '1';
        const plan = await planOf(store, {
          [filter]: value,
          sort: sort?.field,
          order: sort?.order.toLowerCase(),
        });
        expect(plan, `${model.name} filtered on ${filter}`).not.toMatch(/TEMP B-TREE/);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
