/**
 * What the server's reading of the list parameters refuses (server/lists/listQuery.ts), with the
 * French words an API caller reads in the 422's `detail`, and how it reads the values it accepts.
 * Without an app: parseListQuery as the list route calls it.
 */
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/kit/defineResource';
import { parseListQuery, single, type RawQuery } from '../../../server/lists/listQuery';
import type { FieldError } from '../../../server/http/apiError';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import { fixtureDeclarations } from '../../frontend/engine/support/gadgets';

const areas = buildModels(await loadDeclarations());
const fixtures = buildModels(fixtureDeclarations);

function model(name: string): ResourceModel {
  const found = areas.get(name) ?? fixtures.get(name);
  if (!found) throw new Error(`no area ${name}`);
  return found;
}

/** The 422 a list call with `query` gets, as status and detail. */
function refusal(area: string, query: RawQuery): { status: number; detail: unknown } {
  return refusalOf(model(area), query);
}

function refusalOf(area: ResourceModel, query: RawQuery): { status: number; detail: unknown } {
  try {
    parseListQuery(area, query, new Map(), 'sqlite');
  } catch (error) {
    const { statusCode, detail } = error as { statusCode: number; detail: unknown };
    return { status: statusCode, detail };
  }
  throw new Error(`${JSON.stringify(query)} was accepted`);
}

const invalidValue = (parameter: string, field = parameter) => ({
  status: 422,
  detail: [
    {
      loc: ['query', parameter],
      msg: `Valeur de filtre invalide pour le champ « ${field} »`,
      type: 'value_error',
    },
  ],
});

/** The values a filter on `parameter` looks for, once read. */
function filterValues(area: string, query: RawQuery): unknown[] {
  return parseListQuery(model(area), query, new Map(), 'sqlite').args;
}

