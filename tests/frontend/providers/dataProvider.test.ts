import { http, HttpResponse } from 'msw';
import type { SortPayload } from 'react-admin';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import hashtags from '../../../resources/hashtags';
import users from '../../../resources/users';
import { defineResource } from '../../../resources/kit/defineResource';
import { createDataProvider } from '../../../src/providers/data/dataProvider';
import { onUnauthorized } from '../../../src/providers/http/httpClient';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';

const themes = defineResource({
  name: 'themes',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'rank', kind: 'integer' },
    { name: 'tags', kind: 'referenceList', target: 'hashtags' },
    { name: 'active', kind: 'boolean' },
  ],
});

const dataProvider = createDataProvider([hashtags, users, themes]);

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

function answer(method: 'get' | 'post' | 'put' | 'delete', path: string, reply: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        body: text ? JSON.parse(text) : undefined,
      });
      return reply();
    }),
  );
  return seen;
}

const params = (url: URL) => [...url.searchParams.entries()];

const themeRows = [
  { id: 1, name: 'Été', rank: 3, tags: ['eau'], active: true },
  { id: 2, name: 'automne', rank: 1, tags: ['feu', 'air'], active: false },
  { id: 3, name: 'Hiver', rank: 2, tags: [], active: true },
  { id: 4, name: 'printemps', rank: 10, tags: ['air'], active: true },
];

describe('dataProvider.getList with our server (X-Total-Count present)', () => {
  it('asks for skip, limit, sort, order, q and one parameter per filter', async () => {
    const seen = answer('get', '*/api/users', () =>
      HttpResponse.json([{ id: 7, last_name: 'Durand' }], { headers: { 'X-Total-Count': '41' } }),
    );
    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'last_name', order: 'DESC' },
      filter: { q: ' dur ', role: 'teacher', classes: [4, 5], etablissement_id: '', active: null },
    });
    expect(params(seen[0].url)).toEqual([
      ['skip', '40'],
      ['limit', '20'],
      ['sort', 'last_name'],
      ['order', 'desc'],
      ['q', 'dur'],
      ['role', 'teacher'],
      ['classes', '4'],
      ['classes', '5'],
    ]);
    // The server already paged: its answer and its total are used as they are.
    expect(result).toEqual({ data: [{ id: 7, last_name: 'Durand' }], total: 41 });
  });

  it('turns a non-array answer into an empty list instead of failing', async () => {
    answer('get', '*/api/users', () =>
      HttpResponse.json({ items: 'oops' }, { headers: { 'X-Total-Count': '3' } }),
    );
    const withHeader = await dataProvider.getList('users', { pagination: { page: 1, perPage: 10 } });
    expect(withHeader.data).toEqual([]);
    answer('get', '*/api/users', () => HttpResponse.json({ detail: 'pas une liste' }));
    const plain = await dataProvider.getList('users', { pagination: { page: 1, perPage: 10 } });
    expect(plain).toEqual({ data: [], total: 0 });
  });
});

describe('dataProvider.getList with an estimated total (X-Total-Count-Estimated)', () => {
  const estimated = (rows: unknown[]) => () =>
    HttpResponse.json(rows, { headers: { 'X-Total-Count': '72003', 'X-Total-Count-Estimated': 'true' } });

  it('gives no total but the estimate in meta, and a next page while the page is full', async () => {
    answer('get', '*/api/users', estimated([{ id: 7 }, { id: 8 }]));
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [{ id: 7 }, { id: 8 }],
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { estimatedTotal: 72003 },
    });
  });

  it('says a short page is the last one', async () => {
    answer('get', '*/api/users', estimated([{ id: 9 }]));
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
    expect(result.total).toBeUndefined();
  });
});

