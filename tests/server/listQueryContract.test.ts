/** The list contract (tests/contracts/listQueryCases.ts) against the real server, on SQLite and on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyKindOf, listRules } from '../../resources/contracts/listQuery';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { buildModels } from '../../server/resources/model';
import {
  contractGroups,
  contractItems,
  groupRecords,
  hashtagRecords,
  itemRecords,
  listCases,
} from '../contracts/listQueryCases';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    declarations: [...(await loadDeclarations()), contractGroups, contractItems],
  });
  const seed: [string, Record<string, unknown>[]][] = [
    ['contract-groups', groupRecords],
    ['hashtags', hashtagRecords],
    ['contract-items', itemRecords],
  ];
  for (const [resource, records] of seed) {
    for (const record of records) {
      const response = await server.api('POST', `/api/${resource}`, record);
      if (response.statusCode !== 201) throw new Error(`seeding ${resource}: ${response.body}`);
    }
  }
});

afterAll(async () => {
  await server.close();
});

describe('the list contract on the server', () => {
  it.each(listCases.map((c) => [c.name, c] as const))('%s', async (_name, listCase) => {
    const response = await server.api('GET', `/api/contract-items?${listCase.query}`);
    if ('refused' in listCase) {
      expect(response.statusCode).toBe(422);
      const detail = (response.json() as { detail: { loc: string[]; msg: string }[] }).detail;
      expect(detail.map((d) => [d.loc[1], d.msg])).toEqual(Object.entries(listCase.refused));
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { id: number }[]).map((r) => r.id)).toEqual(listCase.ids);
    if (listCase.total !== undefined) expect(Number(response.headers['x-total-count'])).toBe(listCase.total);
  });
});

describe('the shared list rules and the server model', () => {
  it('agree on what each declared area can sort, filter and search', async () => {
    const declarations = [...(await loadDeclarations()), contractGroups, contractItems];
    const byName = new Map(declarations.map((d) => [d.name, d]));
    const keyKinds = (name: string) => {
      const declaration = byName.get(name);
      return declaration ? keyKindOf(declaration) : undefined;
    };
    for (const model of buildModels(declarations).values()) {
      const rules = listRules(model.declaration, keyKinds);
      expect([...rules.sortable.keys()].sort(), model.name).toEqual([...model.sortable.keys()].sort());
      expect([...rules.filterable.keys()].sort(), model.name).toEqual([...model.filterable.keys()].sort());
      expect(rules.search, model.name).toEqual(model.search);
      expect(keyKindOf(model.declaration), model.name).toBe(model.keyType);
    }
  });
});
