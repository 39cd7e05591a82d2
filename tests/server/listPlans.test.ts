/**
 * SQLite's plans for the list call on the demo data (SQLite only): sort and filter on declared
 * columns go through indexes, deep pages read no skipped row, searches read their index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery, type RawQuery } from '../../server/lists/listQuery';
import { listReaderFor } from '../../server/lists/readerForEngine';
import { sortsAsWords } from '../../server/lists/wordSort';
import { buildModels, type ResourceModel } from '../../server/resources/model';
import { RecordStore } from '../../server/resources/recordStore';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import type { Database as Db, Statement } from 'better-sqlite3';
import type { Database } from '../../server/db/database';
import { SqliteListReader } from '../../server/lists/sqliteReader';
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

/** The plan of a list call's page keys (or of the whole page), one line per step. */
async function planOf(
  store: RecordStore,
  query: RawQuery,
  statement: 'keys' | 'page' = 'keys',
  exactTotalLimit?: number,
): Promise<string> {
  const reader = listReaderFor(server.app.db, store.model, store.sortSql, exactTotalLimit);
  const parsed = parseListQuery(store.model, query, store.sortSql, 'sqlite');
  return (await reader.explain(parsed, undefined, statement)).join('\n');
}

const storeOf = (model: ResourceModel) => new RecordStore(server.app.db, models, model, Date.now);

/** A statement the reader ran: its SQL, its values and the rows it gave back. */
interface Ran {
  sql: string;
  args: unknown[];
  rows: number;
}

/**
 * A list call read by the SQLite reader on a connection that notes every statement it runs and
 * the rows each gives back: what the reader reads, not how long it takes.
 */
async function statementsOf(store: RecordStore, query: RawQuery, exactTotalLimit: number): Promise<Ran[]> {
  const ran: Ran[] = [];
  const database = server.app.db;
  const noting = {
    withSqlite: <T>(work: (handle: Db) => T) =>
      database.withSqlite((handle) =>
        work(
          new Proxy(handle, {
            get(target, name) {
              if (name !== 'prepare') return Reflect.get(target, name, target) as unknown;
              return (sql: string) => notingStatement(target.prepare(sql), sql, ran);
            },
          }),
        ),
      ),
  };
  // Only withSqlite is the reader's way to the database; the rest of Database is not reached.
  const reader = new SqliteListReader(
    noting as unknown as Database,
    store.model,
    store.sortSql,
    exactTotalLimit,
  );
  await reader.read(parseListQuery(store.model, query, store.sortSql, 'sqlite'));
  return ran;
}

/** `statement`, noting each run in `ran` with the rows it gave (a plucked or iterated read too). */
function notingStatement(statement: Statement, sql: string, ran: Ran[]): Statement {
  const note = (args: unknown[], rows: number) => ran.push({ sql, args, rows });
  return new Proxy(statement, {
    get(target, name) {
      const own = Reflect.get(target, name, target) as unknown;
      if (name === 'pluck')
        return (on = true) => {
          target.pluck(on);
          return notingStatement(target, sql, ran);
        };
      if (name === 'all')
        return (...args: unknown[]) => {
          const rows = target.all(...args);
          note(args, rows.length);
          return rows;
        };
      if (name === 'get')
        return (...args: unknown[]) => {
          const row = target.get(...args);
          note(args, row === undefined ? 0 : 1);
          return row;
        };
      if (name === 'iterate')
        return function* (...args: unknown[]) {
          const entry = { sql, args, rows: 0 };
          ran.push(entry);
          for (const row of target.iterate(...args)) {
            entry.rows += 1;
            yield row;
          }
        };
      return typeof own === 'function' ? (own as (...a: unknown[]) => unknown).bind(target) : own;
    },
  });
}

