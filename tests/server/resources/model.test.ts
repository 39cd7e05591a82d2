/**
 * What the server derives from the declarations at start (server/resources/model.ts): the
 * declarations it refuses, with the reason a developer reads, and what the schema sync, the list
 * and the deletions read from an area's model (its tables, what may be sorted and filtered, which
 * columns are indexed, what points at it). No database: fast enough for mutation testing.
 */
import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../../resources/kit/defineResource';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, referencesTo, type ResourceModel } from '../../../server/resources/model';

let declared: Promise<ResourceDeclaration[]> | undefined;

/** The models of the real areas and of `extra`. */
async function modelsWith(...extra: ResourceDeclaration[]): Promise<Map<string, ResourceModel>> {
  return buildModels([...(await (declared ??= loadDeclarations())), ...extra]);
}

async function area(name: string, ...extra: ResourceDeclaration[]): Promise<ResourceModel> {
  return (await modelsWith(...extra)).get(name) as ResourceModel;
}

const notes = (fields: ResourceDeclaration['fields'], more: Partial<ResourceDeclaration> = {}) =>
  defineResource({ name: 'notes', recordRepresentation: 'title', fields, ...more });

describe('a declaration the server refuses at start', () => {
  it('names the area or field whose name is not allowed', () => {
    expect(() => buildModels([notes([{ name: 'title', kind: 'text' }], { name: 'Notes' })])).toThrow(
      'Resource name "Notes" must match /^[a-z][a-z0-9-]*$/',
    );
    expect(() => buildModels([notes([{ name: 'title', kind: 'text' }], { name: 'notes-2' })])).not.toThrow();
    expect(() => buildModels([notes([{ name: 'Titre', kind: 'text' }])])).toThrow(
      'Resource "notes": field name "Titre" must match /^[a-z][a-z0-9_]*$/',
    );
    expect(() => buildModels([notes([{ name: 'titre', kind: 'text' }], { name: 'x notes' })])).toThrow(
      /Resource name "x notes"/,
    );
    expect(() => buildModels([notes([{ name: 'titre du', kind: 'text' }])])).toThrow(/field name "titre du"/);
    expect(() => buildModels([notes([{ name: 'titre_2', kind: 'text' }])])).not.toThrow();
  });

  it('names a field declared twice, or one that would hide a list parameter', () => {
    expect(() =>
      buildModels([
        notes([
          { name: 'title', kind: 'text' },
          { name: 'title', kind: 'longText' },
        ]),
      ]),
    ).toThrow('Resource "notes": field "title" is declared twice');
    expect(() => buildModels([notes([{ name: 'sort', kind: 'text' }])])).toThrow(
      'Resource "notes": field "sort" would shadow the list parameter of that name',
    );
  });

  it('names a list field whose table would be one the server makes beside the area', () => {
    for (const name of ['fulltext', 'folded', 'changes', 'count']) {
      const field = { name, kind: 'referenceList', target: 'notes' } as const;
      expect(() => buildModels([notes([{ name: 'title', kind: 'text' }, field])])).toThrow(
        `Resource "notes": list field "${name}" would share the table "notes__${name}"`,
      );
    }
    // The same names are free for a column.
    expect(() =>
      buildModels([
        notes([
          { name: 'title', kind: 'text' },
          { name: 'count', kind: 'integer' },
        ]),
      ]),
    ).not.toThrow();
  });

  it('names an area declared twice, and a key that no field declares', async () => {
    const twice = notes([{ name: 'title', kind: 'text' }]);
    expect(() => buildModels([twice, twice])).toThrow('Resource "notes" is declared twice');
    expect(() => buildModels([notes([{ name: 'title', kind: 'text' }], { key: 'code' })])).toThrow(
      'Resource "notes": key field "code" is not declared',
    );
  });

  it('names a count that does not count a reference to the area', async () => {
    const counting = (via: string) =>
      defineResource({
        name: 'rooms',
        recordRepresentation: 'name',
        fields: [
          { name: 'name', kind: 'text' },
          { name: 'note_count', kind: 'computed', count: { resource: 'notes', via } },
        ],
      });
    const pointing = notes([
      { name: 'title', kind: 'text' },
      { name: 'room_id', kind: 'reference', target: 'rooms' },
      { name: 'theme_id', kind: 'reference', target: 'themes' },
      { name: 'rooms', kind: 'referenceList', target: 'rooms' },
    ]);
    const refusal =
      'Resource "rooms": computed field "note_count" must count a reference of "notes" named "%" that targets "rooms"';
    for (const via of ['title', 'theme_id', 'absent'])
      await expect(modelsWith(pointing, counting(via))).rejects.toThrow(refusal.replace('%', via));
    await expect(modelsWith(counting('room_id'))).rejects.toThrow(refusal.replace('%', 'room_id'));
    await expect(modelsWith(pointing, counting('room_id'))).resolves.toBeDefined();
    await expect(modelsWith(pointing, counting('rooms'))).resolves.toBeDefined();
  });
});

