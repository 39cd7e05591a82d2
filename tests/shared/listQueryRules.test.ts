/**
 * The list rules the contract derives from a declaration (resources/contracts/listQuery.ts): which
 * fields a list call may sort, filter, bound or test for emptiness, how their values compare, what
 * `q` reads, and the default order; the same rules the server derives (server/resources/model.ts).
 */
import { describe, expect, it } from 'vitest';
import { keyKindOf, listRules, looseListRules } from '../../resources/contracts/listQuery';
import { defineResource } from '../../resources/kit/defineResource';
import hashtags from '../../resources/hashtags';
import { contractItems } from '../contracts/listQueryCases';

const keyKinds = (resource: string) =>
  resource === 'hashtags' ? ('text' as const) : resource === 'groups' ? ('integer' as const) : undefined;

const everyKind = defineResource({
  name: 'every-kind',
  recordRepresentation: 'title',
  defaultSort: { field: 'photo', order: 'DESC' },
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'notes', kind: 'longText' },
    { name: 'website', kind: 'url' },
    { name: 'mail', kind: 'email' },
    { name: 'weight', kind: 'number' },
    { name: 'count', kind: 'integer', required: true },
    { name: 'done', kind: 'boolean' },
    { name: 'starts_at', kind: 'datetime' },
    { name: 'status', kind: 'enum', values: ['a', 'b'] },
    { name: 'group_id', kind: 'reference', target: 'groups' },
    { name: 'other_id', kind: 'reference', target: 'unknown-area' },
    { name: 'tags', kind: 'referenceList', target: 'hashtags', required: true },
    { name: 'photo', kind: 'mediaImage', directory: 'photos' },
    { name: 'secret', kind: 'password' },
    { name: 'uses', kind: 'computed', count: { resource: 'others', via: 'every_id' } },
    {
      name: 'hidden_uses',
      kind: 'computed',
      count: { resource: 'others', via: 'every_id' },
      sortable: false,
    },
    { name: 'created_at', kind: 'datetime' },
  ],
});

describe('listRules', () => {
  /** Derived in each test, so that a mutation run sees which test reads which rule. */
  const everyRules = () => listRules(everyKind, keyKinds);

  it('compares each field as the server stores it', () => {
    const rules = everyRules();
    expect(Object.fromEntries([...rules.filterable].map(([name, field]) => [name, field]))).toEqual({
      id: { name: 'id', kind: 'integer' },
      title: { name: 'title', kind: 'textNoCase' },
      website: { name: 'website', kind: 'text' },
      mail: { name: 'mail', kind: 'textNoCase' },
      weight: { name: 'weight', kind: 'number' },
      count: { name: 'count', kind: 'integer' },
      done: { name: 'done', kind: 'boolean' },
      starts_at: { name: 'starts_at', kind: 'text' },
      status: { name: 'status', kind: 'textNoCase' },
      group_id: { name: 'group_id', kind: 'integer' },
      other_id: { name: 'other_id', kind: 'text' },
      tags: { name: 'tags', kind: 'textNoCase', list: true },
      photo: { name: 'photo', kind: 'text' },
    });
  });

  it('sorts by the key, the system dates and every sortable field, a count included', () => {
    const rules = everyRules();
    expect([...rules.sortable.keys()].sort()).toEqual(
      [
        'id',
        'created_at',
        'updated_at',
        'title',
        'website',
        'mail',
        'weight',
        'count',
        'done',
        'starts_at',
        'status',
        'group_id',
        'other_id',
        'uses',
      ].sort(),
    );
    expect(rules.sortable.get('uses')).toEqual({ name: 'uses', kind: 'integer' });
    expect(rules.sortable.get('created_at')).toEqual({ name: 'created_at', kind: 'text' });
    expect(rules.filterable.has('uses')).toBe(false);
    expect(rules.filterable.has('created_at')).toBe(false);
  });

  it('bounds numbers and dates, and tests the emptiness of optional stored values and reference lists', () => {
    const rules = everyRules();
    expect([...(rules.ranged?.keys() ?? [])]).toEqual(['weight', 'count', 'starts_at']);
    expect([...(rules.emptiable?.keys() ?? [])]).toEqual([
      'notes',
      'website',
      'mail',
      'weight',
      'starts_at',
      'status',
      'group_id',
      'other_id',
      'photo',
      'secret',
    ]);
    const items = listRules(contractItems, keyKinds);
    expect(items.emptiable?.get('tags')).toEqual({ name: 'tags', kind: 'textNoCase', list: true });
    expect(items.ranged?.get('due_on')).toEqual({ name: 'due_on', kind: 'text' });
  });

  it('searches the declared or the listed text fields that are stored', () => {
    const rules = everyRules();
    expect(rules.search).toEqual(['title', 'mail']);
    expect(listRules(contractItems).search).toEqual(['title', 'summary']);
    const counted = defineResource({
      name: 'counted',
      recordRepresentation: 'title',
      searchFields: ['title', 'uses', 'tags'],
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'tags', kind: 'referenceList', target: 'hashtags' },
        { name: 'uses', kind: 'computed', count: { resource: 'others', via: 'counted_id' } },
      ],
    });
    expect(listRules(counted).search).toEqual(['title']);
  });

  it('orders by the declared field and direction, or by the key ascending', () => {
    const rules = everyRules();
    expect(rules.defaultSort).toEqual({ field: 'id', order: 'asc' });
    expect(listRules(contractItems).defaultSort).toEqual({ field: 'rank', order: 'desc' });
    expect(listRules({ ...contractItems, defaultSort: { field: 'rank', order: 'ASC' } }).defaultSort).toEqual(
      {
        field: 'rank',
        order: 'asc',
      },
    );
  });

  it('names a text key id as well, compared without ASCII case', () => {
    const tags = listRules(hashtags);
    expect(tags.key).toBe('label');
    expect(tags.sortable.get('id')).toEqual({ name: 'label', kind: 'textNoCase' });
    expect(tags.filterable.get('id')).toEqual({ name: 'label', kind: 'textNoCase' });
    expect(tags.filterable.get('label')).toEqual({ name: 'label', kind: 'textNoCase' });
    expect(tags.defaultSort).toEqual({ field: 'label', order: 'asc' });
    expect(tags.search).toEqual(['label']);
    expect(tags.filterable.has('usage_count')).toBe(false);
    expect(tags.sortable.get('usage_count')).toEqual({ name: 'usage_count', kind: 'integer' });
  });
});

