/** GET /health: `{status: "ok"}` once the database has answered a query (for probes and npm start). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { t } from '../http/messages';

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'État du serveur et de la base' } },
    async (request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db.db);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'error', detail: t('server.health.down') });
      }
    },
  );
}
