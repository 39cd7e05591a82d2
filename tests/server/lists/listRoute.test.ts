/**
 * GET /api/{area} (server/lists/listRoute.ts) on a small Fastify instance holding only what the
 * route needs (the database, the error handlers, the area's validator, the OpenAPI document), so
 * a run costs a second or two, not a whole app's start: the page a browser asks for, its total in
 * X-Total-Count (X-Total-Count-Estimated beyond the exact limit, here 2), the caller's scope and
 * what the caller may see, and the French refusal of a wrong parameter. The whole app's route
 * (sessions, permissions) is tested in tests/server/listQuery.test.ts.
 */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TOTAL_ESTIMATED_HEADER, TOTAL_HEADER } from '../../../resources/contracts/listTotal';
import { installErrorHandlers } from '../../../server/http/errorHandler';
import type { ListScope } from '../../../server/lists/listReader';
import { registerListRoute } from '../../../server/lists/listRoute';
import { listReaderFor } from '../../../server/lists/readerForEngine';
import { areaValidatorCompiler } from '../../../server/resources/areaValidation';
import { recordSchema } from '../../../server/resources/openapiSchemas';
import type { ApiRecord } from '../../../server/resources/recordCodec';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { expectRefusal } from '../support/refusals';
import { databaseOfTheseTests, ENGINE } from '../support/testDatabase';

const database = databaseOfTheseTests();
const EXACT_LIMIT = 2;

/** Activity n (1 to 6): difficulty (n mod 3) + 1, 90 minutes for 1 and 2; activity 2 tagged « arts ». */
const TITLES = ['Herbier', 'Mare pédagogique', 'Nichoir', 'Compost', 'Rucher', 'Potager'];

/**
 * What the permission layer would give: a caller sending `x-difficulty` may list the activities
 * of that difficulty only, and one sending `x-hide-description` may not see descriptions.
 */
function scopeOf(request: FastifyRequest): ListScope | undefined {
  const difficulty = request.headers['x-difficulty'];
  return typeof difficulty === 'string'
    ? { sql: 't."difficulty" = ?', args: [Number(difficulty)] }
    : undefined;
}

function visible(request: FastifyRequest, records: ApiRecord[]): ApiRecord[] {
  if (!request.headers['x-hide-description']) return records;
  return records.map(({ description: _hidden, ...shown }) => shown);
}

/** Six activities, then the instance. */
async function build(): Promise<FastifyInstance> {
  const areas = await declaredStores(database());
  await areas.store('hashtags').insert({ columns: { label: 'arts', active: true }, lists: {} });
  for (const [index, title] of TITLES.entries()) {
    const n = index + 1;
    await areas.store('activities').insert({
      columns: {
        title,
        description: `Fiche ${n}`,
        type: 'quiz',
        language: 'fr',
        active: true,
        difficulty: (n % 3) + 1,
        duration_minutes: n <= 2 ? 90 : 30,
      },
      lists: { hashtags: n === 2 ? ['arts'] : [], etablissements: [] },
    });
  }
  return withRoutes(areas);
}

/** `/api/activities` with a scope and what the caller may see; `/plain/activities` with neither. */
async function withRoutes(areas: DeclaredStores): Promise<FastifyInstance> {
  const model = areas.model('activities');
  const { sortSql } = areas.store('activities');
  const reader = listReaderFor(database(), model, sortSql, EXACT_LIMIT);
  const record = recordSchema(model, areas.models);
  const app = Fastify();
  installErrorHandlers(app);
  app.decorate('db', database());
  await app.register(swagger, {
    openapi: { openapi: '3.0.3', info: { title: 'EduAdmin API', version: '1' } },
  });
  const area = (register: (instance: FastifyInstance) => void) => async (instance: FastifyInstance) => {
    instance.setValidatorCompiler(areaValidatorCompiler);
    instance.setSerializerCompiler(() => (data) => JSON.stringify(data));
    register(instance);
  };
  await app.register(
    area((instance) => registerListRoute(instance, model, reader, sortSql, record, scopeOf, visible)),
    { prefix: '/api/activities' },
  );
  await app.register(
    area((instance) => registerListRoute(instance, model, reader, sortSql, record, () => undefined)),
    { prefix: '/plain/activities' },
  );
  await app.ready();
  return app;
}

/** Built by the first test rather than in a beforeAll (a failing hook is no failure to Stryker). */
let built: Promise<FastifyInstance> | undefined;

async function get(url: string, headers: Record<string, string> = {}) {
  const app = await (built ??= build());
  return app.inject({ method: 'GET', url, headers });
}

