/**
 * What the OpenAPI document (`GET /api/openapi.json`, read by the tools that generate clients)
 * says of an area's routes: each route with its summary and tag, the key in the path named, the
 * bodies a create and an update take, and the record each answers with, all from the declaration.
 *
 * One test: the routes are described when the app starts, and a mutation run credits that start
 * to the test that first builds the app (see tests/README.md § "Mutation testing").
 */
import { afterAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

type Schema = Record<string, unknown>;
interface Operation {
  summary: string;
  tags: string[];
  description?: string;
  parameters?: Schema[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
}
type Paths = Record<string, Record<string, Operation>>;

let started: Promise<TestServer> | undefined;
const server = () => (started ??= startTestServer());

afterAll(async () => {
  if (started) await (await started).close();
});

const bodyOf = (operation: Operation) => operation.requestBody?.content['application/json'].schema;
const answerOf = (operation: Operation, status: string) =>
  operation.responses[status].content?.['application/json'].schema;

const timestamp = { type: 'string', format: 'date-time', readOnly: true };

/** A theme as the server gives it back: its server key, its fields (all may be null), its dates. */
const themeRecord = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', maxLength: 80, nullable: true },
    description: { type: 'string', maxLength: 1000, nullable: true },
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', nullable: true },
    position: { type: 'integer', minimum: 0, maximum: 10000, nullable: true },
    active: { type: 'boolean', nullable: true },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const themeFields = {
  name: { type: 'string', maxLength: 80 },
  description: { type: 'string', maxLength: 1000, nullable: true },
  color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
  position: { type: 'integer', minimum: 0, maximum: 10000, nullable: true },
  active: { type: 'boolean', nullable: true },
};

const idsBody = {
  type: 'object',
  properties: { ids: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } } },
  required: ['ids'],
};

