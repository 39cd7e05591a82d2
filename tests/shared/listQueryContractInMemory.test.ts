/**
 * The list contract (tests/contracts/listQueryCases.ts) answered in memory by the shared list
 * contract alone, as a browser over a plain-array back end and the front-end tests' fake API
 * answer it: the query string read by `rawQuery` and `parseListQuery`, refusals worded by
 * `listQueryError` with the server's French messages, rows by `runListRequest`. A node test: the
 * same cases run against the real server and the fake API over HTTP elsewhere.
 */
import { describe, expect, it } from 'vitest';
import {
  keyKindOf,
  listQueryError,
  listRules,
  parseListQuery,
  rawQuery,
  runListRequest,
} from '../../resources/contracts/listQuery';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import hashtags from '../../resources/hashtags';
import { t } from '../../server/http/messages';
import {
  contractGroups,
  contractItems,
  itemRecords,
  listCases,
  type ListCase,
} from '../contracts/listQueryCases';

/** The ids the server gives in creation order. */
const records = itemRecords.map((record, index) => ({ id: index + 1, ...record }));
const byName = new Map<string, ResourceDeclaration>([contractGroups, hashtags].map((d) => [d.name, d]));
/** Derived in each test, so that a mutation run sees which test reads which rule. */
const rulesOfItems = () =>
  listRules(contractItems, (resource) => {
    const declaration = byName.get(resource);
    return declaration ? keyKindOf(declaration) : undefined;
  });

/** What a caller of the list call gets: the refused parameters with their words, or the page. */
function answer(query: string) {
  const rules = rulesOfItems();
  const { request, problems } = parseListQuery(rules, rawQuery(new URLSearchParams(query)));
  if (problems.length > 0) return { refused: problems.map((problem) => listQueryError(problem, t)) };
  return runListRequest(rules, records, request);
}

const pageCases = listCases.filter((c): c is Extract<ListCase, { ids: number[] }> => 'ids' in c);
const refusedCases = listCases.filter(
  (c): c is Extract<ListCase, { refused: Record<string, string> }> => 'refused' in c,
);

describe('the list contract answered in memory', () => {
  it.each(pageCases.map((c) => [c.name, c] as const))('%s', (_name, listCase) => {
    const result = answer(listCase.query);
    expect(result).not.toHaveProperty('refused');
    const { rows, total } = result as { rows: { id: number }[]; total: number };
    expect(rows.map((row) => row.id)).toEqual(listCase.ids);
    if (listCase.total !== undefined) expect(total).toBe(listCase.total);
  });

  it.each(refusedCases.map((c) => [c.name, c] as const))('refuses: %s', (_name, listCase) => {
    const result = answer(listCase.query);
    expect(result).toHaveProperty('refused');
    const { refused } = result as { refused: { loc: (string | number)[]; msg: string }[] };
    expect(refused.map((item) => [item.loc, item.msg])).toEqual(
      Object.entries(listCase.refused).map(([parameter, msg]) => [['query', parameter], msg]),
    );
  });
});
