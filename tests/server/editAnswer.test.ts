/**
 * What an edit answers is the record as a read gives it: its update gives the record back
 * (RETURNING) with its computed counts and reference lists, and a read follows only when the edit
 * wrote lists. On both engines (the server-postgres project runs this file too).
 */
import { describe, expect, it } from 'vitest';
import { createRecord } from './support/testServer';
import { serverOfTheseTests } from './support/serverOfTheseTests';

type Rec = Record<string, unknown>;
const server = serverOfTheseTests();

async function edit(path: string, body: Rec): Promise<Rec> {
  const response = await server.api('PUT', path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Rec;
}

const read = async (path: string) => (await server.api('GET', path)).json() as Rec;

/** An activity with these new hashtags, in this order; its path. */
async function taggedActivity(title: string, labels: string[]): Promise<string> {
  for (const label of labels) await createRecord(server.api, 'hashtags', { label });
  const activity = await createRecord(server.api, 'activities', {
    title,
    type: 'quiz',
    language: 'fr',
    hashtags: labels,
  });
  return `/api/activities/${String(activity.id)}`;
}

describe('the answer of an edit', () => {
  it('is the record as a read gives it, its count and its lists included, when the edit names neither', async () => {
    const path = await taggedActivity('Réponse', ['retour', 'reponse']);
    const tag = await edit('/api/hashtags/reponse', { description: 'Décrite' });
    expect(tag).toMatchObject({ label: 'reponse', description: 'Décrite', usage_count: 1 });
    expect(await read('/api/hashtags/reponse')).toEqual(tag);
    const edited = await edit(path, { duration_minutes: 12 });
    expect(edited).toMatchObject({ duration_minutes: 12, hashtags: ['retour', 'reponse'] });
    expect(await read(path)).toEqual(edited);
  });

  it('shows the lists the edit wrote, in their new order', async () => {
    const path = await taggedActivity('Réordonnée', ['avant', 'apres']);
    const edited = await edit(path, { hashtags: ['apres', 'avant'] });
    expect(edited.hashtags).toEqual(['apres', 'avant']);
    expect(await read(path)).toEqual(edited);
  });
});
