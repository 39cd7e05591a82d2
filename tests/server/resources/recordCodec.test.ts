/**
 * A stored row as the record an API caller reads, a value as its column stores it, and a key as
 * typed in a URL (server/resources/recordCodec.ts, kindStorage.ts), with the areas' real
 * declarations. No app nor database: fast enough for mutation testing.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE, typeForKey, type ColumnStorage } from '../../../server/resources/kindStorage';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import {
  ownerKey,
  parseKey,
  toColumnValue,
  toRecord,
  toRecords,
  type PageLinks,
} from '../../../server/resources/recordCodec';

let models: Promise<Map<string, ResourceModel>> | undefined;

async function area(name: string): Promise<ResourceModel> {
  return (await (models ??= loadDeclarations().then(buildModels))).get(name) as ResourceModel;
}

function field(model: ResourceModel, name: string) {
  return model.declaration.fields.find((f) => f.name === name);
}

const STAMPS = { created_at: '2026-01-05T08:00:00Z', updated_at: '2026-01-06T09:30:00Z' };

describe('a stored row, as the record a caller reads', () => {
  it('gives booleans as booleans, counts as numbers, empty columns empty, and its dates', async () => {
    const hashtags = await area('hashtags');
    const row = { label: 'arts', description: null, active: 1, usage_count: '3', ...STAMPS };
    expect(toRecord(hashtags, row, undefined)).toEqual({
      label: 'arts',
      description: null,
      active: true,
      usage_count: 3,
      ...STAMPS,
    });
    expect(toRecord(hashtags, { label: 'nature', active: 0, ...STAMPS }, undefined)).toEqual({
      label: 'nature',
      description: null,
      active: false,
      usage_count: 0,
      ...STAMPS,
    });
  });

  it('never gives an account’s password hash, and gives its reference lists', async () => {
    const users = await area('users');
    const row = { id: 7, first_name: 'Ada', password: 'hash', active: 1, ...STAMPS };
    const record = toRecord(users, row, new Map([['classes', [3, 4]]]));
    expect(record).not.toHaveProperty('password');
    expect(record).toMatchObject({ id: 7, first_name: 'Ada', classes: [3, 4] });
    expect(toRecord(users, row, undefined)).toMatchObject({ classes: [] });
  });

  it('reads a list of items from its JSON text, an unreadable text as no items', async () => {
    const templates = await area('satisfaction-templates');
    const questions = [{ label: 'Utile ?', kind: 'scale', options: null, required: true }];
    expect(toRecord(templates, { id: 1, questions: JSON.stringify(questions) }, undefined)).toMatchObject({
      questions,
    });
    expect(toRecord(templates, { id: 1, questions: '{pas du JSON' }, undefined)).toMatchObject({
      questions: [],
    });
    expect(toRecord(templates, { id: 1, questions: null }, undefined)).toMatchObject({ questions: [] });
  });

  it('finds each row’s lists under its key, a text key whatever its case', async () => {
    const activities = await area('activities');
    expect(ownerKey('Arts')).toBe('arts');
    expect(ownerKey(12)).toBe(12);
    const links: PageLinks = new Map<unknown, Map<string, (string | number)[]>>([
      [1, new Map([['hashtags', ['arts']]])],
      [2, new Map([['etablissements', [5]]])],
    ]);
    const records = toRecords(
      activities,
      [
        { id: 1, ...STAMPS },
        { id: 2, ...STAMPS },
      ],
      links,
    );
    expect(records.map((r) => [r.hashtags, r.etablissements])).toEqual([
      [['arts'], []],
      [[], [5]],
    ]);
  });
});

describe('a value as its column stores it', () => {
  it('writes booleans as 1 and 0, item lists as JSON, empty values as NULL', async () => {
    const templates = await area('satisfaction-templates');
    expect(toColumnValue(field(templates, 'active'), true)).toBe(1);
    expect(toColumnValue(field(templates, 'active'), false)).toBe(0);
    expect(toColumnValue(field(templates, 'questions'), [{ label: 'Utile ?' }])).toBe(
      '[{"label":"Utile ?"}]',
    );
    expect(toColumnValue(field(templates, 'name'), 'Bilan')).toBe('Bilan');
    expect(toColumnValue(field(templates, 'name'), undefined)).toBeNull();
    expect(toColumnValue(field(templates, 'active'), null)).toBeNull();
    // A column without a declared field (the server's own key) keeps the value.
    expect(toColumnValue(undefined, 12)).toBe(12);
  });

  it('reads a boolean filter’s text as the column’s 1 or 0, other words as no value', () => {
    const boolean = STORAGE.boolean as ColumnStorage;
    expect(['true', '1', 'false', '0', 'oui', ''].map((raw) => boolean.filterValue?.(raw))).toEqual([
      1,
      1,
      0,
      0,
      undefined,
      undefined,
    ]);
    expect([1, true, 0, '1'].map((stored) => boolean.fromColumn(stored))).toEqual([true, true, false, false]);
  });

  it('types a reference column as the key it points to', () => {
    expect(typeForKey('integer')).toBe('INTEGER');
    expect(typeForKey('text')).toBe('TEXT COLLATE NOCASE');
    expect(typeForKey(undefined)).toBe('');
    const target = STORAGE.targetKey as ColumnStorage;
    expect([target.sqlType('integer'), target.sqlType('text')]).toEqual(['INTEGER', 'TEXT COLLATE NOCASE']);
    expect((STORAGE.caseInsensitiveText as ColumnStorage).sqlType(undefined)).toBe('TEXT COLLATE NOCASE');
    expect((STORAGE.real as ColumnStorage).sqlType(undefined)).toBe('REAL');
  });
});

describe('a key as typed in a URL', () => {
  it('of an integer key: digits (trimmed, a sign allowed), never words nor fractions', async () => {
    const schools = await area('etablissements');
    expect([12, ' 12 ', '-3', '007'].map((raw) => parseKey(schools, raw))).toEqual([12, 12, -3, 7]);
    expect(
      [1.5, 'douze', '', '1234567890123456', Number.MAX_SAFE_INTEGER + 2, null].map((raw) =>
        parseKey(schools, raw),
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('of a text key: the text as given, a number as its text, never an empty text', async () => {
    const hashtags = await area('hashtags');
    expect(['Arts', 7, '', Number.NaN, null].map((raw) => parseKey(hashtags, raw))).toEqual([
      'Arts',
      '7',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
