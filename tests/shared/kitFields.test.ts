/** Defaults and derived facts about declarations, which the engine and the server both rely on. */
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';
import {
  activeFieldOf,
  hasServerKey,
  isSortable,
  isWritable,
  keyOf,
  placement,
  representRecord,
  searchFields,
} from '../../resources/kit/fields';
import { declaration } from './declarations';

const field = (f: FieldDeclaration) => f;

describe('placement defaults by kind', () => {
  it('shows scalar fields everywhere and filters on enums, booleans and references', () => {
    expect(placement(field({ name: 'title', kind: 'text' }))).toEqual({
      list: true,
      filter: false,
      create: true,
      edit: true,
    });
    expect(placement(field({ name: 'role', kind: 'enum', values: ['a'] })).filter).toBe(true);
    expect(placement(field({ name: 'active', kind: 'boolean' })).filter).toBe(true);
    expect(placement(field({ name: 'theme_id', kind: 'reference', target: 'themes' })).filter).toBe(true);
  });

  it('keeps long texts, passwords and lists out of the list', () => {
    for (const kind of ['longText', 'password'] as const)
      expect(placement(field({ name: 'x', kind })).list).toBe(false);
    expect(placement(field({ name: 'x', kind: 'referenceList', target: 't' })).list).toBe(false);
  });

  it('shows computed values in the list only', () => {
    expect(placement(field({ name: 'n', kind: 'computed', count: { resource: 'a', via: 'b' } }))).toEqual({
      list: true,
      filter: false,
      create: false,
      edit: false,
    });
  });

  it('lets a declaration override any default', () => {
    expect(
      placement(field({ name: 'x', kind: 'longText', show: { list: true, filter: true } })),
    ).toMatchObject({
      list: true,
      filter: true,
    });
  });
});

describe('sorting and writing', () => {
  it('sorts on scalar and computed fields, not on lists', () => {
    expect(isSortable(field({ name: 'x', kind: 'integer' }))).toBe(true);
    expect(isSortable(field({ name: 'x', kind: 'computed', count: { resource: 'a', via: 'b' } }))).toBe(true);
    expect(isSortable(field({ name: 'x', kind: 'referenceList', target: 't' }))).toBe(false);
    expect(isSortable(field({ name: 'x', kind: 'text', sortable: false }))).toBe(false);
  });

  it('never writes read-only or computed fields, nor a key on edit', () => {
    const hashtags = declaration('hashtags');
    const users = declaration('users');
    const byName = (d: typeof users, n: string) => d.fields.find((f) => f.name === n) as FieldDeclaration;
    expect(isWritable(users, byName(users, 'last_sign_in_at'), 'edit')).toBe(false);
    expect(isWritable(hashtags, byName(hashtags, 'usage_count'), 'create')).toBe(false);
    expect(isWritable(hashtags, byName(hashtags, 'label'), 'create')).toBe(true);
    expect(isWritable(hashtags, byName(hashtags, 'label'), 'edit')).toBe(false);
  });
});

describe('keys, search, active flag and representation', () => {
  it('keys records by id unless the declaration names a key', () => {
    expect(keyOf(declaration('users'))).toBe('id');
    expect(hasServerKey(declaration('users'))).toBe(true);
    expect(keyOf(declaration('hashtags'))).toBe('label');
    expect(hasServerKey(declaration('hashtags'))).toBe(false);
  });

  it('searches the declared fields, else the texts shown in the list', () => {
    expect(searchFields(declaration('users'))).toEqual(['first_name', 'last_name', 'email']);
    expect(searchFields(declaration('themes'))).toEqual(['name']);
  });

  it('finds the active flag of the areas that have one', () => {
    expect(activeFieldOf(declaration('activities'))).toBe('active');
    expect(activeFieldOf(declaration('satisfaction-template-domains'))).toBeUndefined();
  });

  it('names a record by a field or by a template', () => {
    expect(representRecord(declaration('users'), { id: 1, first_name: 'Ada', last_name: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(representRecord(declaration('themes'), { id: 2, name: 'Sciences' })).toBe('Sciences');
    const keyed = defineResource({ name: 'tags', key: 'code', recordRepresentation: 'title', fields: [] });
    expect(representRecord(keyed, { code: 'x' })).toBe('x');
  });
});
