/**
 * A list sorted on text gives the order French readers expect, on both engines alike: accents and
 * case do not separate words ("débat" before "dessin", "Éducation physique" among the E, not after
 * "Z"), spaces and punctuation are passed over as in a dictionary, and words that differ only by
 * case keep the key's order, both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

const TITLES = [
  'Zoologie',
  'dessin',
  'Éducation physique',
  'débat',
  'Atelier',
  'éclipse',
  'Echecs',
  'Dessin',
  'Le cycle de l’eau',
  'Lecture',
];
const FRENCH_ORDER = [
  'Atelier',
  'débat',
  'dessin',
  'Dessin',
  'Echecs',
  'éclipse',
  'Éducation physique',
  // "lecture" before "lecycledeleau": the space and the apostrophe do not count.
  'Lecture',
  'Le cycle de l’eau',
  'Zoologie',
];

beforeAll(async () => {
  server = await startTestServer();
  for (const title of TITLES)
    await createRecord(server.api, 'activities', { title, type: 'quiz', language: 'fr' });
});

afterAll(async () => {
  await server.close();
});

async function titles(query: string): Promise<string[]> {
  const response = await server.api('GET', `/api/activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { title: string }[]).map((record) => record.title);
}

describe('lists sorted on text', () => {
  it('sort accent- and case-insensitively, as in French', async () => {
    expect(await titles('sort=title&order=asc')).toEqual(FRENCH_ORDER);
  });

  it('give the same order backwards, ties included', async () => {
    expect(await titles('sort=title&order=desc')).toEqual([
      'Zoologie',
      'Le cycle de l’eau',
      'Lecture',
      'Éducation physique',
      'éclipse',
      'Echecs',
      'Dessin',
      'dessin',
      'débat',
      'Atelier',
    ]);
  });

  it('page through that order without losing or repeating a record', async () => {
    const pages = [];
    for (let skip = 0; skip < TITLES.length; skip += 3)
      pages.push(...(await titles(`sort=title&order=asc&skip=${skip}&limit=3`)));
    expect(pages).toEqual(FRENCH_ORDER);
  });
});
