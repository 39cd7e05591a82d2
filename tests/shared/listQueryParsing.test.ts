/**
 * How the list contract reads a query string (resources/contracts/listQuery.ts): the request the
 * in-memory list gets (defaults, trimmed values, filters and bounds) and, for each refused
 * parameter, the item of the 422 `detail` a caller reads (place, French words, type).
 */
import { describe, expect, it } from 'vitest';
import {
  conditionOf,
  conditionParameter,
  conditionValue,
  listQueryError,
  listRules,
  MAX_FILTER_VALUES,
  parseListQuery,
  rawQuery,
  type RawQuery,
} from '../../resources/contracts/listQuery';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';
import { defineResource } from '../../resources/kit/defineResource';
import { t } from '../../server/http/messages';
import { contractItems } from '../contracts/listQueryCases';

/** Derived in each test, so that a mutation run sees which test reads which rule. */
const itemRules = () => listRules(contractItems);
const measures = defineResource({
  name: 'measures',
  recordRepresentation: 'label',
  fields: [
    { name: 'weight', kind: 'number' },
    { name: 'label', kind: 'text' },
  ],
});

const parse = (query: string | RawQuery) =>
  parseListQuery(itemRules(), typeof query === 'string' ? rawQuery(new URLSearchParams(query)) : query);

/** The refusals a caller reads: parameter -> [message, type]. */
function refusals(query: string | RawQuery, on = itemRules()) {
  const raw = typeof query === 'string' ? rawQuery(new URLSearchParams(query)) : query;
  return parseListQuery(on, raw).problems.map((problem) => {
    const item = listQueryError(problem, t);
    expect(item.loc).toEqual(['query', item.loc[1]]);
    return [item.loc[1], item.msg, item.type];
  });
}

const LIMIT = `Le nombre de résultats doit être compris entre 1 et ${MAX_LIST_LIMIT}`;
const NOT_AN_INTEGER = 'Ce paramètre doit être un nombre entier';
const badValue = (field: string) => `Valeur de filtre invalide pour le champ « ${field} »`;

describe('rawQuery', () => {
  it('keeps a parameter given once as text and a repeated one as every value, in order', () => {
    expect(rawQuery(new URLSearchParams('a=1&b=x&b=y&b=z&c='))).toEqual({
      a: '1',
      b: ['x', 'y', 'z'],
      c: '',
    });
  });
});

