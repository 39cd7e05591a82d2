/**
 * Before a delete, the server tells what it will touch, from the declarations: the records that
 * lose an optional reference or leave a reference list, and the records whose required reference
 * forbids it. The delete then journals every link it empties, under its batch.
 */
import { describe, expect, it } from 'vitest';
import { createRecord } from './support/testServer';
import { serverOfTheseTests } from './support/serverOfTheseTests';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

const created = (resource: string, body: Rec) => createRecord(server.api, resource, body);
const activity = (title: string, extra: Rec = {}) =>
  created('activities', { title, type: 'quiz', language: 'fr', ...extra });
const school = (name: string, uai: string) => created('etablissements', { name, uai, type: 'college' });

describe('the delete report', () => {
  it('counts the records that lose an optional reference, in French', async () => {
    const theme = await created('themes', { name: 'Thème rapporté', color: '#112233' });
    await activity('Activité 1', { theme_id: theme.id });
    await activity('Activité 2', { theme_id: theme.id });
    await created('courses', { title: 'Parcours', language: 'fr', theme_id: theme.id });
    const response = await server.api('GET', `/api/themes/${theme.id}/delete-report`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deletable: true,
      blockers: [],
      effects: [
        {
          resource: 'activities',
          field: 'theme_id',
          kind: 'reference',
          count: 2,
          message: '2 activités perdront ce thème',
        },
        {
          resource: 'courses',
          field: 'theme_id',
          kind: 'reference',
          count: 1,
          message: '1 cours perdra ce thème',
        },
      ],
    });
  });

  it('counts the records that leave a reference list', async () => {
    const college = await school('Collège de la liste', '0750101A');
    const schoolClass = await created('classes', {
      name: '5e L',
      level: '5e',
      school_year: '2025-2026',
      etablissement_id: college.id,
    });
    for (const name of ['Léa', 'Noé', 'Inès']) {
      await created('users', {
        first_name: name,
        last_name: 'Liste',
        email: `${name.toLowerCase()}.liste@ecole.fr`,
        password: 'secret-123',
        classes: [schoolClass.id],
      });
    }
    const response = await server.api('GET', `/api/classes/${schoolClass.id}/delete-report`);
    expect(response.json()).toEqual({
      deletable: true,
      blockers: [],
      effects: [
        {
          resource: 'users',
          field: 'classes',
          kind: 'referenceList',
          count: 3,
          message: '3 élèves quitteront cette classe',
        },
      ],
    });
  });

  it('names the records whose required reference forbids the delete, and the delete says the same', async () => {
    const college = await school('Collège requis', '0750102B');
    const free = await school('Collège libre', '0750103C');
    for (const name of ['6e A', '6e B']) {
      await created('classes', { name, level: '6e', school_year: '2025-2026', etablissement_id: college.id });
    }
    const message =
      'Suppression impossible : 2 enregistrement(s) de « Classes » en dépendent (champ obligatoire « Établissement ») : « 6e A », « 6e B ». Rattachez-les d’abord à un autre élément.';
    const report = await server.api('POST', '/api/etablissements/bulk/delete-report', {
      ids: [college.id, free.id],
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      deletable: false,
      blockers: [
        {
          resource: 'classes',
          field: 'etablissement_id',
          count: 2,
          records: [
            { key: expect.any(String), label: '6e A' },
            { key: expect.any(String), label: '6e B' },
          ],
          message,
        },
      ],
    });
    expectRefusal(await server.api('DELETE', `/api/etablissements/${college.id}`), 409, message);
  });

  it('answers 404 for a record that does not exist', async () => {
    expectRefusal(
      await server.api('GET', '/api/themes/999999/delete-report'),
      404,
      'Enregistrement « 999999 » introuvable',
    );
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await server.api('GET', '/api/openapi.json')).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/themes/{key}/delete-report', '/api/themes/bulk/delete-report']),
    );
  });
});

describe('a delete in the journal', () => {
  it('journals every link it empties or removes under its batch, with before and after', async () => {
    const theme = await created('themes', { name: 'Thème journalisé', color: '#445566' });
    const tag = await created('hashtags', { label: 'journalise' });
    const a = await activity('Liée', { theme_id: theme.id, hashtags: [tag.label] });
    await server.api('DELETE', `/api/themes/${theme.id}`);
    await server.api('DELETE', '/api/hashtags/bulk', { ids: [tag.label] });
    const journal = (await server.api('GET', `/api/activities/${a.id}/history`)).json() as Rec[];
    const unlinks = journal.filter((entry) => entry.action === 'unlink');
    expect(unlinks.map((entry) => entry.changes)).toEqual([
      [{ field: 'hashtags', before: ['journalise'], after: [] }],
      [{ field: 'theme_id', before: theme.id, after: null }],
    ]);
    const themeDelete = ((await server.api('GET', `/api/themes/${theme.id}/history`)).json() as Rec[])[0];
    expect(themeDelete.action).toBe('delete');
    expect(themeDelete.batch_id).toEqual(expect.any(String));
    expect(unlinks[1].batch_id).toBe(themeDelete.batch_id);
  });
});