describe('dataProvider.getList with a back end that answers plain arrays (no X-Total-Count)', () => {
  const list = (
    filter: Record<string, unknown>,
    sort: SortPayload = { field: 'id', order: 'ASC' },
    page = 1,
    perPage = 10,
  ) => dataProvider.getList('themes', { pagination: { page, perPage }, sort, filter });

  it('pages in the browser and counts the whole set', async () => {
    answer('get', '*/api/themes', () => HttpResponse.json(themeRows));
    const result = await list({}, { field: 'id', order: 'ASC' }, 2, 3);
    expect(result.total).toBe(4);
    expect(result.data.map((r) => r.id)).toEqual([4]);
  });

  it('sorts in the browser, numbers by value and text without regard to case or accents', async () => {
    answer('get', '*/api/themes', () => HttpResponse.json(themeRows));
    const byRank = await list({}, { field: 'rank', order: 'DESC' });
    expect(byRank.data.map((r) => r.rank)).toEqual([10, 3, 2, 1]);
    const byName = await list({}, { field: 'name', order: 'ASC' });
    expect(byName.data.map((r) => r.name)).toEqual(['automne', 'Été', 'Hiver', 'printemps']);
  });

  it('filters in the browser: search, equality, any-of and list membership', async () => {
    answer('get', '*/api/themes', () => HttpResponse.json(themeRows));
    expect((await list({ q: 'ete' })).data.map((r) => r.id)).toEqual([1]);
    expect((await list({ active: false })).data.map((r) => r.id)).toEqual([2]);
    expect((await list({ active: 'true' })).data.map((r) => r.id)).toEqual([1, 3, 4]);
    expect((await list({ rank: [1, 2] })).data.map((r) => r.id)).toEqual([2, 3]);
    const withTag = await list({ tags: 'air' });
    expect(withTag).toMatchObject({ total: 2 });
    expect(withTag.data.map((r) => r.id)).toEqual([2, 4]);
  });
});

describe('hashtags are keyed by label (spec 2)', () => {
  it('gives each hashtag id = label, so its edit route is /hashtags/{label}/edit', async () => {
    const seen = answer('get', '*/api/hashtags', () =>
      HttpResponse.json([{ label: 'eau', description: '' }], { headers: { 'X-Total-Count': '1' } }),
    );
    const result = await dataProvider.getList('hashtags', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ id: 'eau', label: 'eau', description: '' }]);
    // react-admin's default sort on `id` is the label for the server.
    expect(seen[0].url.searchParams.get('sort')).toBe('label');
  });

  it('reads and updates a hashtag by its label, without sending the added id', async () => {
    answer('get', '*/api/hashtags/:label', () => HttpResponse.json({ label: 'été', active: true }));
    const one = await dataProvider.getOne('hashtags', { id: 'été' });
    expect(one.data).toEqual({ id: 'été', label: 'été', active: true });

    const seen = answer('put', '*/api/hashtags/:label', () =>
      HttpResponse.json({ label: 'été', active: false, updated_at: '2025-01-02T00:00:00Z' }),
    );
    const updated = await dataProvider.update('hashtags', {
      id: 'été',
      data: { id: 'été', label: 'été', active: false, updated_at: '2025-01-01T00:00:00Z' },
      previousData: { id: 'été', label: 'été', active: true },
    });
    expect(seen[0].url.pathname).toBe(`/api/hashtags/${encodeURIComponent('été')}`);
    expect(seen[0].body).toEqual({ label: 'été', active: false, updated_at: '2025-01-01T00:00:00Z' });
    expect(updated.data).toMatchObject({ id: 'été', active: false });
  });

  it('creates a hashtag and returns it with id = label', async () => {
    const seen = answer('post', '*/api/hashtags', () =>
      HttpResponse.json({ label: 'feu', active: true }, { status: 201 }),
    );
    const created = await dataProvider.create('hashtags', { data: { label: 'feu' } });
    expect(seen[0].body).toEqual({ label: 'feu' });
    expect(created.data).toEqual({ id: 'feu', label: 'feu', active: true });
  });
});