describe('parseListQuery: the request', () => {
  it('reads no parameter as the first page of the default size in the declared order', () => {
    expect(parse('')).toEqual({
      request: {
        skip: 0,
        limit: DEFAULT_LIST_LIMIT,
        sort: 'rank',
        order: 'desc',
        q: undefined,
        filters: {},
        conditions: [],
      },
      problems: [],
    });
    expect(DEFAULT_LIST_LIMIT).toBe(25);
  });

  it('takes the limits of a page at their bounds, and the largest safe skip', () => {
    expect(parse('limit=1').request.limit).toBe(1);
    expect(parse(`limit=${MAX_LIST_LIMIT}`).request.limit).toBe(1000);
    expect(parse(`skip=${Number.MAX_SAFE_INTEGER}`).request.skip).toBe(Number.MAX_SAFE_INTEGER);
    expect(parse('skip=0&limit=10').request).toMatchObject({ skip: 0, limit: 10 });
  });

  it('trims the values and treats a blank one as absent', () => {
    expect(
      parse('skip=%203%20&limit=%2010%20&sort=%20code%20&order=%20desc%20&q=%20noel%20').request,
    ).toMatchObject({
      skip: 3,
      limit: 10,
      sort: 'code',
      order: 'desc',
      q: 'noel',
    });
    expect(parse('sort=&order=&q=%20%20&limit=').request).toMatchObject({
      sort: 'rank',
      order: 'desc',
      q: undefined,
      limit: DEFAULT_LIST_LIMIT,
    });
  });

  it('sorts ascending when a field is chosen without an order, whatever the declared order', () => {
    expect(parse('sort=rank').request).toMatchObject({ sort: 'rank', order: 'asc' });
    expect(parse('order=ASC').request).toMatchObject({ sort: 'rank', order: 'asc' });
  });

  it('keeps the non-blank values of a filter, and drops a filter whose values are all blank', () => {
    expect(parse('level=&level=easy&level=hard').request.filters).toEqual({ level: ['easy', 'hard'] });
    expect(parse('level=&level=').request.filters).toEqual({});
  });

  it('reads bounds and emptiness tests as conditions, trimmed, and ignores a blank one', () => {
    expect(
      parse('rank_gte=%202%20&due_on_lte=2026-03-01&tags_empty=false&rank_lte=').request.conditions,
    ).toEqual([
      { field: 'rank', operator: 'gte', value: '2' },
      { field: 'due_on', operator: 'lte', value: '2026-03-01' },
      { field: 'tags', operator: 'empty', value: 'false' },
    ]);
  });

  it('ignores a parameter a caller passes as undefined', () => {
    expect(parse({ level: undefined, rank_gte: undefined })).toMatchObject({
      request: { filters: {}, conditions: [] },
      problems: [],
    });
  });

  it('takes up to the most values one filter may list', () => {
    const ids = Array.from({ length: MAX_FILTER_VALUES }, (_, i) => String(i + 1));
    expect(parse({ id: ids })).toMatchObject({ request: { filters: { id: ids } }, problems: [] });
  });

  it('takes a decimal for a number field, not for an integer one', () => {
    expect(
      parseListQuery(listRules(measures), rawQuery(new URLSearchParams('weight=1.5&weight_gte=0.5'))),
    ).toMatchObject({
      request: { filters: { weight: ['1.5'] }, conditions: [{ field: 'weight', value: '0.5' }] },
      problems: [],
    });
    expect(refusals('rank=1.5&rank_lte=2.5')).toEqual([
      ['rank', badValue('rank'), 'value_error'],
      ['rank_lte', badValue('rank_lte'), 'value_error'],
    ]);
  });
});

describe('parseListQuery: the refused parameters, as the 422 words them', () => {
  it('refuses a paging value that is not a whole number, anchored at both ends', () => {
    for (const value of ['10abc', 'abc10', '1.5', '1e3', '--1', '+5'])
      expect(refusals(`limit=${encodeURIComponent(value)}`)).toEqual([
        ['limit', NOT_AN_INTEGER, 'int_parsing'],
      ]);
    expect(refusals('skip=x&limit=y')).toEqual([
      ['skip', NOT_AN_INTEGER, 'int_parsing'],
      ['limit', NOT_AN_INTEGER, 'int_parsing'],
    ]);
  });

  it('refuses a page size or an offset out of range, as a value error', () => {
    expect(refusals('limit=-5')).toEqual([['limit', LIMIT, 'value_error']]);
    expect(refusals('limit=0')).toEqual([['limit', LIMIT, 'value_error']]);
    expect(refusals(`limit=${MAX_LIST_LIMIT + 1}`)).toEqual([['limit', LIMIT, 'value_error']]);
    expect(refusals('skip=9007199254740993')).toEqual([
      ['skip', 'Le décalage doit être un entier positif ou nul', 'value_error'],
    ]);
  });

  it('refuses a paging, sort, order or search parameter given twice', () => {
    const twice = 'Ce paramètre ne peut être donné qu’une fois';
    expect(refusals('skip=1&skip=2&limit=1&limit=2&order=asc&order=desc&q=a&q=b')).toEqual([
      ['skip', twice, 'value_error'],
      ['limit', twice, 'value_error'],
      ['order', twice, 'value_error'],
      ['q', twice, 'value_error'],
    ]);
  });

  it('names the unknown sort field and the refused order', () => {
    expect(refusals('sort=colour&order=sideways')).toEqual([
      ['sort', 'Tri impossible sur le champ « colour »', 'value_error'],
      ['order', 'L’ordre de tri doit valoir asc ou desc', 'value_error'],
    ]);
  });

  it('refuses a filter of more values than one call may list, with the limit', () => {
    const ids = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => String(i + 1));
    expect(refusals({ id: ids })).toEqual([['id', 'Au plus 1000 identifiants par requête', 'value_error']]);
  });

  it('refuses a blank, infinite or unknown value of a number or boolean filter', () => {
    expect(refusals('rank=%20&weight=Infinity&active=yes', listRules(contractItems))).toEqual([
      ['rank', badValue('rank'), 'value_error'],
      ['weight', 'Filtre impossible sur le champ « weight »', 'value_error'],
      ['active', badValue('active'), 'value_error'],
    ]);
    expect(refusals('weight=Infinity&weight_lte=%20x', listRules(measures))).toEqual([
      ['weight', badValue('weight'), 'value_error'],
      ['weight_lte', badValue('weight_lte'), 'value_error'],
    ]);
  });

  it('refuses a filter when any of its values is refused', () => {
    expect(refusals('rank=1&rank=abc&active=true&active=maybe')).toEqual([
      ['rank', badValue('rank'), 'value_error'],
      ['active', badValue('active'), 'value_error'],
    ]);
  });

  it('refuses a parameter that only starts like a bound', () => {
    expect(refusals('rank_gte_x=1&rank_gtex=1')).toEqual([
      ['rank_gte_x', 'Filtre impossible sur le champ « rank_gte_x »', 'value_error'],
      ['rank_gtex', 'Filtre impossible sur le champ « rank_gtex »', 'value_error'],
    ]);
  });
});