describe('the model of an area', () => {
  it('keys an area by a server id, or by its own field, typed as stored', async () => {
    const activities = await area('activities');
    expect(activities).toMatchObject({
      name: 'activities',
      table: 'activities',
      key: 'id',
      keyType: 'integer',
    });
    expect(activities.serverKey).toBe(true);
    const hashtags = await area('hashtags');
    expect(hashtags).toMatchObject({ key: 'label', keyType: 'text', serverKey: false });
    const numbered = defineResource({
      name: 'rooms',
      key: 'number',
      recordRepresentation: 'number',
      fields: [{ name: 'number', kind: 'integer' }],
    });
    const measured = defineResource({
      name: 'sizes',
      key: 'size',
      recordRepresentation: 'size',
      fields: [{ name: 'size', kind: 'number' }],
    });
    const pointing = notes([
      { name: 'room', kind: 'reference', target: 'rooms' },
      { name: 'tag', kind: 'reference', target: 'hashtags' },
      { name: 'elsewhere', kind: 'reference', target: 'undeclared' },
      { name: 'sizes', kind: 'referenceList', target: 'sizes' },
      { name: 'tags', kind: 'referenceList', target: 'hashtags' },
    ]);
    const models = await modelsWith(numbered, measured, pointing);
    expect(models.get('rooms')).toMatchObject({ keyType: 'integer', serverKey: false });
    // The key's own unique constraint serves its sorts and filters: no second index.
    expect(models.get('rooms')?.indexed.sort()).toEqual(['created_at', 'updated_at']);
    expect(models.get('sizes')).toMatchObject({ keyType: 'integer', serverKey: false });
    const model = models.get('notes') as ResourceModel;
    expect(model.columns.map((c) => [c.field.name, c.sqlType])).toEqual([
      ['room', 'INTEGER'],
      ['tag', 'TEXT COLLATE NOCASE'],
      ['elsewhere', ''],
    ]);
    // A filter on a reference reads its values as the key of the area it points at.
    const filtered = (name: string) => model.listRules.filterable.get(name)?.kind;
    expect(filtered('room')).toBe(filtered('sizes'));
    expect(filtered('tag')).toBe(filtered('tags'));
    expect(filtered('room')).not.toBe(filtered('tag'));
    expect(model.lists.map((l) => [l.field.name, l.table, l.valueType])).toEqual([
      ['sizes', 'notes__sizes', 'INTEGER'],
      ['tags', 'notes__tags', 'TEXT COLLATE NOCASE'],
    ]);
  });

  it('sorts on its key, its dates, its sortable columns and counts; calls a field key `id` too', async () => {
    const hashtags = await area('hashtags');
    expect(Object.fromEntries(hashtags.sortable)).toEqual({
      label: 'label',
      id: 'label',
      created_at: 'created_at',
      updated_at: 'updated_at',
      usage_count: 'usage_count',
      active: 'active',
    });
    expect(hashtags.filterable.get('id')).toEqual({ kind: 'column', column: 'label' });
    expect(hashtags.filterable.get('label')).toMatchObject({ kind: 'column', column: 'label' });
    expect(hashtags.filterable.has('usage_count')).toBe(false);
    expect(hashtags.computed.map((f) => f.name)).toEqual(['usage_count']);
    const activities = await area('activities');
    expect(activities.sortable.get('id')).toBe('id');
    expect(activities.filterable.get('id')).toEqual({ kind: 'column', column: 'id' });
    expect(activities.sortable.has('hashtags')).toBe(false);
    expect(activities.filterable.get('hashtags')).toMatchObject({
      kind: 'list',
      link: { table: 'activities__hashtags' },
    });
    expect(activities.filterable.get('theme_id')).toMatchObject({ kind: 'column', column: 'theme_id' });
  });

  it('indexes its sorted and filtered columns but its unique ones (their own index serves)', async () => {
    const users = await area('users');
    expect([...users.indexed].sort()).toEqual(
      [
        'active',
        'created_at',
        'etablissement_id',
        'first_name',
        'last_name',
        'last_sign_in_at',
        'role',
        'updated_at',
      ].sort(),
    );
    expect(users.uniques.map((f) => f.name)).toEqual(['email']);
    const hashtags = await area('hashtags');
    expect(hashtags.uniques).toEqual([]);
    const counted = defineResource({
      name: 'rooms',
      recordRepresentation: 'name',
      fields: [
        { name: 'name', kind: 'text', unique: true, sortable: false, show: { filter: true } },
        { name: 'code', kind: 'text', unique: true },
        { name: 'photo', kind: 'mediaImage', directory: 'rooms' },
        { name: 'pin', kind: 'password', sortable: true },
        {
          name: 'note_count',
          kind: 'computed',
          count: { resource: 'notes', via: 'room_id' },
          sortable: false,
        },
      ],
    });
    const pointing = notes([{ name: 'room_id', kind: 'reference', target: 'rooms' }]);
    const rooms = (await modelsWith(counted, pointing)).get('rooms') as ResourceModel;
    // Filtered only (photo), sorted only (pin): each indexed.
    expect(rooms.indexed.sort()).toEqual(['created_at', 'photo', 'pin', 'updated_at']);
    expect(rooms.sortable.has('note_count')).toBe(false);
    expect(rooms.sortable.has('photo')).toBe(false);
    expect(rooms.uniques.map((f) => f.name)).toEqual(['name', 'code']);
  });

  it('pairs each filter-bar column with the default sort, for lists filtered in their default order', async () => {
    expect((await area('users')).filteredSortIndexes).toEqual([
      ['role', 'last_name'],
      ['etablissement_id', 'last_name'],
      ['active', 'last_name'],
    ]);
    expect((await area('activities')).filteredSortIndexes).toEqual(
      expect.arrayContaining([['theme_id', 'updated_at']]),
    );
    const byCount = defineResource({
      name: 'rooms',
      recordRepresentation: 'name',
      defaultSort: { field: 'note_count', order: 'DESC' },
      fields: [
        { name: 'name', kind: 'text' },
        { name: 'wing', kind: 'enum', values: ['nord'] },
        { name: 'note_count', kind: 'computed', count: { resource: 'notes', via: 'room_id' } },
      ],
    });
    const unsorted = notes([
      { name: 'room_id', kind: 'reference', target: 'rooms' },
      { name: 'open', kind: 'boolean' },
    ]);
    const byFilter = defineResource({
      name: 'desks',
      recordRepresentation: 'code',
      defaultSort: { field: 'wing', order: 'ASC' },
      fields: [
        { name: 'wing', kind: 'enum', values: ['nord'] },
        { name: 'code', kind: 'text', unique: true, show: { filter: true } },
        { name: 'open', kind: 'boolean' },
      ],
    });
    const models = await modelsWith(byCount, unsorted, byFilter);
    expect(models.get('desks')?.filteredSortIndexes).toEqual([['open', 'wing']]);
    expect(models.get('rooms')?.filteredSortIndexes).toEqual([]);
    expect(models.get('notes')?.filteredSortIndexes).toEqual([]);
  });

  it('searches its declared text columns, never a list; names its search table and active flag', async () => {
    const users = await area('users');
    expect(users.search).toEqual(['first_name', 'last_name', 'email']);
    expect(users.searchTable).toBe('users__fulltext');
    expect(users.activeField).toBe('active');
    const searched = notes(
      [
        { name: 'title', kind: 'text' },
        { name: 'tags', kind: 'referenceList', target: 'hashtags' },
      ],
      { searchFields: ['title', 'tags'] },
    );
    const model = (await modelsWith(searched)).get('notes') as ResourceModel;
    expect(model.search).toEqual(['title']);
    expect(model.activeField).toBeUndefined();
    expect(model.listRules.filterable.has('title')).toBe(true);
  });

  it('leaves the system fields (id, dates) out of its stored columns', async () => {
    const withSystem = notes([
      { name: 'title', kind: 'text' },
      { name: 'created_at', kind: 'datetime', readOnly: true },
    ]);
    const model = (await modelsWith(withSystem)).get('notes') as ResourceModel;
    expect(model.columns.map((c) => c.field.name)).toEqual(['title']);
  });
});

describe('what points at an area', () => {
  it('lists the references and the reference lists of the other areas that target it', async () => {
    const models = await modelsWith();
    const found = referencesTo(models, 'etablissements').map(({ model, column, link }) =>
      column ? `${model.name}.${column}` : `${model.name}[${link?.field.name}]`,
    );
    expect(found.sort()).toEqual(
      ['activities[etablissements]', 'classes.etablissement_id', 'users.etablissement_id'].sort(),
    );
    expect(referencesTo(models, 'roles')).toEqual([]);
  });
});
