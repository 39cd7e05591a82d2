/**
 * The list's paging parameters as Fastify checks them on an area's route: the route's JSON schema
 * (openapiSchemas.ts listQuerySchema) compiled by the area's validator compiler (areaValidation.ts),
 * its errors worded as the error handler words them (validationErrors.ts). No app is started: fast
 * enough for mutation testing; the routes themselves are tested in listQuery.test.ts.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_LIST_LIMIT } from '../../../resources/contracts/listLimits';
import { validationFieldErrors } from '../../../server/http/validationErrors';
import { areaValidatorCompiler } from '../../../server/resources/areaValidation';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';
import { listQuerySchema } from '../../../server/resources/openapiSchemas';

let models: Promise<Map<string, ResourceModel>> | undefined;

/** The field errors a list request's query gets on `area`, [] when it is accepted. */
async function queryErrors(area: string, query: Record<string, unknown>): Promise<unknown[]> {
  const model = (await (models ??= loadDeclarations().then(buildModels))).get(area) as ResourceModel;
  const validate = areaValidatorCompiler({
    schema: listQuerySchema(model),
    method: 'GET',
    url: `/api/${area}`,
    httpPart: 'querystring',
  });
  const sent = { ...query };
  const valid = validate(sent);
  // The handler reads the parameters as sent: the check must not change them.
  expect(sent).toEqual(query);
  if (valid === true) return [];
  const { errors } = validate as unknown as { errors: FastifySchemaValidationError[] };
  return validationFieldErrors(errors, 'querystring');
}

const LIMIT = `Le nombre de résultats doit être compris entre 1 et ${MAX_LIST_LIMIT}`;

describe('the paging parameters of a list request', () => {
  it('accept a page the browser asks for, and blank parameters as absent', async () => {
    expect(await queryErrors('activities', { skip: '25', limit: '25', sort: 'title', order: 'asc' })).toEqual(
      [],
    );
    expect(await queryErrors('activities', { skip: '', limit: ' ', q: '' })).toEqual([]);
    expect(await queryErrors('activities', { skip: '0', limit: String(MAX_LIST_LIMIT) })).toEqual([]);
  });

  it('refuse a negative offset and a limit out of bounds, each with its own words', async () => {
    expect(await queryErrors('activities', { skip: '-1', limit: '0' })).toEqual([
      { loc: ['query', 'skip'], msg: 'Le décalage doit être un entier positif ou nul', type: 'value_error' },
      { loc: ['query', 'limit'], msg: LIMIT, type: 'value_error' },
    ]);
    expect(await queryErrors('activities', { limit: String(MAX_LIST_LIMIT + 1) })).toEqual([
      { loc: ['query', 'limit'], msg: LIMIT, type: 'value_error' },
    ]);
  });

  it('refuse an offset that is not a whole number', async () => {
    expect(await queryErrors('activities', { skip: 'deux' })).toEqual([
      { loc: ['query', 'skip'], msg: 'Ce paramètre doit être un nombre entier', type: 'int_parsing' },
    ]);
  });

  it('refuse a parameter given twice (`?skip=1&skip=2`) with the words of the list’s own check', async () => {
    expect(await queryErrors('activities', { skip: ['1', '2'], limit: '25' })).toEqual([
      { loc: ['query', 'skip'], msg: 'Ce paramètre ne peut être donné qu’une fois', type: 'value_error' },
    ]);
  });

  it('accept any body: bodies are checked by the handlers with the forms’ rules', () => {
    const validate = areaValidatorCompiler({
      schema: { type: 'object', required: ['name'] },
      method: 'POST',
      url: '/api/activities',
      httpPart: 'body',
    });
    expect(validate([])).toBe(true);
  });
});
