/**
 * The list contract (tests/contracts/listQueryCases.ts) against the front-end tests' fake API, so
 * screens tested on the fake see the lists the real server would give.
 */
import type { RaRecord } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRules } from '../../../resources/contracts/listQuery';
import { applyListInBrowser } from '../../../src/providers/data/browserList';
import hashtags from '../../../resources/hashtags';
import { apiUrl } from '../../../src/providers/http/httpClient';
import {
  contractGroups,
  contractItems,
  groupRecords,
  hashtagRecords,
  itemRecords,
  listCases,
  type ListCase,
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
      const detail = ((await response.json()) as { detail: { loc: string[]; msg: string }[] }).detail;
      expect(detail.map((d) => [d.loc[1], d.msg])).toEqual(Object.entries(listCase.refused));
      return;
    }
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }[]).map((r) => r.id)).toEqual(listCase.ids);
    if (listCase.total !== undefined)
      expect(Number(response.headers.get('X-Total-Count'))).toBe(listCase.total);
  });
});

/** The contract's bound and emptiness cases, as react-admin asks them of a back end answering plain arrays. */
const conditionCases = listCases.filter(
  (c): c is Extract<ListCase, { ids: number[] }> => 'ids' in c && /_(gte|lte|empty)=/.test(c.query),
);

describe('the list contract in the browser (a back end answering plain arrays)', () => {
  it.each(conditionCases.map((c) => [c.name, c] as const))('%s', (_name, listCase) => {
    const { sort, order, limit, skip, ...filter } = Object.fromEntries(new URLSearchParams(listCase.query));
    const perPage = limit ? Number(limit) : 1000;
    const rules = listRules(contractItems, (name) => (name === 'hashtags' ? 'text' : 'integer'));
    const { data, total } = applyListInBrowser(
      withIds(itemRecords) as RaRecord[],
      {
        pagination: { page: Math.floor(Number(skip ?? 0) / perPage) + 1, perPage },
        sort: sort ? { field: sort, order: order === 'desc' ? 'DESC' : 'ASC' } : { field: '', order: 'ASC' },
        filter,
      },
      rules,
    );
    expect(data.map((r) => r.id)).toEqual(listCase.ids);
    if (listCase.total !== undefined) expect(total).toBe(listCase.total);
  });
});