describe('bounds and emptiness parameters', () => {
  it('names a bound parameter after its field and operator', () => {
    expect(conditionParameter('starts_on', 'gte')).toBe('starts_on_gte');
    expect(conditionParameter('tags', 'empty')).toBe('tags_empty');
  });

  it('finds the field and operator a parameter names, only where the field has them', () => {
    const rules = itemRules();
    expect(conditionOf(rules, 'rank_gte')).toEqual({
      field: { name: 'rank', kind: 'integer' },
      operator: 'gte',
    });
    expect(conditionOf(rules, 'due_on_lte')).toEqual({
      field: { name: 'due_on', kind: 'text' },
      operator: 'lte',
    });
    expect(conditionOf(rules, 'tags_empty')).toEqual({
      field: { name: 'tags', kind: 'text', list: true },
      operator: 'empty',
    });
    expect(conditionOf(rules, 'tags_gte')).toBeUndefined();
    expect(conditionOf(rules, 'level_empty')).toBeUndefined();
    expect(conditionOf(rules, 'rank')).toBeUndefined();
    expect(conditionOf({}, 'rank_gte')).toBeUndefined();
    expect(conditionOf({}, 'rank_empty')).toBeUndefined();
  });

  it('reads a condition value as the field holds it', () => {
    const rank = { name: 'rank', kind: 'integer' } as const;
    const flag = { name: 'active', kind: 'boolean' } as const;
    expect(conditionValue(rank, 'empty', 'true')).toBe(true);
    expect(conditionValue(rank, 'empty', 'false')).toBe(false);
    expect(conditionValue(rank, 'empty', 'TRUE')).toBeUndefined();
    expect(conditionValue(rank, 'gte', ' 12 ')).toBe(12);
    expect(conditionValue(rank, 'lte', '1.5')).toBeUndefined();
    expect(conditionValue({ name: 'w', kind: 'number' }, 'lte', '1.5')).toBe(1.5);
    expect(conditionValue({ name: 'd', kind: 'text' }, 'gte', ' 2026-01-01 ')).toBe('2026-01-01');
    expect(conditionValue(flag, 'gte', '1')).toBe(true);
    expect(conditionValue(flag, 'gte', '0')).toBe(false);
    expect(conditionValue(flag, 'gte', 'true')).toBe(true);
    expect(conditionValue(flag, 'gte', 'false')).toBe(false);
    expect(conditionValue(flag, 'gte', 'oui')).toBeUndefined();
  });
});