describe('performance shape: query plans', () => {
  it('walks the order index for the page of a frequent word, and sorts the few matches of a rare one', async () => {
    const store = storeOf(models.get('activities') as ResourceModel);
    const query = { q: 'pour', sort: 'updated_at', order: 'desc' };
    // Past 5 matches "pour" (in every demo description) is frequent: no sort of its matches.
    const frequent = await planOf(store, query, 'page', 5);
    expect(frequent).toMatch(/SCAN t USING COVERING INDEX ix_activities_updated_at\n/);
    expect(frequent).toMatch(/SEARCH f USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(frequent).not.toMatch(/activities__fulltext/);
    // One sort only: the page's own rows, in the list's order again once read.
    expect(frequent.match(/TEMP B-TREE/g)).toHaveLength(1);
    // Within the default limit its matches are listed from the trigram index and sorted.
    expect(await planOf(store, query, 'page')).toMatch(/activities__fulltext/);
  });

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

  it('sorts text the French way from the index of that order, both ways, in every area', async () => {
    let checked = 0;
    for (const model of models.values()) {
      const store = storeOf(model);
      for (const [name, column] of model.sortable) {
        if (!sortsAsWords(model, column)) continue;
        for (const order of ['asc', 'desc']) {
          const plan = await planOf(store, { sort: name, order, skip: '50' });
          const label = `${model.name} sorted by ${column} ${order}`;
          expect(plan, label).toMatch(
            new RegExp(`^SCAN t USING COVERING INDEX wx_${model.table}_${column}$`),
          );
        }
        checked += 1;
      }
    }
    // Titles, names, e-mails: every area people read by name.
    expect(checked).toBeGreaterThan(5);
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

  it('reads a page of the whole area past its middle from the end, skipping fewer rows', async () => {
    const store = storeOf(models.get('activities') as ResourceModel);
    const offsetOf = async (skip: number) => {
      const ran = await statementsOf(store, { skip: String(skip), limit: '5' }, 1000);
      const page = ran.find((statement) => statement.sql.includes('LIMIT ? OFFSET ?'));
      return {
        order: /ORDER BY t\."updated_at" (ASC|DESC)/.exec(page?.sql ?? '')?.[1],
        offset: page?.args.at(-1),
      };
    };
    const before = Math.floor(all / 2) - 5;
    const past = Math.floor(all / 2) + 5;
    expect(await offsetOf(before)).toEqual({ order: 'DESC', offset: before });
    expect(await offsetOf(past)).toEqual({ order: 'ASC', offset: all - past - 5 });
    expect(await offsetOf(all - 2)).toEqual({ order: 'ASC', offset: 0 });
  });

  it('reads the page’s rows by their keys, never walking the table in the list’s order', async () => {
    for (const model of models.values()) {
      const store = storeOf(model);
      for (const query of [{}, { skip: '50000' }, { sort: 'updated_at', order: 'asc', skip: '25' }]) {
        const plan = await planOf(store, query, 'page');
        const label = `${model.name} ${JSON.stringify(query)}`;
        expect(plan, label).toMatch(/^SEARCH t USING INTEGER PRIMARY KEY \(rowid=\?\)$/m);
        expect(plan, label).not.toMatch(/AUTOMATIC|BLOOM FILTER|^SCAN t USING INDEX/m);
      }
    }
  });

  it('reads a search’s matches from the trigram index (three characters or more) or the folded copies (f), not from the text', async () => {
    const model = models.get('activities');
    if (!model) throw new Error('no activities');
    const store = storeOf(model);
    for (const [q, source] of [
      ['activit', /SCAN activities__fulltext VIRTUAL TABLE INDEX/],
      ['ac', /^SCAN f$/m],
    ] as const) {
      expect(await total(`q=${encodeURIComponent(q)}&limit=1`), q).toBeGreaterThan(all / 5);
      for (const query of [
        { q, skip: '10' },
        { q, sort: 'title' },
      ]) {
        const plan = await planOf(store, query);
        expect(plan, q).toMatch(source);
        expect(plan, q).not.toMatch(/^SCAN t$/m);
      }
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

  it('reads a frequent word’s matches only up to its estimate’s sample, and walks the order index for its page', async () => {
    const store = storeOf(models.get('activities') as ResourceModel);
    // "pour" is in every demo description: past 20 matches, 5 × 20 is fewer than the list holds.
    const ran = await statementsOf(store, { q: 'pour' }, 20);
    const fromIndex = ran.filter((statement) => statement.sql.includes('activities__fulltext'));
    expect(fromIndex.reduce((rows, statement) => rows + statement.rows, 0)).toBe(21);
    expect(ran.some((statement) => /\bf\.rowid = t\.rowid\b/.test(statement.sql))).toBe(true);
  });

  it('walks the order index for the page of a search whose matches are listed, testing each row against the list', async () => {
    const store = storeOf(models.get('activities') as ResourceModel);
    // Past 50 matches, "pour" (200) is at most 5 × 50: its matches are listed, then walked.
    for (const query of [{ q: 'pour' }, { q: 'pour', sort: 'title', order: 'desc' }]) {
      const plan = await planOf(store, query, 'page', 50);
      expect(plan, JSON.stringify(query)).toMatch(/^SCAN t USING COVERING INDEX (ix|wx)_activities_\S+$/m);
      expect(plan, JSON.stringify(query)).toMatch(/json_each/);
      // One sort only: the page's own rows, in the list's order again once read.
      expect(plan.match(/TEMP B-TREE/g), JSON.stringify(query)).toHaveLength(1);
    }
  });

  it('estimates a filtered total past the exact limit from at most 100 matches in rowid order', async () => {
    const store = storeOf(models.get('activities') as ResourceModel);
    const ran = await statementsOf(store, { active: 'true' }, 150);
    const sample = ran.find((statement) => statement.sql.includes('AS reached'));
    expect(sample?.args.at(-1)).toBe(100);
  });
});
