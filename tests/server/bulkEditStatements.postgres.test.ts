/**
 * On PostgreSQL every statement is a round trip: an edit reads its record once, locked, with its
 * reference lists, and its update gives back the record as written; what the record holds already
 * (a reference, a list sent as it is) is neither looked up nor written again; a bulk edit reads the records named once before
 * and once after, a few statements for them all, and writes each one with one statement. Run by
 * the server-postgres project only; what a bulk edit writes: bulkEdit.test.ts, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from './support/sentStatements';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('performance shape: the SQL a bulk edit sends on PostgreSQL', () => {
  it('reads the 30 themes it sets twice in all, not three times each', async () => {
    const ids: unknown[] = [];
    for (let n = 1; n <= 30; n += 1)
      ids.push((await createRecord(server.api, 'themes', { name: `Groupé ${n}`, color: '#101010' })).id);
    let answer: unknown;
    const sent = await statementsOf(async () => {
      const response = await server.api('PUT', '/api/themes/bulk/update', {
        ids,
        values: { color: '#abcdef' },
      });
      answer = response.json();
    });
    expect(answer).toEqual({ updated: 30 });
    const per = (start: string) => sent.filter((text) => text.toLowerCase().startsWith(start)).length;
    expect(per('update "themes"')).toBe(30);
    expect(sent.filter((text) => /^select .* from "themes"/is.test(text))).toHaveLength(2);
    expect(per('insert into "_history"')).toBe(1);
  });
});

describe('performance shape: the SQL an edit sends on PostgreSQL', () => {
  it('reads the record once, locked, and answers what its update gave back', async () => {
    const theme = await createRecord(server.api, 'themes', { name: 'Seul', color: '#101010' });
    let answer: unknown;
    const sent = await statementsOf(async () => {
      const response = await server.api('PUT', `/api/themes/${String(theme.id)}`, { color: '#fedcba' });
      expect(response.statusCode, response.body).toBe(200);
      answer = response.json();
    });
    expect(answer).toMatchObject({ id: theme.id, name: 'Seul', color: '#fedcba' });
    expect(sent.filter((text) => /^select .* from "themes"/is.test(text))).toHaveLength(1);
    expect(sent.filter((text) => /^update "themes"/i.test(text))).toHaveLength(1);
    expect(sent.filter((text) => /^insert into "_history"/i.test(text))).toHaveLength(1);
  });
});

describe('performance shape: the round trips of an edit on PostgreSQL', () => {
  it('reads the record with its reference lists: six round trips for an activity with two lists', async () => {
    const tag = await createRecord(server.api, 'hashtags', { label: 'allerretour' });
    const school = await createRecord(server.api, 'etablissements', {
      name: 'Collège des allers-retours',
      uai: '0750999Z',
      type: 'college',
    });
    const activity = await createRecord(server.api, 'activities', {
      title: 'Aller-retour',
      type: 'quiz',
      language: 'fr',
      hashtags: [tag.label],
      etablissements: [school.id],
    });
    let answer: unknown;
    const sent = await statementsOf(async () => {
      const response = await server.api('PUT', `/api/activities/${String(activity.id)}`, {
        duration_minutes: 42,
      });
      expect(response.statusCode, response.body).toBe(200);
      answer = response.json();
    });
    expect(answer).toMatchObject({
      id: activity.id,
      duration_minutes: 42,
      hashtags: [tag.label],
      etablissements: [school.id],
    });
    // No statement of its own for a link table: the lists come with the record's row.
    expect(sent.filter((text) => /^select "owner", "value" from/i.test(text))).toEqual([]);
    // The session, BEGIN, the locked read, the update (giving the record back), the journal, COMMIT.
    expect(sent).toHaveLength(6);
  });

  it('sends a whole record as the edit form does in as many: what it holds already is not looked up or written again', async () => {
    const tags = [
      await createRecord(server.api, 'hashtags', { label: 'entier' }),
      await createRecord(server.api, 'hashtags', { label: 'complet' }),
    ];
    const school = await createRecord(server.api, 'etablissements', {
      name: 'Collège des fiches entières',
      uai: '0750998Y',
      type: 'college',
    });
    const theme = await createRecord(server.api, 'themes', { name: 'Entier', color: '#202020' });
    const activity = await createRecord(server.api, 'activities', {
      title: 'Fiche entière',
      type: 'quiz',
      language: 'fr',
      theme_id: theme.id,
      hashtags: [tags[0].label],
      etablissements: [school.id],
    });
    const edit = async (changes: Record<string, unknown>) => {
      const current = (await server.api('GET', `/api/activities/${String(activity.id)}`)).json() as object;
      let answer: unknown;
      const sent = await statementsOf(async () => {
        const response = await server.api('PUT', `/api/activities/${String(activity.id)}`, {
          ...current,
          ...changes,
        });
        expect(response.statusCode, response.body).toBe(200);
        answer = response.json();
      });
      return { sent, answer };
    };

    const same = await edit({ duration_minutes: 50 });
    expect(same.answer).toMatchObject({
      duration_minutes: 50,
      theme_id: theme.id,
      hashtags: [tags[0].label],
      etablissements: [school.id],
    });
    expect(same.sent).toHaveLength(6);

    // A list changed is looked up and written; the other list and the theme are not.
    const changed = await edit({ hashtags: [tags[1].label, tags[0].label] });
    expect(changed.answer).toMatchObject({
      hashtags: [tags[1].label, tags[0].label],
      etablissements: [school.id],
    });
    const touching = (table: string) => changed.sent.filter((text) => text.includes(`"${table}"`));
    expect(touching('hashtags')).toHaveLength(1);
    expect(touching('activities__hashtags').filter((text) => !/^select|^update/i.test(text))).toHaveLength(2);
    expect(touching('themes')).toEqual([]);
    expect(touching('etablissements')).toEqual([]);
    expect(touching('activities__etablissements').filter((text) => !/^select|^update/i.test(text))).toEqual(
      [],
    );

    // An unknown key sent is refused as before, and nothing is written.
    const refused = await server.api('PUT', `/api/activities/${String(activity.id)}`, {
      ...((await server.api('GET', `/api/activities/${String(activity.id)}`)).json() as object),
      etablissements: [school.id, 999_999],
    });
    expect(refused.statusCode).toBe(422);
  });
});
