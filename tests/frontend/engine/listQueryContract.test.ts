/**
 * The list contract (tests/contracts/listQueryCases.ts) against the front-end tests' fake API, so
 * screens tested on the fake see the lists the real server would give.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import hashtags from '../../../resources/hashtags';
import { apiUrl } from '../../../src/providers/http/httpClient';
import {
  contractGroups,
  contractItems,
  groupRecords,
  hashtagRecords,
  itemRecords,
  listCases,
} from '../../contracts/listQueryCases';
import { server } from '../../support/mswServer';
import { fakeApi } from './support/fakeApi';

/** The ids the server gives in creation order. */
const withIds = (records: Record<string, unknown>[]) => records.map((r, i) => ({ id: i + 1, ...r }));

beforeEach(() => {
  const api = fakeApi([contractGroups, contractItems, hashtags], {
    'contract-groups': withIds(groupRecords),
    hashtags: hashtagRecords,
    'contract-items': withIds(itemRecords),
  });
  server.use(...api.handlers);
});

describe('the list contract on the fake API', () => {
  it.each(listCases.map((c) => [c.name, c] as const))('%s', async (_name, listCase) => {
    const response = await fetch(apiUrl(`/api/contract-items?${listCase.query}`));
    if ('refused' in listCase) {
      expect(response.status).toBe(422);
      const detail = ((await response.json()) as { detail: { loc: string[] }[] }).detail;
      expect(detail.map((d) => d.loc[1])).toEqual(listCase.refused);
      return;
    }
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }[]).map((r) => r.id)).toEqual(listCase.ids);
    if (listCase.total !== undefined)
      expect(Number(response.headers.get('X-Total-Count'))).toBe(listCase.total);
  });
});
