/**
 * Nothing is lost or half-written when a request fails: every write is one transaction. A
 * database trigger makes the database fail in the middle of a write, after part of it has been done.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { refuseWrites } from './support/testDatabase';
import { createRecord } from './support/testServer';
import { serverOfTheseTests } from './support/serverOfTheseTests';
import { expectRefusal } from './support/refusals';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

let refusal: { allowWrites(): Promise<void> } | undefined;
afterEach(async () => {
  await refusal?.allowWrites();
  refusal = undefined;
});

const failMidway = async (
  table: string,
  event: 'INSERT' | 'UPDATE' | 'DELETE',
  condition: string,
  column?: string,
) => {
  refusal = await refuseWrites(server.app.db, { name: 'fail_midway', table, event, column, condition });
};

const created = (resource: string, body: Rec) => createRecord(server.api, resource, body);
const count = async (resource: string) =>
  Number((await server.api('GET', `/api/${resource}`)).headers['x-total-count']);

describe('a failure in the middle of a write', () => {
  it('leaves no record when its reference list cannot be written', async () => {
    await created('hashtags', { label: 'ok' });
    await created('hashtags', { label: 'boom' });
    await failMidway('activities__hashtags', 'INSERT', "NEW.value = 'boom'");
    const before = await count('activities');
    const response = await server.api('POST', '/api/activities', {
      title: 'Activité interrompue',
      type: 'quiz',
      language: 'fr',
      hashtags: ['ok', 'boom'],
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Erreur interne du serveur, veuillez réessayer' });
    expect(await count('activities')).toBe(before);
    expect((await server.api('GET', '/api/hashtags/ok')).json().usage_count).toBe(0);
  });

  it('leaves a record as it was when its update fails half-way', async () => {
    const activity = await created('activities', {
      title: 'Intacte',
      type: 'quiz',
      language: 'fr',
      hashtags: ['ok'],
    });
    await failMidway('activities__hashtags', 'INSERT', "NEW.value = 'boom'");
    const response = await server.api('PUT', `/api/activities/${activity.id}`, {
      ...activity,
      title: 'Modifiée',
      hashtags: ['boom'],
    });
    expect(response.statusCode).toBe(500);
    expect((await server.api('GET', `/api/activities/${activity.id}`)).json()).toEqual(activity);
  });

  it('deletes nothing when a bulk delete fails on one record', async () => {
    const themes = await Promise.all(
      ['Un', 'Deux', 'Trois'].map((name) => created('themes', { name, color: '#000000' })),
    );
    await failMidway('themes', 'DELETE', "OLD.name = 'Trois'");
    const response = await server.api('DELETE', '/api/themes/bulk', { ids: themes.map((t) => t.id) });
    expect(response.statusCode).toBe(500);
    for (const theme of themes)
      expect((await server.api('GET', `/api/themes/${theme.id}`)).statusCode).toBe(200);
  });

  it('changes nothing when a bulk toggle fails on one record', async () => {
    const themes = await Promise.all(
      ['Alpha', 'Bêta'].map((name) => created('themes', { name, color: '#000000' })),
    );
    await failMidway('themes', 'UPDATE', "OLD.name = 'Bêta'", 'active');
    const response = await server.api('PUT', '/api/themes/bulk/toggle-active', {
      ids: themes.map((t) => t.id),
      active: false,
    });
    expect(response.statusCode).toBe(500);
    for (const theme of themes)
      expect((await server.api('GET', `/api/themes/${theme.id}`)).json().active).toBe(true);
  });

  it('keeps the stored record when an edit is refused', async () => {
    const theme = await created('themes', { name: 'Refusée', color: '#000000' });
    const response = await server.api('PUT', `/api/themes/${theme.id}`, { name: '', color: 'rouge' });
    expectRefusal(response, 422, [
      { loc: ['body', 'name'], msg: 'Ce champ est obligatoire', type: 'missing' },
      { loc: ['body', 'color'], msg: 'Couleur invalide (format #RRGGBB)', type: 'value_error' },
    ]);
    expect((await server.api('GET', `/api/themes/${theme.id}`)).json()).toEqual(theme);
  });
});

describe('deleting a record others point to', () => {
  it('empties references to it and removes it from lists, in the same transaction', async () => {
    const theme = await created('themes', { name: 'Éphémère', color: '#000000' });
    await created('hashtags', { label: 'temporaire' });
    const activity = await created('activities', {
      title: 'Activité liée',
      type: 'quiz',
      language: 'fr',
      theme_id: theme.id,
      hashtags: ['ok', 'temporaire'],
    });
    expect((await server.api('DELETE', `/api/themes/${theme.id}`)).statusCode).toBe(200);
    expect((await server.api('DELETE', '/api/hashtags/temporaire')).statusCode).toBe(200);
    const after = (await server.api('GET', `/api/activities/${activity.id}`)).json();
    expect(after.theme_id).toBeNull();
    expect(after.hashtags).toEqual(['ok']);
    // The referencing record changed, so a form opened before the deletion is now stale.
    expect(after.updated_at > (activity.updated_at as string)).toBe(true);
  });

  it('refuses to delete a domain its templates require, and deletes it once they have moved', async () => {
    const domain = await created('satisfaction-template-domains', { name: 'Supprimé' });
    const other = await created('satisfaction-template-domains', { name: 'Refuge' });
    const template = await created('satisfaction-templates', {
      name: 'Rattaché',
      domain_id: domain.id,
      questions: [{ label: 'Q ?' }],
    });
    const refused = await server.api('DELETE', `/api/satisfaction-template-domains/${domain.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Suppression impossible : 1 enregistrement\(s\) de « .+ »/);
    expect((await server.api('GET', `/api/satisfaction-template-domains/${domain.id}`)).statusCode).toBe(200);

    const moved = await server.api('PUT', `/api/satisfaction-templates/${template.id}`, {
      domain_id: other.id,
      updated_at: template.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await server.api('DELETE', `/api/satisfaction-template-domains/${domain.id}`)).json()).toEqual({
      deleted: domain.id,
    });
  });

  it('deletes nothing in a bulk delete when one record is still required elsewhere', async () => {
    const free = await created('etablissements', {
      name: 'Collège libre',
      uai: '0750001A',
      type: 'college',
    });
    const busy = await created('etablissements', {
      name: 'Collège occupé',
      uai: '0750002B',
      type: 'college',
    });
    await created('classes', {
      name: '6e B',
      level: '6e',
      school_year: '2025-2026',
      etablissement_id: busy.id,
    });
    const refused = await server.api('DELETE', '/api/etablissements/bulk', { ids: [free.id, busy.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('1 enregistrement(s)');
    expect((await server.api('GET', `/api/etablissements/${free.id}`)).statusCode).toBe(200);
  });
});

describe('two writes at once', () => {
  it('keeps one of two edits made from the same version; the other is told the record changed', async () => {
    const theme = await created('themes', { name: 'Disputée', color: '#000000' });
    const edit = (position: number) =>
      server.api('PUT', `/api/themes/${theme.id}`, { position, updated_at: theme.updated_at });
    const answers = await Promise.all([edit(1), edit(2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((a) => a.statusCode === 200)?.json() as Rec;
    expect((await server.api('GET', `/api/themes/${theme.id}`)).json()).toEqual(kept);
  });

  it('creates one of two records given the same unique value; the other is a conflict', async () => {
    const create = () => server.api('POST', '/api/themes', { name: 'Jumelle', color: '#000000' });
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const list = await server.api('GET', '/api/themes?name=Jumelle');
    expect(list.headers['x-total-count']).toBe('1');
  });
});
