/**
 * The list path below the HTTP route, on a real database the server's own schema sync made: the
 * parameters a browser sends, read by parseListQuery (server/lists/listQuery.ts), then the page
 * and total the area's reader gives (readerForEngine.ts). No app is started, so these run in a
 * second or two (fast enough for mutation testing); the route itself is tested in listQuery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { parseListQuery, type RawQuery } from '../../../server/lists/listQuery';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();
let areas: DeclaredStores;
/** Activity titles by key, to name the rows of a page. */
const titles = new Map<unknown, string>();

const store = (name: string) => areas.store(name);

/** The page a list call answers and its total, as the route reads them. */
async function list(
  area: string,
  query: RawQuery,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  await (ready ??= prepare());
  const model = areas.model(area);
  const { sortSql } = store(area);
  const page = await listReaderFor(database(), model, sortSql).read(
    parseListQuery(model, query, sortSql, database().engine),
  );
  return { rows: page.rows, total: page.total };
}

async function activityTitles(query: RawQuery): Promise<string[]> {
  return (await list('activities', query)).rows.map((row) => titles.get(row.id) as string);
}

interface Activity {
  title: string;
  description?: string;
  difficulty?: number;
  duration_minutes?: number;
  active?: boolean;
  hashtags?: string[];
}

const ACTIVITIES: Activity[] = [
  { title: 'Zèbre des savanes', difficulty: 2, duration_minutes: 30, hashtags: ['nature'] },
  {
    title: 'éducation physique',
    difficulty: 1,
    duration_minutes: 45,
    description: 'Course et écologie du corps',
  },
  { title: 'Dessin libre', difficulty: 3, duration_minutes: 30, active: false, hashtags: ['arts', 'nature'] },
  { title: 'Eau et climat', difficulty: 2, duration_minutes: 60, description: 'Cycle de l’eau, écosystèmes' },
  { title: 'débat mouvant', difficulty: 1, duration_minutes: 20, hashtags: ['arts'] },
  { title: '100 % réussite', difficulty: 2, duration_minutes: 15 },
  { title: 'Le "grand" jeu_de_piste', difficulty: 3, duration_minutes: 90 },
];

/**
 * The schema and the records, made by the first test that reads the list rather than in a
 * beforeAll: a mutant that breaks the schema sync then fails the tests (Stryker counts a failed
 * hook as no failure at all, and the sync's code as reached by no test).
 */
let ready: Promise<void> | undefined;

async function prepare(): Promise<void> {
  areas = await declaredStores(database());
  for (const label of ['arts', 'nature', 'musique'])
    await store('hashtags').insert({ columns: { label, active: true }, lists: {} });
  for (const activity of ACTIVITIES) {
    const { hashtags = [], ...columns } = activity;
    const key = await store('activities').insert({
      columns: { type: 'quiz', language: 'fr', active: true, ...columns },
      lists: { hashtags, etablissements: [] },
    });
    titles.set(key, activity.title);
  }
}

describe('a list sorted on a text people type', () => {
  it('follows a French dictionary: accents and case do not separate the words', async () => {
    expect(await activityTitles({ sort: 'title', order: 'asc', q: undefined, limit: '5' })).toEqual([
      '100 % réussite',
      'débat mouvant',
      'Dessin libre',
      'Eau et climat',
      'éducation physique',
    ]);
  });

  it('in the other direction, the same words reversed', async () => {
    expect(await activityTitles({ sort: 'title', order: 'desc', limit: '3' })).toEqual([
      'Zèbre des savanes',
      'Le "grand" jeu_de_piste',
      'éducation physique',
    ]);
  });
});

describe('a list sorted on a value that repeats', () => {
  it('keeps equal values in the order they were written, and pages through each record once', async () => {
    const pages: string[] = [];
    for (let skip = 0; skip < ACTIVITIES.length; skip += 2)
      pages.push(...(await activityTitles({ sort: 'difficulty', skip: String(skip), limit: '2' })));
    expect(pages).toEqual([
      'éducation physique',
      'débat mouvant',
      'Zèbre des savanes',
      'Eau et climat',
      '100 % réussite',
      'Dessin libre',
      'Le "grand" jeu_de_piste',
    ]);
  });

  it('descending, the ties reversed too', async () => {
    expect(await activityTitles({ sort: 'difficulty', order: 'desc', limit: '4' })).toEqual([
      'Le "grand" jeu_de_piste',
      'Dessin libre',
      '100 % réussite',
      'Eau et climat',
    ]);
  });

  it('sorted on the key, in key order', async () => {
    const forwards = await activityTitles({ sort: 'id' });
    expect(forwards).toEqual(ACTIVITIES.map((activity) => activity.title));
    expect(await activityTitles({ sort: 'id', order: 'desc' })).toEqual([...forwards].reverse());
  });

  it('without a sort, the area’s default order (activities: the latest changed first)', async () => {
    expect(await activityTitles({ limit: '2' })).toEqual(['Le "grand" jeu_de_piste', '100 % réussite']);
  });

  it('sorted on a computed count (hashtags by the activities that use them)', async () => {
    // « arts » and « nature » are used twice each: the one written first comes first ascending.
    const { rows } = await list('hashtags', { sort: 'usage_count', order: 'desc' });
    expect(rows.map((row) => row.label)).toEqual(['nature', 'arts', 'musique']);
    const ascending = await list('hashtags', { sort: 'usage_count' });
    expect(ascending.rows.map((row) => row.label)).toEqual(['musique', 'arts', 'nature']);
  });
});

