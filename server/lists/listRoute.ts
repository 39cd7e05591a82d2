/**
 * GET /api/{area}: a page of an area's list (listQuery.ts reads the query string), its total in
 * X-Total-Count. On PostgreSQL the session is checked by the call's statement itself
 * (PendingSession: one round trip instead of two), and an answer is kept (keptAnswers.ts) and sent
 * again while the area's generation has not moved: a repeated call is then one small statement.
 */
import type { FastifyInstance } from 'fastify';
import type { PendingSession } from '../auth/sessionCheck';
import { answerKey, type KeptAnswers } from '../resources/keptAnswers';
import type { ListGuard } from '../resources/listPages';
import { parseListQuery } from './listQuery';
import type { ResourceModel } from '../resources/model';
import { listQuerySchema } from '../resources/openapiSchemas';
import type { Row } from '../resources/recordCodec';
import type { RecordStore } from '../resources/recordStore';

/** The type Fastify gives the records it serializes, for an answer sent as its kept JSON text. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Runs a statement with the session's check while it is still to be made (PendingSession). */
function checked<T extends { guarded?: Row }>(
  session: PendingSession | null,
  statement: (guard?: ListGuard) => Promise<T>,
): Promise<T> {
  return session ? session.within(statement) : statement();
}

export function registerListRoute(
  app: FastifyInstance,
  model: ResourceModel,
  store: RecordStore,
  answers: KeptAnswers,
  record: object,
): void {
  const postgres = store.database.engine === 'postgres';
  // Counts of another area's records change with that area's generation, not this one's.
  const keepsAnswers = postgres && store.sortSql.size === 0;

  app.get(
    '',
    {
      config: { checksSessionItself: postgres },
      // A refused query is answered after the session is checked (below), as on other routes.
      attachValidation: true,
      schema: {
        tags: [model.name],
        summary: `Liste (${model.name})`,
        querystring: listQuerySchema(model),
        response: { 200: { type: 'array', items: record } },
      },
    },
    async (request, reply) => {
      const session = request.pendingSession;
      try {
        if (request.validationError) throw request.validationError;
        const query = parseListQuery(
          model,
          request.query as Record<string, string | string[]>,
          store.sortSql,
          store.database.engine,
        );
        const key = keepsAnswers ? answerKey(model.name, query) : undefined;
        const kept = key === undefined ? undefined : answers.get(key);
        if (kept) {
          const now = await checked(session, (guard) => store.generation(guard));
          if (now.generation === kept.generation)
            // eslint-disable-next-line @typescript-eslint/return-await -- the reply, once sent, is returned to Fastify, not awaited
            return reply.header('X-Total-Count', String(kept.total)).type(JSON_TYPE).send(kept.body);
        }
        const page = await checked(session, (guard) => store.list(query, guard));
        reply.header('X-Total-Count', String(page.total));
        if (key === undefined || page.generation === null || page.generation === undefined)
          // eslint-disable-next-line @typescript-eslint/return-await -- the reply, once sent, is returned to Fastify, not awaited
          return reply.send(page.records);
        const body = JSON.stringify(page.records);
        answers.put(key, { generation: page.generation, total: page.total, body });
        // eslint-disable-next-line @typescript-eslint/return-await -- the reply, once sent, is returned to Fastify, not awaited
        return reply.type(JSON_TYPE).send(body);
      } catch (error) {
        // An ended session is the answer to anything else going wrong, as the hook makes it.
        if (session && !session.settled) await session.check();
        throw error;
      }
    },
  );
}
