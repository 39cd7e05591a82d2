/**
 * The list a browser computes over a back end that answers plain arrays, and the front-end tests'
 * fake API (resources/contracts/listQuery.ts `runListRequest`): the rows and total a list request
 * gives, for a declared resource and for a resource nobody declared (loose rules).
 */
import { describe, expect, it } from 'vitest';
import {
  foldText,
  listRules,
  looseListRules,
  runListRequest,
  type ListRequest,
} from '../../resources/contracts/listQuery';
import { defineResource } from '../../resources/kit/defineResource';
import { contractItems } from '../contracts/listQueryCases';

const request = (asked: Partial<ListRequest>): ListRequest => ({
  skip: 0,
  sort: 'id',
  order: 'asc',
  filters: {},
  ...asked,
});
const ids = (result: { rows: { id: unknown }[] }) => result.rows.map((row) => row.id);

const seasons = defineResource({
  name: 'seasons',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'code', kind: 'url' },
    { name: 'score', kind: 'number' },
    { name: 'open', kind: 'boolean' },
  ],
});
/** Derived in each test, so that a mutation run sees which test reads which rule. */
const rulesOfSeasons = () => listRules(seasons);
const seasonRows = [
  { id: 1, name: 'Hiver', code: 'a10', score: 10, open: 1 },
  { id: 2, name: 'automne', code: 'a9', score: 9, open: 'true' },
  { id: 3, name: 'Été', code: 'A9', score: null, open: false },
  { id: 4, name: 'printemps', code: null, score: 100, open: null },
];

describe('runListRequest on a declared resource', () => {
  it('sorts text in French order without case or accents, numbers as numbers, empty values first', () => {
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'name' })))).toEqual([
      2, 3, 1, 4,
    ]);
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'name', order: 'desc' }))),
    ).toEqual([4, 1, 3, 2]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'score' })))).toEqual([
      3, 2, 1, 4,
    ]);
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'score', order: 'desc' }))),
    ).toEqual([4, 1, 2, 3]);
    // Digits in text compare as numbers ("a9" before "a10"); ties on the sort keep the stored order.
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'code' })))).toEqual([
      4, 2, 3, 1,
    ]);
  });

  it('reads a stored 1 or true text as true, and an empty boolean as matching no filter', () => {
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { open: ['true'] } }))),
    ).toEqual([1, 2]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { open: ['0'] } })))).toEqual([
      3,
    ]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ sort: 'open' })))).toEqual([
      4, 3, 1, 2,
    ]);
  });

  it('filters a text compared as stored: exact for a URL, ASCII letters without case otherwise', () => {
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { code: ['a9'] } })))).toEqual(
      [2],
    );
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { name: ['HIVER', 'ÉTÉ'] } }))),
    ).toEqual([1]);
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { name: ['éTÉ', 'Été'] } }))),
    ).toEqual([3]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { name: [] } })))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('filters a number by its value whatever the text gives it', () => {
    expect(
      ids(runListRequest(rulesOfSeasons(), seasonRows, request({ filters: { score: ['9.0', '100'] } }))),
    ).toEqual([2, 4]);
  });

  it('bounds numbers as numbers, included, and never keeps an empty value', () => {
    const between = request({
      conditions: [
        { field: 'score', operator: 'gte', value: '9' },
        { field: 'score', operator: 'lte', value: '10' },
      ],
    });
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, between))).toEqual([1, 2]);
    expect(
      ids(
        runListRequest(
          rulesOfSeasons(),
          seasonRows,
          request({ conditions: [{ field: 'score', operator: 'gte', value: 'x' }] }),
        ),
      ),
    ).toEqual([]);
  });

  it('searches the declared text fields only, trimmed, and a blank search finds everything', () => {
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ q: ' ete ' })))).toEqual([3]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ q: 'a9' })))).toEqual([]);
    expect(ids(runListRequest(rulesOfSeasons(), seasonRows, request({ q: '  ' })))).toEqual([1, 2, 3, 4]);
  });

  it('pages from skip, every remaining row without a limit, and counts every match', () => {
    expect(runListRequest(rulesOfSeasons(), seasonRows, request({ skip: 1 }))).toEqual({
      rows: seasonRows.slice(1),
      total: 4,
    });
    expect(runListRequest(rulesOfSeasons(), seasonRows, request({ skip: 1, limit: 2 }))).toEqual({
      rows: seasonRows.slice(1, 3),
      total: 4,
    });
  });
});