describe('a page of the list', () => {
  it('starts at `skip` and holds at most `limit` records; the total counts them all', async () => {
    const page = await list('activities', { sort: 'id', skip: '2', limit: '3' });
    expect(page.rows.map((row) => titles.get(row.id))).toEqual([
      'Dessin libre',
      'Eau et climat',
      'débat mouvant',
    ]);
    expect(page.total).toBe(ACTIVITIES.length);
  });

  it(`holds ${DEFAULT_LIST_LIMIT} records when no limit is asked for`, async () => {
    expect((await list('activities', {})).rows).toHaveLength(ACTIVITIES.length);
    const model = areas.model('activities');
    expect(parseListQuery(model, {}, new Map(), database().engine).limit).toBe(DEFAULT_LIST_LIMIT);
  });
});

describe('filters', () => {
  it('on a value: the records holding it, and the total of those', async () => {
    const page = await list('activities', { duration_minutes: '30', sort: 'id' });
    expect(page.rows.map((row) => titles.get(row.id))).toEqual(['Zèbre des savanes', 'Dessin libre']);
    expect(page.total).toBe(2);
  });

  it('on several values of one field: the records holding any of them', async () => {
    expect(await activityTitles({ duration_minutes: ['20', '60'], sort: 'id' })).toEqual([
      'Eau et climat',
      'débat mouvant',
    ]);
  });

  it('on a yes/no field, written true, false, 1 or 0', async () => {
    expect(await activityTitles({ active: 'false' })).toEqual(['Dessin libre']);
    expect(await activityTitles({ active: '0' })).toEqual(['Dessin libre']);
    expect(await activityTitles({ active: 'true' })).toHaveLength(ACTIVITIES.length - 1);
    expect(await activityTitles({ active: '1' })).not.toContain('Dessin libre');
  });

  it('on a reference list: the records whose list holds one of the values', async () => {
    expect(await activityTitles({ hashtags: 'nature', sort: 'id' })).toEqual([
      'Zèbre des savanes',
      'Dessin libre',
    ]);
    expect(await activityTitles({ hashtags: ['arts', 'musique'], sort: 'id' })).toEqual([
      'Dessin libre',
      'débat mouvant',
    ]);
  });

  it('on the key, by the keys asked for', async () => {
    const keys = [...titles.keys()];
    expect(await activityTitles({ id: [String(keys[1]), String(keys[3])], sort: 'id' })).toEqual([
      'éducation physique',
      'Eau et climat',
    ]);
  });

  it('bounds, both included', async () => {
    expect(await activityTitles({ duration_minutes_gte: '45', sort: 'id' })).toEqual([
      'éducation physique',
      'Eau et climat',
      'Le "grand" jeu_de_piste',
    ]);
    expect(await activityTitles({ duration_minutes_lte: '20', difficulty_gte: '2', sort: 'id' })).toEqual([
      '100 % réussite',
    ]);
  });

  it('empty or not: a text field, a reference list', async () => {
    expect(await activityTitles({ description_empty: 'false', sort: 'id' })).toEqual([
      'éducation physique',
      'Eau et climat',
    ]);
    expect(await activityTitles({ description_empty: 'true', sort: 'id' })).toHaveLength(
      ACTIVITIES.length - 2,
    );
    expect(await activityTitles({ hashtags_empty: 'false', sort: 'id' })).toEqual([
      'Zèbre des savanes',
      'Dessin libre',
      'débat mouvant',
    ]);
    expect(await activityTitles({ hashtags_empty: 'true', sort: 'id' })).toEqual([
      'éducation physique',
      'Eau et climat',
      '100 % réussite',
      'Le "grand" jeu_de_piste',
    ]);
  });
});

describe('the search `q`', () => {
  it('finds the words without their case or accents, in every searched field', async () => {
    expect(await activityTitles({ q: 'ÉCO', sort: 'id' })).toEqual(['éducation physique', 'Eau et climat']);
    expect(await activityTitles({ q: 'savane', sort: 'id' })).toEqual(['Zèbre des savanes']);
  });

  it('below three characters too', async () => {
    expect(await activityTitles({ q: 'Éc', sort: 'id' })).toEqual(['éducation physique', 'Eau et climat']);
    expect(await activityTitles({ q: 'zè' })).toEqual(['Zèbre des savanes']);
  });

  it('reads %, _ and quotes as themselves', async () => {
    expect(await activityTitles({ q: '%' })).toEqual(['100 % réussite']);
    expect(await activityTitles({ q: '0 %' })).toEqual(['100 % réussite']);
    expect(await activityTitles({ q: '_' })).toEqual(['Le "grand" jeu_de_piste']);
    expect(await activityTitles({ q: 'u_d' })).toEqual(['Le "grand" jeu_de_piste']);
    expect(await activityTitles({ q: '"grand"' })).toEqual(['Le "grand" jeu_de_piste']);
    expect(await activityTitles({ q: '"' })).toEqual(['Le "grand" jeu_de_piste']);
  });

  it('with a filter, the records meeting both', async () => {
    const page = await list('activities', { q: 'eau', difficulty: '2' });
    expect(page.rows.map((row) => titles.get(row.id))).toEqual(['Eau et climat']);
    expect(page.total).toBe(1);
  });
});