describe('keyKindOf', () => {
  const keyed = (kind: 'integer' | 'number' | 'text') =>
    defineResource({
      name: 'keyed',
      recordRepresentation: 'code',
      key: 'code',
      fields: [{ name: 'code', kind, required: true }],
    });

  it('tells a number key from a text key', () => {
    expect(keyKindOf(contractItems)).toBe('integer');
    expect(keyKindOf(hashtags)).toBe('text');
    expect(keyKindOf(keyed('integer'))).toBe('integer');
    expect(keyKindOf(keyed('number'))).toBe('integer');
    expect(keyKindOf(keyed('text'))).toBe('text');
    const keyedAfterANumber = defineResource({
      name: 'keyed-late',
      recordRepresentation: 'code',
      key: 'code',
      fields: [
        { name: 'rank', kind: 'integer' },
        { name: 'code', kind: 'text', required: true },
      ],
    });
    expect(keyKindOf(keyedAfterANumber)).toBe('text');
    expect(
      keyKindOf(
        defineResource({
          name: 'own-id',
          recordRepresentation: 'id',
          fields: [{ name: 'id', kind: 'text' }],
        }),
      ),
    ).toBe('text');
    expect(
      keyKindOf(
        defineResource({
          name: 'own-id',
          recordRepresentation: 'id',
          fields: [{ name: 'id', kind: 'integer' }],
        }),
      ),
    ).toBe('integer');
    expect(listRules(keyed('text')).filterable.get('code')).toEqual({ name: 'code', kind: 'textNoCase' });
  });

  it('neither bounds a declared key nor tests it for emptiness', () => {
    const byNumber = listRules(
      defineResource({
        name: 'numbered',
        recordRepresentation: 'code',
        key: 'code',
        fields: [{ name: 'code', kind: 'integer' }],
      }),
    );
    expect(byNumber.ranged?.has('code')).toBe(false);
    expect(byNumber.emptiable?.has('code')).toBe(false);
    expect(byNumber.filterable.get('code')).toEqual({ name: 'code', kind: 'integer' });
  });
});

describe('looseListRules', () => {
  it('orders by the key ascending and searches every value', () => {
    expect(looseListRules()).toMatchObject({
      key: 'id',
      search: undefined,
      defaultSort: { field: 'id', order: 'asc' },
    });
    expect(looseListRules('code')).toMatchObject({
      key: 'code',
      defaultSort: { field: 'code', order: 'asc' },
    });
    expect(looseListRules().sortable.size + looseListRules().filterable.size).toBe(0);
  });
});
