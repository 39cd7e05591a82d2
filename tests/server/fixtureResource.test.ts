/**
 * Adding an area is declaring one file: a fixture declaration, unknown to the server's code, gets
 * its table, its endpoints and its validation.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/kit/defineResource';
import { loadDeclarations, RESOURCES_DIR } from '../../server/resources/loadDeclarations';
import { declarations } from '../shared/declarations';
import { rooms } from '../support/roomsArea';
import { indexNames, tableNames } from './support/testDatabase';
import { startTestServer, type TestServer } from './support/testServer';
import { expectRefusal } from './support/refusals';

const workshops = defineResource({
  name: 'workshops',
  icon: 'Build',
  recordRepresentation: 'title',
  defaultSort: { field: 'starts_on', order: 'ASC' },
  fields: [
    { name: 'title', kind: 'text', required: true, unique: true, maxLength: 60 },
    { name: 'seats', kind: 'integer', min: 1, max: 40, default: 12 },
    { name: 'format', kind: 'enum', values: ['onsite', 'online'], required: true },
    { name: 'starts_on', kind: 'date', required: true },
    { name: 'theme_id', kind: 'reference', target: 'themes' },
    { name: 'hashtags', kind: 'referenceList', target: 'hashtags' },
    {
      name: 'steps',
      kind: 'objectList',
      fields: [
        { name: 'label', kind: 'text', required: true },
        { name: 'minutes', kind: 'integer', min: 1 },
      ],
    },
    { name: 'active', kind: 'boolean', default: true },
    { name: 'session_count', kind: 'computed', count: { resource: 'workshop-sessions', via: 'workshop_id' } },
  ],
});

const sessions = defineResource({
  name: 'workshop-sessions',
  recordRepresentation: 'room',
  fields: [
    { name: 'room', kind: 'text', required: true },
    { name: 'workshop_id', kind: 'reference', target: 'workshops', required: true },
  ],
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    declarations: [...(await loadDeclarations()), workshops, sessions, rooms],
  });
});

afterAll(async () => {
  await server.close();
});

describe('a declaration the server has never seen', () => {
  it('gets a table with indexes on its sortable and filterable columns', async () => {
    const tables = await tableNames(server.app.db);
    expect(tables).toEqual(expect.arrayContaining(['workshops', 'workshops__hashtags', 'workshop-sessions']));
    const indexes = await indexNames(server.app.db, 'workshops');
    expect(indexes).toEqual(
      expect.arrayContaining(['ix_workshops_starts_on', 'ix_workshops_format', 'ux_workshops_title']),
    );
  });

  it('gets create, read, list, edit, delete, bulk delete and bulk toggle endpoints', async () => {
    const theme = (await server.api('POST', '/api/themes', { name: 'Ateliers', color: '#336699' })).json();
    await server.api('POST', '/api/hashtags', { label: 'atelier' });
    const create = await server.api('POST', '/api/workshops', {
      title: 'Initiation à la robotique',
      format: 'onsite',
      starts_on: '2026-03-12',
      theme_id: theme.id,
      hashtags: ['atelier'],
      steps: [{ label: 'Accueil', minutes: 10 }, { label: 'Montage' }],
    });
    expect(create.statusCode).toBe(201);
    const workshop = create.json();
    expect(workshop).toMatchObject({
      title: 'Initiation à la robotique',
      seats: 12,
      active: true,
      hashtags: ['atelier'],
      steps: [
        { label: 'Accueil', minutes: 10 },
        { label: 'Montage', minutes: null },
      ],
      session_count: 0,
    });
    await server.api('POST', '/api/workshop-sessions', { room: 'Salle B12', workshop_id: workshop.id });
    expect((await server.api('GET', `/api/workshops/${workshop.id}`)).json().session_count).toBe(1);

    const second = (
      await server.api('POST', '/api/workshops', {
        title: 'Atelier en ligne',
        format: 'online',
        starts_on: '2026-02-01',
      })
    ).json();
    const list = await server.api('GET', '/api/workshops');
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((w: { title: string }) => w.title)).toEqual([
      'Atelier en ligne',
      'Initiation à la robotique',
    ]);
    expect((await server.api('GET', '/api/workshops?hashtags=atelier')).json()).toHaveLength(1);
    expect((await server.api('GET', '/api/workshops?sort=session_count&order=desc')).json()[0].id).toBe(
      workshop.id,
    );

    const edit = await server.api('PUT', `/api/workshops/${workshop.id}`, { ...workshop, seats: 20 });
    expect(edit.json().seats).toBe(20);
    expect(
      (
        await server.api('PUT', '/api/workshops/bulk/toggle-active', {
          ids: [workshop.id, second.id],
          active: false,
        })
      ).json(),
    ).toEqual({ updated: 2 });
    expect((await server.api('DELETE', `/api/workshops/${second.id}`)).json()).toEqual({
      deleted: second.id,
    });
    // Its sessions require it: the delete is refused until they are gone.
    expectRefusal(
      await server.api('DELETE', '/api/workshops/bulk', { ids: [workshop.id] }),
      409,
      'Suppression impossible : 1 enregistrement(s) de « workshop-sessions » en dépendent (champ obligatoire « workshop_id ») : « Salle B12 ». Rattachez-les d’abord à un autre élément.',
    );
    const [session] = (await server.api('GET', '/api/workshop-sessions')).json();
    expect((await server.api('DELETE', `/api/workshop-sessions/${session.id}`)).statusCode).toBe(200);
    expect((await server.api('DELETE', '/api/workshops/bulk', { ids: [workshop.id] })).json()).toEqual({
      deleted: 1,
    });
  });

  it('gets its validation: 422 in French for its rules, 409 for its unique field', async () => {
    const invalid = await server.api('POST', '/api/workshops', {
      title: '',
      seats: 99,
      format: 'hybrid',
      starts_on: '12/03/2026',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toEqual([
      { loc: ['body', 'title'], msg: 'Ce champ est obligatoire', type: 'missing' },
      { loc: ['body', 'seats'], msg: 'La valeur doit être inférieure ou égale à 40', type: 'value_error' },
      { loc: ['body', 'format'], msg: 'Valeur non autorisée', type: 'value_error' },
      { loc: ['body', 'starts_on'], msg: 'Date invalide (AAAA-MM-JJ)', type: 'value_error' },
    ]);
    const body = { title: 'Unique', format: 'online', starts_on: '2026-05-01' };
    expect((await server.api('POST', '/api/workshops', body)).statusCode).toBe(201);
    const duplicate = await server.api('POST', '/api/workshops', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('La valeur « Unique » du champ « title » est déjà utilisée');
    expectRefusal(await server.api('GET', '/api/workshops?sort=steps'), 422, [
      { loc: ['query', 'sort'], msg: 'Tri impossible sur le champ « steps »', type: 'value_error' },
    ]);
  });
});

describe("the README's example area, one file and nothing else", () => {
  it('is served with its rules (tests/frontend/engine/oneFile.test.tsx shows its screens)', async () => {
    const created = await server.api('POST', '/api/rooms', { name: 'Salle Curie', capacity: 30 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Salle Curie',
      capacity: 30,
      layout: 'theatre',
      active: true,
    });
    const refused = await server.api('POST', '/api/rooms', { name: 'Amphi', capacity: 900 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toEqual([
      {
        loc: ['body', 'capacity'],
        msg: 'La valeur doit être inférieure ou égale à 500',
        type: 'value_error',
      },
    ]);
    expectRefusal(
      await server.api('POST', '/api/rooms', { name: 'Salle Curie' }),
      409,
      'La valeur « Salle Curie » du champ « name » est déjà utilisée',
      'name',
    );
    const edited = await server.api('PUT', `/api/rooms/${created.json().id}`, { name: 'Salle Marie Curie' });
    expect(edited.json()).toMatchObject({ name: 'Salle Marie Curie', capacity: 30 });
    expect((await server.api('GET', '/api/rooms')).headers['x-total-count']).toBe('1');
  });
});

describe('discovery', () => {
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'eduadmin-resources-'));
    mkdirSync(join(directory, 'kit'));
    const kit = JSON.stringify(join(RESOURCES_DIR, 'kit', 'defineResource.ts'));
    writeFileSync(
      join(directory, 'rooms.ts'),
      `import { defineResource } from ${kit};\n` +
        `export default defineResource({ name: 'rooms', recordRepresentation: 'name', fields: [{ name: 'name', kind: 'text', required: true }] });\n`,
    );
    writeFileSync(join(directory, 'kit', 'helpers.ts'), 'export default { not: "an area" };\n');
  });

  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('finds every file at the top of a resources directory, and not the kit', async () => {
    expect((await loadDeclarations(directory)).map((d) => d.name)).toEqual(['rooms']);
  });

  it('finds the same areas in resources/ as the app does (media files are not a declaration)', async () => {
    const names = (found: readonly { name: string }[]) => found.map((d) => d.name).sort();
    expect(names(await loadDeclarations())).toEqual(names(declarations));
  });
});