it('the OpenAPI document describes each area’s routes, bodies and records from its declaration', async () => {
  const response = await (await server()).api('GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  const paths = (response.json() as { paths: Paths }).paths;

  const themes = paths['/api/themes'];
  const theme = paths['/api/themes/{key}'];
  const idParam = {
    schema: { type: 'string' },
    in: 'path',
    name: 'key',
    required: true,
    description: 'Clé (id)',
  };
  expect(theme.get).toMatchObject({ summary: 'Un enregistrement (themes)', tags: ['themes'] });
  expect(theme.get.parameters).toEqual([idParam]);
  expect(answerOf(theme.get, '200')).toEqual(themeRecord);

  // A create takes the fields, the required ones named; an update may also name the key and the
  // version it read.
  expect(themes.post).toMatchObject({ summary: 'Création (themes)', tags: ['themes'] });
  expect(bodyOf(themes.post)).toEqual({
    type: 'object',
    properties: themeFields,
    required: ['name', 'color'],
  });
  expect(answerOf(themes.post, '201')).toEqual(themeRecord);
  const editBody = {
    type: 'object',
    properties: {
      ...themeFields,
      id: { type: 'integer' },
      updated_at: { type: 'string', format: 'date-time' },
    },
  };
  expect(theme.put).toMatchObject({ summary: 'Modification (themes)', tags: ['themes'] });
  expect(theme.put.parameters).toEqual([idParam]);
  expect(bodyOf(theme.put)).toEqual(editBody);
  expect(answerOf(theme.put, '200')).toEqual(themeRecord);
  expect(themes.put).toMatchObject({ summary: 'Modification, clé dans le corps (themes)', tags: ['themes'] });
  expect(themes.put.parameters).toBeUndefined();
  expect(bodyOf(themes.put)).toEqual(editBody);
  expect(answerOf(themes.put, '200')).toEqual(themeRecord);
  expect(theme.delete).toMatchObject({ summary: 'Suppression (themes)', tags: ['themes'] });
  expect(theme.delete.parameters).toEqual([idParam]);

  // The bulk routes take the keys, and what they set.
  const bulkDelete = paths['/api/themes/bulk'].delete;
  expect(bulkDelete).toMatchObject({ summary: 'Suppression groupée (themes)', tags: ['themes'] });
  expect(bodyOf(bulkDelete)).toEqual(idsBody);
  const toggle = paths['/api/themes/bulk/toggle-active'].put;
  expect(toggle).toMatchObject({ summary: 'Activation / désactivation groupée (themes)', tags: ['themes'] });
  expect(bodyOf(toggle)).toEqual({
    ...idsBody,
    properties: { ...idsBody.properties, active: { type: 'boolean' } },
  });
  const bulkUpdate = paths['/api/themes/bulk/update'].put;
  expect(bulkUpdate).toMatchObject({
    summary: 'Modification groupée (themes)',
    tags: ['themes'],
    description:
      'Les mêmes valeurs sur chaque enregistrement nommé, dans une seule transaction, journalisées en un lot.',
  });
  expect(bodyOf(bulkUpdate)).toEqual({
    type: 'object',
    properties: { ...idsBody.properties, values: editBody },
    required: ['ids', 'values'],
  });

  // A key the person types (hashtags: its label) is text, in the path and in an update's body;
  // a computed count is given back, never written.
  const hashtag = paths['/api/hashtags/{key}'];
  expect(hashtag.get.parameters).toEqual([{ ...idParam, description: 'Clé (label)' }]);
  expect((bodyOf(hashtag.put)?.properties as Schema).label).toEqual({ type: 'string' });
  expect((answerOf(hashtag.get, '200')?.properties as Schema).usage_count).toEqual({
    type: 'integer',
    readOnly: true,
    nullable: true,
  });

  // A reference is given back in its target's key type; a password never is; a read-only field says so.
  const user = answerOf(paths['/api/users/{key}'].get, '200')?.properties as Schema;
  expect(Object.keys(user)).not.toContain('password');
  expect(user.etablissement_id).toEqual({ type: 'integer', nullable: true });
  expect(user.classes).toEqual({ type: 'array', items: { type: 'integer' }, nullable: true });
  expect(user.last_sign_in_at).toEqual({
    type: 'string',
    format: 'date-time',
    nullable: true,
    readOnly: true,
  });
  const activity = answerOf(paths['/api/activities/{key}'].get, '200')?.properties as Schema;
  expect(activity.hashtags).toEqual({ type: 'array', items: { type: 'string' }, nullable: true });
  // An enum whose codes are an option list the server serves is given back as one of those codes.
  expect(activity.type).toEqual({
    type: 'string',
    enum: [
      'quiz',
      'exercise',
      'video',
      'reading',
      'game',
      'project',
      'workshop',
      'assessment',
      'experiment',
      'debate',
    ],
    nullable: true,
  });
  expect(activity.language).toEqual({
    type: 'string',
    enum: ['fr', 'en', 'es', 'de', 'it', 'pt', 'ar', 'zh'],
    nullable: true,
  });

  // The list's parameters, with the messages a refusal gives.
  const listParams = Object.fromEntries(
    (themes.get.parameters ?? []).map((parameter) => [parameter.name as string, parameter]),
  );
  expect(listParams.skip.schema).toEqual({
    type: 'integer',
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    default: 0,
    'x-error': 'Le décalage doit être un entier positif ou nul',
  });
  expect(listParams.limit.schema).toEqual({
    type: 'integer',
    minimum: 1,
    maximum: 1000,
    default: 25,
    'x-error': 'Le nombre de résultats doit être compris entre 1 et 1000',
  });
  expect(listParams.sort.description).toBe(
    'Un de : id, created_at, updated_at, name, color, position, active',
  );
  expect(listParams.order.description).toBe('asc ou desc');
  expect(listParams.q.description).toBe('Recherche dans : name');
  expect(Object.values(listParams).map((parameter) => parameter.in)).toEqual(
    Object.keys(listParams).map(() => 'query'),
  );
  // A search over several fields names each of them.
  const userParams = paths['/api/users'].get.parameters ?? [];
  expect(userParams.find((parameter) => parameter.name === 'q')?.description).toBe(
    'Recherche dans : first_name, last_name, email',
  );
  expect(listParams.color).toEqual({
    schema: {},
    in: 'query',
    name: 'color',
    required: false,
    description: 'Filtre (répéter le paramètre pour « l’un de »)',
  });
});
