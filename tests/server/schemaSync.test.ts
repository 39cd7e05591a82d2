/** A declaration that gains fields keeps its data: new columns are added at the next start. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { defineResource, type ResourceDeclaration } from '../../resources/kit/defineResource';
import { buildTestServer, indexNames } from './support/testDatabase';
import { loadDeclarations } from '../../server/resources/loadDeclarations';
import { ADMIN, makeDataDir, signIn } from './support/testServer';

const notesV1 = defineResource({
  name: 'notes',
  recordRepresentation: 'title',
  fields: [{ name: 'title', kind: 'text', required: true }],
});

const notesV2 = defineResource({
  ...notesV1,
  fields: [
    ...notesV1.fields,
    { name: 'pinned', kind: 'boolean', default: false },
    { name: 'priority', kind: 'integer', min: 1, max: 5, default: 3 },
    { name: 'tags', kind: 'referenceList', target: 'hashtags' },
  ],
});

const notesV3 = defineResource({
  ...notesV2,
  fields: notesV2.fields.map((f) => (f.name === 'title' ? { ...f, unique: true } : f)),
});

const dataDir = makeDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(notes: ResourceDeclaration) {
  const app = await buildTestServer({
    dataDir,
    admin: ADMIN,
    declarations: [...(await loadDeclarations()), notes],
  });
  const token = await signIn(app);
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  return { app, api };
}

describe('a declaration that changes between two starts', () => {
  it('adds the new columns, with their defaults for the records already stored', async () => {
    const first = await start(notesV1);
    const created = (await first.api('POST', '/api/notes', { title: 'Réunion parents-professeurs' })).json();
    await first.api('POST', '/api/notes', { title: 'Réunion parents-professeurs' });
    await first.app.close();

    const second = await start(notesV2);
    const kept = (await second.api('GET', `/api/notes/${created.id}`)).json();
    expect(kept).toMatchObject({
      title: 'Réunion parents-professeurs',
      pinned: false,
      priority: 3,
      tags: [],
    });
    await second.api('POST', '/api/hashtags', { label: 'parents' });
    const edited = await second.api('PUT', `/api/notes/${created.id}`, { priority: 5, tags: ['parents'] });
    expect(edited.json()).toMatchObject({ priority: 5, tags: ['parents'] });
    expect((await second.api('GET', '/api/notes?sort=priority&order=desc')).json()[0].id).toBe(created.id);
    expect((await second.api('GET', '/api/notes?tags=parents')).headers['x-total-count']).toBe('1');
    const indexes = await indexNames(second.app.db, 'notes');
    expect(indexes).toEqual(expect.arrayContaining(['ix_notes_pinned', 'ix_notes_priority']));
    await second.app.close();
  });

  it('refuses to start, saying why, when a field becomes unique over duplicated data', async () => {
    await expect(start(notesV3)).rejects.toThrow(/notes\.title.*unique.*duplicates/);
  });

  it('rebuilds the search over the records already stored when the searched fields change', async () => {
    const journalV1 = defineResource({
      name: 'journal',
      recordRepresentation: 'title',
      searchFields: ['title'],
      fields: [
        { name: 'title', kind: 'text', required: true },
        { name: 'body', kind: 'longText' },
      ],
    });
    const first = await start(journalV1);
    await first.api('POST', '/api/journal', { title: 'Sortie au musée', body: 'Prévoir les autorisations' });
    expect((await first.api('GET', '/api/journal?q=autorisations')).headers['x-total-count']).toBe('0');
    await first.app.close();

    const second = await start({ ...journalV1, searchFields: ['title', 'body'] });
    expect((await second.api('GET', '/api/journal?q=autorisations')).headers['x-total-count']).toBe('1');
    expect((await second.api('GET', '/api/journal?q=musée')).headers['x-total-count']).toBe('1');
    await second.app.close();
  });
});