describe('runListRequest on a declared resource, values a record lacks or holds as decimals', () => {
  it('reads a missing value as empty: it matches no filter and no bound, sorts first, and is empty', () => {
    const rows = [
      { id: 1, name: 'Lundi', open: true, score: 2 },
      { id: 2, name: 'Mardi' },
      { id: 3, name: 'Mercredi' },
    ];
    const rules = rulesOfSeasons();
    expect(ids(runListRequest(rules, rows, request({ filters: { open: ['false'] } })))).toEqual([]);
    expect(ids(runListRequest(rules, rows, request({ sort: 'open' })))).toEqual([2, 3, 1]);
    expect(ids(runListRequest(rules, rows, request({ sort: 'score', order: 'desc' })))).toEqual([1, 3, 2]);
    expect(
      ids(
        runListRequest(
          rules,
          rows,
          request({ conditions: [{ field: 'code', operator: 'empty', value: 'true' }] }),
        ),
      ),
    ).toEqual([1, 2, 3]);
    expect(
      ids(
        runListRequest(
          rules,
          rows,
          request({ conditions: [{ field: 'score', operator: 'lte', value: '5' }] }),
        ),
      ),
    ).toEqual([1]);
  });

  it('keeps empty values in stored order ascending, reversed descending', () => {
    const rows = [
      { id: 1, score: null },
      { id: 2, score: null },
      { id: 3, score: 1 },
    ];
    expect(ids(runListRequest(rulesOfSeasons(), rows, request({ sort: 'score' })))).toEqual([1, 2, 3]);
    expect(ids(runListRequest(rulesOfSeasons(), rows, request({ sort: 'score', order: 'desc' })))).toEqual([
      3, 2, 1,
    ]);
  });

  it('sorts decimals by their value', () => {
    const rows = [
      { id: 1, score: 1.5 },
      { id: 2, score: 1.25 },
      { id: 3, score: -2 },
    ];
    expect(ids(runListRequest(rulesOfSeasons(), rows, request({ sort: 'score' })))).toEqual([3, 2, 1]);
  });

  it('bounds an integer field by its value, not its text', () => {
    const rows = [
      { id: 1, rank: 9 },
      { id: 2, rank: 10 },
    ];
    const rules = listRules(contractItems);
    expect(
      ids(
        runListRequest(
          rules,
          rows,
          request({ conditions: [{ field: 'rank', operator: 'gte', value: '10' }] }),
        ),
      ),
    ).toEqual([2]);
    expect(
      ids(
        runListRequest(
          rules,
          rows,
          request({ conditions: [{ field: 'rank', operator: 'lte', value: '9' }] }),
        ),
      ),
    ).toEqual([1]);
  });

  it('keeps no row for a bound that is not a number', () => {
    const rows = [{ id: 1, score: 3 }];
    for (const operator of ['gte', 'lte'] as const)
      expect(
        ids(
          runListRequest(
            rulesOfSeasons(),
            rows,
            request({ conditions: [{ field: 'score', operator, value: 'x' }] }),
          ),
        ),
      ).toEqual([]);
  });
});

describe('foldText', () => {
  it('folds case and accents to lower-case letters, ligatures kept', () => {
    expect(foldText('ÉCOLE Noël ŒUVRE Ça')).toBe('ecole noel œuvre ca');
  });
});

describe('runListRequest on a resource nobody declared', () => {
  const rules = looseListRules();
  const rows = [
    { id: 1, title: 'Lundi', size: 9, flag: true, tags: ['rouge', 'vert'], note: '', day: '2026-01-02' },
    { id: 2, title: 'mardi', size: 10, flag: false, tags: [], note: null, day: '2026-01-10' },
    { id: 3, title: 'Mercredi', size: 100, flag: true, tags: ['Vert'], note: 'x', day: '2026-01-10' },
  ];

  it('sorts each field by what its values look like', () => {
    expect(ids(runListRequest(rules, rows, request({ sort: 'size', order: 'desc' })))).toEqual([3, 2, 1]);
    expect(ids(runListRequest(rules, rows, request({ sort: 'flag' })))).toEqual([2, 1, 3]);
    expect(ids(runListRequest(rules, rows, request({ sort: 'title', order: 'desc' })))).toEqual([3, 2, 1]);
  });

  it('filters numbers, booleans and lists by their values', () => {
    expect(ids(runListRequest(rules, rows, request({ filters: { size: ['10', '100'] } })))).toEqual([2, 3]);
    expect(ids(runListRequest(rules, rows, request({ filters: { flag: ['1'] } })))).toEqual([1, 3]);
    expect(ids(runListRequest(rules, rows, request({ filters: { tags: ['vert'] } })))).toEqual([1]);
  });

  it('bounds numbers as numbers and text as text, and tests emptiness of text and lists', () => {
    const from = (field: string, value: string) =>
      ids(runListRequest(rules, rows, request({ conditions: [{ field, operator: 'gte', value }] })));
    const upTo = (field: string, value: string) =>
      ids(runListRequest(rules, rows, request({ conditions: [{ field, operator: 'lte', value }] })));
    expect(from('size', '10')).toEqual([2, 3]);
    expect(upTo('size', '10')).toEqual([1, 2]);
    expect(from('day', '2026-01-10')).toEqual([2, 3]);
    expect(upTo('day', '2026-01-09')).toEqual([1]);
    expect(upTo('day', '2026-01-10')).toEqual([1, 2, 3]);
    const empty = (field: string, value: string) =>
      ids(runListRequest(rules, rows, request({ conditions: [{ field, operator: 'empty', value }] })));
    expect(empty('note', 'true')).toEqual([1, 2]);
    expect(empty('note', 'false')).toEqual([3]);
    expect(empty('tags', 'true')).toEqual([2]);
  });

  it('searches every text or number value', () => {
    expect(ids(runListRequest(rules, rows, request({ q: '100' })))).toEqual([3]);
    expect(ids(runListRequest(rules, rows, request({ q: 'MARDI' })))).toEqual([2]);
    expect(ids(runListRequest(rules, rows, request({ q: 'true' })))).toEqual([]);
  });
});
