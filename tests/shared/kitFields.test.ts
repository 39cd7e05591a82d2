/** Defaults and derived facts about declarations, which the engine and the server both rely on. */
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';
import {
  activeFieldOf,
  bulkEditableFields,
  fieldByName,
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

  it('writes a field on create or on edit only, as its placement says', () => {
    const tickets = defineResource({
      name: 'tickets',
      recordRepresentation: 'subject',
      fields: [
        { name: 'subject', kind: 'text' },
        { name: 'status', kind: 'enum', values: ['open', 'closed'], show: { create: false } },
        { name: 'origin', kind: 'text', show: { edit: false } },
      ],
    });
    const [subject, status, origin] = tickets.fields;
    expect([subject, status, origin].map((f) => isWritable(tickets, f, 'create'))).toEqual([
      true,
      false,
      true,
    ]);
    expect([subject, status, origin].map((f) => isWritable(tickets, f, 'edit'))).toEqual([true, true, false]);
  });
});

describe('bulk edit', () => {
  it('sets only what the edit form writes, never a unique value, a secret or the record’s own key', () => {
    const members = defineResource({
      name: 'members',
      key: 'login',
      recordRepresentation: 'login',
      fields: [
        { name: 'login', kind: 'text', required: true },
        { name: 'first_name', kind: 'text' },
        { name: 'email', kind: 'email', unique: true },
        { name: 'password', kind: 'password' },
        { name: 'nickname', kind: 'text', readOnly: true },
        { name: 'origin', kind: 'text', show: { edit: false } },
        { name: 'group_count', kind: 'computed', count: { resource: 'groups', via: 'member_login' } },
        { name: 'active', kind: 'boolean' },
      ],
    });
    expect(bulkEditableFields(members).map((f) => f.name)).toEqual(['first_name', 'active']);
  });
});

describe('keys, search, active flag and representation', () => {
  it('keys records by id unless the declaration names a key', () => {
    expect(keyOf(declaration('users'))).toBe('id');
    expect(hasServerKey(declaration('users'))).toBe(true);
    expect(keyOf(declaration('hashtags'))).toBe('label');
    expect(hasServerKey(declaration('hashtags'))).toBe(false);
  });

  it('lets a declaration that declares its own id field choose the key itself', () => {
    const rooms = defineResource({
      name: 'rooms',
      recordRepresentation: 'name',
      fields: [
        { name: 'id', kind: 'text', required: true },
        { name: 'name', kind: 'text' },
      ],
    });
    expect(keyOf(rooms)).toBe('id');
    expect(hasServerKey(rooms)).toBe(false);
  });

  it('finds a field by its name, and none for a name the declaration does not have', () => {
    expect(fieldByName(declaration('users'), 'email')?.kind).toBe('email');
    expect(fieldByName(declaration('users'), 'nickname')).toBeUndefined();
  });

  it('searches the declared fields, else the texts shown in the list', () => {
    expect(searchFields(declaration('users'))).toEqual(['first_name', 'last_name', 'email']);
    expect(searchFields(declaration('themes'))).toEqual(['name']);
    const books = defineResource({
      name: 'books',
      recordRepresentation: 'title',
      searchFields: ['isbn'],
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'isbn', kind: 'text' },
      ],
    });
    expect(searchFields(books)).toEqual(['isbn']);
  });

  it('finds the active flag of the areas that have one', () => {
    expect(activeFieldOf(declaration('activities'))).toBe('active');
    expect(activeFieldOf(declaration('satisfaction-template-domains'))).toBeUndefined();
  });

  it('takes the declared active flag, else only a boolean named active', () => {
    const area = (fields: FieldDeclaration[], activeField?: string) =>
      defineResource({ name: 'posts', recordRepresentation: 'title', fields, activeField });
    const title: FieldDeclaration = { name: 'title', kind: 'text' };
    expect(activeFieldOf(area([title, { name: 'published', kind: 'boolean' }], 'published'))).toBe(
      'published',
    );
    expect(activeFieldOf(area([title, { name: 'archived', kind: 'boolean' }]))).toBeUndefined();
    expect(
      activeFieldOf(area([title, { name: 'active', kind: 'enum', values: ['yes', 'no'] }])),
    ).toBeUndefined();
  });

  it('names a record by a field or by a template', () => {
    expect(representRecord(declaration('users'), { id: 1, first_name: 'Ada', last_name: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(representRecord(declaration('themes'), { id: 2, name: 'Sciences' })).toBe('Sciences');
    const keyed = defineResource({ name: 'tags', key: 'code', recordRepresentation: 'title', fields: [] });
    expect(representRecord(keyed, { code: 'x' })).toBe('x');
    expect(representRecord(keyed, {})).toBe('');
  });

  it('leaves no space where a template’s value is missing', () => {
    expect(representRecord(declaration('users'), { id: 1, first_name: 'Ada' })).toBe('Ada');
    expect(representRecord(declaration('users'), { id: 1, last_name: 'Lovelace' })).toBe('Lovelace');
  });
});