const titlesOf = (records: ApiRecord[]) => records.map((record) => record.title);

describe('GET /api/{area}', () => {
  it('answers the page asked for, its records whole, and the exact total in X-Total-Count', async () => {
    const response = await get('/api/activities?sort=id&skip=1&limit=2&duration_minutes=90');
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_HEADER.toLowerCase()]).toBe('2');
    expect(response.headers[TOTAL_ESTIMATED_HEADER.toLowerCase()]).toBeUndefined();
    expect(response.json()).toEqual([
      expect.objectContaining({ title: 'Mare pédagogique', description: 'Fiche 2', hashtags: ['arts'] }),
    ]);
  });

  it('says when the total is an estimate: X-Total-Count-Estimated: true', async () => {
    // « fiche »: in every description, 6 matches past the limit of 2.
    const response = await get('/api/activities?sort=id&limit=3&q=fiche');
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.json())).toEqual(['Herbier', 'Mare pédagogique', 'Nichoir']);
    expect(response.headers[TOTAL_ESTIMATED_HEADER.toLowerCase()]).toBe('true');
    // SQLite: all 6 match, the first 3 end at row 3 of 6 (6 × 3 / 3); PostgreSQL: from its pages.
    const total = Number(response.headers[TOTAL_HEADER.toLowerCase()]);
    if (ENGINE === 'sqlite') expect(total).toBe(6);
    else expect(total).toBeGreaterThan(EXACT_LIMIT);
  });

  it('lists only the caller’s scope, and counts only that', async () => {
    const response = await get('/api/activities?sort=id', { 'x-difficulty': '3' });
    expect(titlesOf(response.json())).toEqual(['Mare pédagogique', 'Rucher']);
    expect(response.headers[TOTAL_HEADER.toLowerCase()]).toBe('2');
  });

  it('shows the caller only what they may see; without that rule, the records whole', async () => {
    const hidden = await get('/api/activities?sort=id&limit=1', { 'x-hide-description': '1' });
    expect(hidden.json()).toEqual([expect.not.objectContaining({ description: expect.anything() })]);
    expect(titlesOf(hidden.json())).toEqual(['Herbier']);
    // The route without a rule gets its default one when registered: on an instance of its own,
    // as the OpenAPI test below, so that a mutation run checks the rule this test registers.
    const own = await withRoutes(await declaredStores(database()));
    try {
      const plain = await own.inject({
        method: 'GET',
        url: '/plain/activities?sort=id&limit=1',
        headers: { 'x-hide-description': '1' },
      });
      expect(plain.json()).toEqual([expect.objectContaining({ title: 'Herbier', description: 'Fiche 1' })]);
    } finally {
      await own.close();
    }
  });

  it('refuses a parameter out of its bounds with the French message, before reading anything', async () => {
    expectRefusal(await get('/api/activities?limit=0'), 422, [
      {
        loc: ['query', 'limit'],
        msg: 'Le nombre de résultats doit être compris entre 1 et 1000',
        type: expect.any(String) as string,
      },
    ]);
  });

  it('refuses a sort on a field that cannot be sorted, naming it in French', async () => {
    expectRefusal(await get('/api/activities?sort=nope'), 422, [
      {
        loc: ['query', 'sort'],
        msg: 'Tri impossible sur le champ « nope »',
        type: expect.any(String) as string,
      },
    ]);
  });

  it('is described in the OpenAPI document: its area, its parameters, both total headers', async () => {
    // An instance of its own: the route's options are read once, when it is registered, and a
    // mutation run would otherwise check those of an instance built before the mutant was active.
    const app = await withRoutes(await declaredStores(database()));
    const document = app.swagger() as {
      paths: Record<string, { get: Record<string, unknown> & { responses: Record<string, unknown> } }>;
    };
    const operation = document.paths['/api/activities'].get;
    expect(operation).toMatchObject({ tags: ['activities'], summary: 'Liste (activities)' });
    expect((operation.parameters as { name: string }[]).map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['skip', 'limit', 'sort', 'order', 'q', 'difficulty']),
    );
    expect(operation.responses['200']).toMatchObject({
      description: 'Une page de la liste',
      content: { 'application/json': { schema: { type: 'array' } } },
      headers: {
        [TOTAL_HEADER]: {
          schema: { type: 'integer' },
          description: 'Le total de la liste : exact jusqu’à une limite (1 000 par défaut), estimé au-delà',
        },
        [TOTAL_ESTIMATED_HEADER]: {
          schema: { type: 'string', enum: ['true'] },
          description: 'Présent quand X-Total-Count est une estimation',
        },
      },
    });
  });
});