describe('dataProvider writes', () => {
  it('creates and updates by id with the record as body', async () => {
    const posted = answer('post', '*/api/themes', () =>
      HttpResponse.json({ id: 9, name: 'Air' }, { status: 201 }),
    );
    const created = await dataProvider.create('themes', { data: { name: 'Air' } });
    expect(posted[0].body).toEqual({ name: 'Air' });
    expect(created.data).toEqual({ id: 9, name: 'Air' });

    const put = answer('put', '*/api/themes/:id', () => HttpResponse.json({ id: 9, name: 'Vent' }));
    const updated = await dataProvider.update('themes', {
      id: 9,
      data: { id: 9, name: 'Vent' },
      previousData: { id: 9, name: 'Air' },
    });
    expect(put[0].url.pathname).toBe('/api/themes/9');
    expect(updated.data).toEqual({ id: 9, name: 'Vent' });
  });

  it('deletes one record by id and many with one DELETE /bulk call', async () => {
    const one = answer('delete', '*/api/themes/:id', () => HttpResponse.json({ deleted: 2 }));
    const deleted = await dataProvider.delete('themes', { id: 2, previousData: { id: 2, name: 'x' } });
    expect(one[0].url.pathname).toBe('/api/themes/2');
    expect(deleted.data).toEqual({ id: 2, name: 'x' });

    const bulk = answer('delete', '*/api/themes/bulk', () => HttpResponse.json({ deleted: 3 }));
    const many = await dataProvider.deleteMany('themes', { ids: [1, 3, 4] });
    expect(bulk).toHaveLength(1);
    expect(bulk[0].body).toEqual({ ids: [1, 3, 4] });
    expect(many.data).toEqual([1, 3, 4]);
  });

  it('toggles active in bulk with PUT /bulk/toggle-active', async () => {
    const seen = answer('put', '*/api/themes/bulk/toggle-active', () => HttpResponse.json({ updated: 2 }));
    const result = await dataProvider.toggleActive('themes', { ids: [1, 3], active: false });
    expect(seen[0].body).toEqual({ ids: [1, 3], active: false });
    expect(result).toEqual({ data: [1, 3] });
  });

  it('sends an updateMany of the active flag alone through the bulk toggle', async () => {
    const seen = answer('put', '*/api/themes/bulk/toggle-active', () => HttpResponse.json({ updated: 2 }));
    const result = await dataProvider.updateMany('themes', { ids: [2, 4], data: { active: true } });
    expect(seen[0].body).toEqual({ ids: [2, 4], active: true });
    expect(result.data).toEqual([2, 4]);
  });

  it('sends any other updateMany as one bulk edit call', async () => {
    const seen = answer('put', '*/api/themes/bulk/update', () => HttpResponse.json({ updated: 2 }));
    const result = await dataProvider.updateMany('themes', { ids: [2, 4], data: { rank: 5 } });
    expect(seen.map((request) => request.body)).toEqual([{ ids: [2, 4], values: { rank: 5 } }]);
    expect(result.data).toEqual([2, 4]);
  });

  it('names the bulk edit route’s field errors as the values sent', async () => {
    answer('put', '*/api/themes/bulk/update', () =>
      HttpResponse.json(
        { detail: [{ loc: ['body', 'values', 'rank'], msg: 'Trop grand', type: 'value_error' }] },
        { status: 422 },
      ),
    );
    const error = await dataProvider
      .updateMany('themes', { ids: [2], data: { rank: 500 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).message).toBe('Trop grand');
    expect((error as HttpError).body.errors).toEqual({ rank: 'Trop grand' });
  });

  for (const status of [404, 405]) {
    it(`applies updateMany record by record on the record as read when the bulk route answers ${status}`, async () => {
      answer('put', '*/api/themes/bulk/update', () =>
        HttpResponse.json({ detail: 'Introuvable' }, { status }),
      );
      answer('get', '*/api/themes/:id', () =>
        HttpResponse.json({ id: 3, name: 'Hiver', rank: 2, updated_at: 't1' }),
      );
      const seen = answer('put', '*/api/themes/:id', () => HttpResponse.json({}));
      await dataProvider.updateMany('themes', { ids: [3], data: { rank: 5 } });
      expect(seen.map((request) => request.body)).toEqual([
        { id: 3, name: 'Hiver', rank: 5, updated_at: 't1' },
      ]);
    });
  }

  it('does not write record by record when the bulk edit is refused', async () => {
    answer('put', '*/api/themes/bulk/update', () =>
      HttpResponse.json({ detail: 'Accès refusé' }, { status: 403 }),
    );
    const seen = answer('put', '*/api/themes/:id', () => HttpResponse.json({}));
    await expect(dataProvider.updateMany('themes', { ids: [3], data: { rank: 5 } })).rejects.toThrow(
      'Accès refusé',
    );
    expect(seen).toHaveLength(0);
  });
});

describe('dataProvider reads for references and choices', () => {
  it('getMany asks for the keys in one call and returns them in the asked order', async () => {
    const seen = answer('get', '*/api/hashtags', () =>
      HttpResponse.json([{ label: 'feu' }, { label: 'eau' }], { headers: { 'X-Total-Count': '2' } }),
    );
    const result = await dataProvider.getMany('hashtags', { ids: ['eau', 'feu'] });
    expect(params(seen[0].url)).toEqual([
      ['skip', '0'],
      ['limit', '2'],
      ['label', 'eau'],
      ['label', 'feu'],
    ]);
    expect(result.data.map((r) => r.id)).toEqual(['eau', 'feu']);
  });

  it('getMany reads one by one what the list call did not bring back, and leaves out missing records', async () => {
    answer('get', '*/api/themes', () =>
      HttpResponse.json([{ id: 1, name: 'Été' }], { headers: { 'X-Total-Count': '4' } }),
    );
    server.use(
      http.get('*/api/themes/:id', ({ params: p }) =>
        p.id === '2'
          ? HttpResponse.json({ id: 2, name: 'automne' })
          : HttpResponse.json({ detail: 'Introuvable' }, { status: 404 }),
      ),
    );
    const result = await dataProvider.getMany('themes', { ids: [2, 1, 99] });
    expect(result.data).toEqual([
      { id: 2, name: 'automne' },
      { id: 1, name: 'Été' },
    ]);
  });

  it('getManyReference filters the list on the target field', async () => {
    const seen = answer('get', '*/api/users', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    );
    await dataProvider.getManyReference('users', {
      target: 'etablissement_id',
      id: 12,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { active: true },
    });
    expect(seen[0].url.searchParams.get('etablissement_id')).toBe('12');
    expect(seen[0].url.searchParams.get('active')).toBe('true');
  });

  it('getOptions returns the array, and [] when the answer is not a list or the call fails', async () => {
    answer('get', '*/api/config/languages', () => HttpResponse.json([{ code: 'fr', label: 'Français' }]));
    expect(await dataProvider.getOptions('config/languages')).toEqual([{ code: 'fr', label: 'Français' }]);
    answer('get', '*/api/config/languages', () => HttpResponse.json({ fr: 'Français' }));
    expect(await dataProvider.getOptions('/config/languages')).toEqual([]);
    answer('get', '*/api/config/activity-types', () =>
      HttpResponse.json({ detail: 'Panne' }, { status: 500 }),
    );
    expect(await dataProvider.getOptions('config/activity-types')).toEqual([]);
  });
});

describe('createDataProvider', () => {
  it('refuses a resource declared twice, so a broken configuration fails at start-up', () => {
    expect(() => createDataProvider([themes, themes])).toThrow(/themes/);
  });
});

describe('getList beyond the server’s page limit (CSV export)', () => {
  it('reads 2,500 records as pages of at most 1,000, in order', async () => {
    const total = 2600;
    const seen: { skip: number; limit: number }[] = [];
    server.use(
      http.get('*/api/themes', ({ request }) => {
        const url = new URL(request.url);
        const skip = Number(url.searchParams.get('skip'));
        const limit = Number(url.searchParams.get('limit'));
        seen.push({ skip, limit });
        if (limit > 1000) return HttpResponse.json({ detail: 'limite' }, { status: 422 });
        const rows = Array.from({ length: Math.min(limit, total - skip) }, (_, i) => ({
          id: skip + i + 1,
          name: `Thème ${skip + i + 1}`,
        }));
        return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });
      }),
    );
    const result = await dataProvider.getList('themes', {
      pagination: { page: 1, perPage: 2500 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(seen).toEqual([
      { skip: 0, limit: 1000 },
      { skip: 1000, limit: 1000 },
      { skip: 2000, limit: 500 },
    ]);
    expect(result.total).toBe(2600);
    expect(result.data).toHaveLength(2500);
    expect(result.data[2499]).toMatchObject({ id: 2500 });
  });
});

describe('the plain REST calls go through the spec’s HTTP helpers', () => {
  afterEach(() => clearSession());

  it('sends the bearer token on getOne, update and delete', async () => {
    writeSession('jeton-1', { id: 1 });
    const authorizations: (string | null)[] = [];
    server.use(
      http.all('*/api/themes/:id', ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ id: 9, name: 'Air' });
      }),
    );
    await dataProvider.getOne('themes', { id: 9 });
    await dataProvider.update('themes', { id: 9, data: { id: 9, name: 'Air' }, previousData: { id: 9 } });
    await dataProvider.delete('themes', { id: 9 });
    expect(authorizations).toEqual(['Bearer jeton-1', 'Bearer jeton-1', 'Bearer jeton-1']);
  });

  it('gives the server’s detail as the error and tells the session layer of a 401', async () => {
    const told: number[] = [];
    const stop = onUnauthorized((error) => told.push(error.status));
    answer('get', '*/api/themes/:id', () =>
      HttpResponse.json({ detail: 'Session expirée' }, { status: 401 }),
    );
    const failure = await dataProvider.getOne('themes', { id: 9 }).catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 401, message: 'Session expirée' });
    expect(told).toEqual([401]);
  });

  it('puts the server’s field errors where react-admin forms read them', async () => {
    answer('post', '*/api/themes', () =>
      HttpResponse.json(
        { detail: [{ loc: ['body', 'name'], msg: 'Ce nom existe déjà', type: 'value_error' }] },
        { status: 422 },
      ),
    );
    const failure = await dataProvider.create('themes', { data: { name: 'Air' } }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, body: { errors: { name: 'Ce nom existe déjà' } } });
  });
});
