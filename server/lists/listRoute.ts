/**
 * GET /api/{area}: a page of an area's list (listQuery.ts reads the query string) and its total in
 * X-Total-Count, with X-Total-Count-Estimated when it is an estimate (resources/contracts/
 * listTotal.ts), read by the engine's list reader (listReader.ts). The session is checked by the
 * authentication hook before this runs; no answer is kept between calls (the readers keep what
 * their headers say: SQLite a search's matches, PostgreSQL an estimated total).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOTAL_ESTIMATED_HEADER, TOTAL_HEADER } from '../../resources/contracts/listTotal';
import type { ResourceModel } from '../resources/model';
import { listQuerySchema } from '../resources/openapiSchemas';
import { toRecords, type ApiRecord } from '../resources/recordCodec';
import { parseListQuery } from './listQuery';
import type { ListReader, ListScope } from './listReader';

/**
 * `computed`: the area's computed counts (name, SQL on `t`), which a list may be sorted by;
 * `record`: the JSON schema of a record, for the answer's serializer; `scopeOf`: the rows the
 * caller may list (server/auth/permissions/scopeSql.ts), one more condition of the page and its
 * total, so the list, its search, its filters and X-Total-Count all answer for the caller's scope.
 */
export function registerListRoute(
  app: FastifyInstance,
  model: ResourceModel,
  reader: ListReader,
  computed: Map<string, string>,
  record: object,
  scopeOf: (request: FastifyRequest) => ListScope | undefined,
  visible: (request: FastifyRequest, records: ApiRecord[]) => ApiRecord[] = (_request, records) => records,
): void {
  app.get(
    '',
    {
      config: { permission: { subject: model.name, action: 'list' } },
      schema: {
        tags: [model.name],
        summary: `Liste (${model.name})`,
        querystring: listQuerySchema(model),
        response: {
          200: {
            description: 'Une page de la liste',
            headers: {
              [TOTAL_HEADER]: {
                type: 'integer',
                description:
                  'Le total de la liste : exact jusqu’à une limite (1 000 par défaut), estimé au-delà',
              },
              [TOTAL_ESTIMATED_HEADER]: {
                type: 'string',
                enum: ['true'],
                description: 'Présent quand X-Total-Count est une estimation',
              },
            },
            type: 'array',
            items: record,
          },
        },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(
        model,
        request.query as Record<string, string | string[]>,
        computed,
        app.db.engine,
      );
      const page = await reader.read(query, scopeOf(request));
      reply.header(TOTAL_HEADER, String(page.total));
      if (page.estimated) reply.header(TOTAL_ESTIMATED_HEADER, 'true');
      return visible(request, toRecords(model, page.rows, page.links));
    },
  );
}