describe('a parameter read once (single, also read by the journal)', () => {
  it('refuses a parameter given twice, in French, and reads nothing from it', () => {
    const errors: FieldError[] = [];
    expect(single({ action: ['create', 'delete'] }, 'action', errors)).toBeUndefined();
    expect(errors).toEqual([
      { loc: ['query', 'action'], msg: 'Ce paramètre ne peut être donné qu’une fois', type: 'value_error' },
    ]);
  });

  it('reads a value trimmed, and a blank or absent one as none', () => {
    const errors: FieldError[] = [];
    expect(single({ action: '  create ' }, 'action', errors)).toBe('create');
    expect(single({ action: '   ' }, 'action', errors)).toBeUndefined();
    expect(single({ action: '' }, 'action', errors)).toBeUndefined();
    expect(single({}, 'action', errors)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('filter values the column cannot hold', () => {
  it('a yes/no filter takes true, false, 1 or 0 only', () => {
    expect(refusal('activities', { active: 'maybe' })).toEqual(invalidValue('active'));
    expect(refusal('activities', { active: 'TRUE' })).toEqual(invalidValue('active'));
    expect(filterValues('activities', { active: ['true', '1', 'false', '0'] })).toEqual([1, 1, 0, 0]);
  });

  it('an integer key takes whole numbers only', () => {
    expect(refusal('activities', { id: '1.5' })).toEqual(invalidValue('id'));
    expect(refusal('activities', { id: 'abc' })).toEqual(invalidValue('id'));
    expect(filterValues('activities', { id: ['1', '22'] })).toEqual([1, 22]);
  });

  it('a text key takes any text', () => {
    expect(filterValues('hashtags', { id: 'abc' })).toEqual(['abc']);
    expect(filterValues('hashtags', { label: ['1.5', 'x'] })).toEqual(['1.5', 'x']);
  });

  it('an integer field: no blank, no fraction, no infinity; other spellings of a number are read', () => {
    expect(refusal('activities', { duration_minutes: ' ' })).toEqual(invalidValue('duration_minutes'));
    expect(refusal('activities', { duration_minutes: ['30', ' '] })).toEqual(
      invalidValue('duration_minutes'),
    );
    expect(refusal('activities', { duration_minutes: '2.5' })).toEqual(invalidValue('duration_minutes'));
    expect(refusal('activities', { duration_minutes: 'Infinity' })).toEqual(invalidValue('duration_minutes'));
    expect(refusal('activities', { duration_minutes: 'trente' })).toEqual(invalidValue('duration_minutes'));
    expect(filterValues('activities', { duration_minutes: ['30', '1e1', ' 45 '] })).toEqual([30, 10, 45]);
  });

  it('a decimal field takes fractions, not words', () => {
    expect(filterValues('gadgets', { price: ['2.5', '3'] })).toEqual([2.5, 3]);
    expect(refusal('gadgets', { price: 'cher' })).toEqual(invalidValue('price'));
    expect(refusal('gadgets', { price: ['2', ' '] })).toEqual(invalidValue('price'));
  });

  it('a reference takes the key of the area it points to', () => {
    expect(refusal('activities', { theme_id: 'sciences' })).toEqual(invalidValue('theme_id'));
    expect(filterValues('activities', { theme_id: '4' })).toEqual([4]);
  });

  it('a reference list takes the keys of its area: numbers for establishments, text for hashtags', () => {
    expect(refusal('activities', { etablissements: 'abc' })).toEqual(invalidValue('etablissements'));
    expect(filterValues('activities', { etablissements: '7' })).toEqual([7]);
    expect(filterValues('activities', { hashtags: ['7', 'arts'] })).toEqual(['7', 'arts']);
  });

  it('a text field takes any text', () => {
    expect(filterValues('activities', { title: ['12', 'Eau'] })).toEqual(['12', 'Eau']);
  });

  it('bounds and emptiness tests take a number and true or false', () => {
    expect(refusal('activities', { duration_minutes_gte: 'abc' })).toEqual(
      invalidValue('duration_minutes_gte'),
    );
    expect(refusal('activities', { description_empty: 'oui' })).toEqual(invalidValue('description_empty'));
    expect(filterValues('activities', { difficulty_lte: '2', duration_minutes_gte: '10' })).toEqual([2, 10]);
  });
});

describe('bounds on a number every record holds', () => {
  it('are read, though the field cannot be tested for emptiness', () => {
    const scores = defineResource({
      name: 'scores',
      recordRepresentation: 'rank',
      fields: [{ name: 'rank', kind: 'integer', required: true }],
    });
    const [score] = buildModels([scores]).values();
    const query = parseListQuery(score as ResourceModel, { rank_gte: '3' }, new Map(), 'sqlite');
    expect(query.args).toEqual([3]);
    expect(refusalOf(score as ResourceModel, { rank_empty: 'true' })).toEqual({
      status: 422,
      detail: [
        {
          loc: ['query', 'rank_empty'],
          msg: 'Filtre impossible sur le champ « rank_empty »',
          type: 'value_error',
        },
      ],
    });
  });
});

describe('the search text', () => {
  const search = (q: string, engine: 'sqlite' | 'postgres') =>
    parseListQuery(model('activities'), { q }, new Map(), engine).search;

  it('is searched as folded text, its LIKE wildcards read as themselves', () => {
    expect(search('Éc', 'sqlite')).toEqual({ kind: 'folded', pattern: '%ec%' });
    expect(search('5%_\\', 'postgres')).toEqual({ kind: 'folded', pattern: '%5\\%\\_\\\\%' });
  });

  it('on SQLite, three characters or more go to the trigram index, quotes and all', () => {
    expect(search('ÉCO', 'sqlite')).toEqual({
      kind: 'fulltext',
      match: '"eco"',
      pattern: '%eco%',
      needle: 'eco',
    });
    expect(search('"a"', 'sqlite')).toEqual({
      kind: 'fulltext',
      match: '"""a"""',
      pattern: '%"a"%',
      needle: '"a"',
    });
    // Characters, not UTF-16 code units: an emoji and a letter are two.
    expect(search('a😀', 'sqlite')).toEqual({ kind: 'folded', pattern: '%a😀%' });
  });

  it('on PostgreSQL, folded whatever the length', () => {
    expect(search('Écologie', 'postgres')).toEqual({ kind: 'folded', pattern: '%ecologie%' });
  });

  it('an area without searched fields ignores it', () => {
    const counters = defineResource({
      name: 'counters',
      recordRepresentation: 'value',
      fields: [{ name: 'value', kind: 'integer' }],
    });
    const [counter] = buildModels([counters]).values();
    expect(
      parseListQuery(counter as ResourceModel, { q: 'abc' }, new Map(), 'sqlite').search,
    ).toBeUndefined();
  });
});
