/**
 * The list call on the demo data: paging, sorting, search, filters and their errors, on either
 * engine. SQLite's query plans: listPlans.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

type Rec = Record<string, unknown>;
let server: TestServer;
let all: Rec[];

const list = async (query: string) => {
  const response = await server.api('GET', `/api/activities?${query}`);
  return {
    status: response.statusCode,
    total: Number(response.headers['x-total-count']),
    body: response.json(),
  };
};

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  all = (await list('limit=1000')).body as Rec[];
});

afterAll(async () => {
  await server.close();
});

describe('paging', () => {
  it('gives 25 records by default and the total in X-Total-Count', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(25);
    expect(first.total).toBe(all.length);
    expect(all.length).toBeGreaterThan(100);
  });

  it('pages through the records without gaps or repeats', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) => list(`sort=difficulty&order=asc&skip=${page * 40}&limit=40`)),
    );
    const keys = pages.flatMap((page) => (page.body as Rec[]).map((r) => r.id));
    expect(new Set(keys).size).toBe(120);
    const whole = (await list('sort=difficulty&order=asc&limit=120')).body as Rec[];
    expect(keys).toEqual(whole.map((r) => r.id));
  });

  it('returns an empty page past the end', async () => {
    const past = await list(`skip=${all.length + 10}`);
    expect(past.body).toEqual([]);
    expect(past.total).toBe(all.length);
    expect((await list('skip=9007199254740991')).body).toEqual([]);
  });

  it.each([
    ['skip=-1', 'skip', 'Le décalage doit être un entier positif ou nul'],
    ['skip=99999999999999999999', 'skip', 'Le décalage doit être un entier positif ou nul'],
    ['skip=abc', 'skip', 'Ce paramètre doit être un nombre entier'],
    ['limit=0', 'limit', 'Le nombre de résultats doit être compris entre 1 et 1000'],
    ['limit=1001', 'limit', 'Le nombre de résultats doit être compris entre 1 et 1000'],
    ['limit=-5', 'limit', 'Le nombre de résultats doit être compris entre 1 et 1000'],
    ['limit=2.5', 'limit', 'Ce paramètre doit être un nombre entier'],
    ['limit=1&limit=2', 'limit', 'Ce paramètre ne peut être donné qu’une fois'],
  ])('refuses %s with 422', async (query, parameter, message) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { loc: ['query', parameter], msg: message, type: expect.any(String) },
    ]);
  });
});

describe('sorting', () => {
  const ordered = (values: unknown[], order: 'asc' | 'desc') =>
    values.every(
      (v, i) =>
        i === 0 ||
        (order === 'asc' ? String(values[i - 1]) <= String(v) : String(values[i - 1]) >= String(v)),
    );

  it('sorts by a declared field in both orders', async () => {
    const asc = (await list('sort=duration_minutes&order=asc&limit=1000')).body as Rec[];
    const desc = (await list('sort=duration_minutes&order=DESC&limit=1000')).body as Rec[];
    const numbers = (rows: Rec[]) => rows.map((r) => r.duration_minutes as number);
    expect(numbers(asc)).toEqual([...numbers(asc)].sort((a, b) => a - b));
    expect(numbers(desc)).toEqual([...numbers(desc)].sort((a, b) => b - a));
    const byDate = (await list('sort=updated_at&order=desc&limit=50')).body as Rec[];
    expect(
      ordered(
        byDate.map((r) => r.updated_at),
        'desc',
      ),
    ).toBe(true);
  });

  it('uses the declaration default sort (activities: most recently updated first)', async () => {
    const rows = (await list('limit=50')).body as Rec[];
    expect(
      ordered(
        rows.map((r) => r.updated_at),
        'desc',
      ),
    ).toBe(true);
  });

  it('sorts by a computed count', async () => {
    const response = await server.api('GET', '/api/hashtags?sort=usage_count&order=desc&limit=100');
    const counts = (response.json() as Rec[]).map((r) => r.usage_count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it.each([
    ['sort=nope', 'sort', 'Tri impossible sur le champ « nope »'],
    ['sort=description', 'sort', 'Tri impossible sur le champ « description »'],
    [
      'sort=title;DROP TABLE activities',
      'sort',
      'Tri impossible sur le champ « title;DROP TABLE activities »',
    ],
    ['sort=title&order=sideways', 'order', 'L’ordre de tri doit valoir asc ou desc'],
  ])('refuses %s with 422', async (query, parameter, message) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([{ loc: ['query', parameter], msg: message, type: 'value_error' }]);
  });
});

describe('filters and search', () => {
  it('filters on a field, and a repeated key means any of the values', async () => {
    const quiz = await list('type=quiz&limit=1000');
    expect(quiz.total).toBe(all.filter((r) => r.type === 'quiz').length);
    expect((quiz.body as Rec[]).every((r) => r.type === 'quiz')).toBe(true);
    const either = await list('type=quiz&type=video&limit=1000');
    expect(either.total).toBe(all.filter((r) => r.type === 'quiz' || r.type === 'video').length);
    const combined = await list('type=quiz&difficulty=3&active=true&limit=1000');
    expect(combined.total).toBe(
      all.filter((r) => r.type === 'quiz' && r.difficulty === 3 && r.active === true).length,
    );
    expect((await list('active=false&limit=1000')).total).toBe(all.filter((r) => r.active === false).length);
  });

  it('filters on a reference list: records whose list holds the value', async () => {
    const tag = (all.find((r) => (r.hashtags as string[]).length > 0)?.hashtags as string[])[0];
    const tagged = await list(`hashtags=${encodeURIComponent(tag)}&limit=1000`);
    expect(tagged.total).toBe(all.filter((r) => (r.hashtags as string[]).includes(tag)).length);
    expect(tagged.total).toBeGreaterThan(0);
    const hashtag = (await server.api('GET', `/api/hashtags/${encodeURIComponent(tag)}`)).json();
    expect(hashtag.usage_count).toBe(tagged.total);
  });

  it('searches the declared text fields, case-insensitively', async () => {
    const found = await list('q=FRACTIONS&limit=1000');
    const expected = all.filter((r) => `${r.title} ${r.description}`.toLowerCase().includes('fractions'));
    expect(found.total).toBe(expected.length);
    expect(found.total).toBeGreaterThan(0);
  });

  it('finds what LIKE would find for short, quoted and mid-word searches', async () => {
    for (const q of ['ac', 'ract', 'Éva', '"quiz"', 'l’am', 'la fr']) {
      const needle = q.toLowerCase();
      const expected = all.filter((r) =>
        [r.title, r.description].some((v) =>
          String(v ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      );
      expect((await list(`q=${encodeURIComponent(q)}&limit=1000`)).total, q).toBe(expected.length);
    }
  });

  it('keeps the search in step with creates, edits and deletes', async () => {
    const create = await server.api('POST', '/api/activities', {
      title: 'Zythologie appliquée',
      type: 'quiz',
      language: 'fr',
    });
    const record = create.json() as Rec;
    expect((await list('q=zytholog')).total).toBe(1);
    const edit = await server.api('PUT', `/api/activities/${record.id}`, {
      title: 'Œnologie appliquée',
      updated_at: record.updated_at,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await list('q=zytholog')).total).toBe(0);
    expect((await list('q=nologie appli')).total).toBe(1);
    await server.api('DELETE', `/api/activities/${record.id}`);
    expect((await list('q=nologie appli')).total).toBe(0);
  });

  it('treats SQL in a search string as text', async () => {
    for (const q of ["' OR 1=1 --", "x'; DROP TABLE activities; --", '%', '_', '\\']) {
      const response = await list(`q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      expect(response.total).toBe(0);
    }
    expect((await list('limit=1')).total).toBe(all.length);
  });

  it.each([
    ['unknown=1', 'unknown', 'Filtre impossible sur le champ « unknown »'],
    ['description=x', 'description', 'Filtre impossible sur le champ « description »'],
    ['difficulty=hard', 'difficulty', 'Valeur de filtre invalide pour le champ « difficulty »'],
    ['active=peut-être', 'active', 'Valeur de filtre invalide pour le champ « active »'],
    ['theme_id=1 OR 1=1', 'theme_id', 'Valeur de filtre invalide pour le champ « theme_id »'],
  ])('refuses the filter %s with 422', async (query, parameter, message) => {
    const response = await list(query);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([{ loc: ['query', parameter], msg: message, type: 'value_error' }]);
  });
});
