/**
 * GET /health: `{status: "ok"}` once the database has answered a query (for probes and npm start);
 * 503 when it fails or does not answer within a second, so that a load balancer takes the instance
 * out while its database is away instead of waiting on it.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../http/messages';

/** How long the probe waits for the database's answer. */
export const HEALTH_WAIT_MS = 1000;

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'État du serveur et de la base' } },
    async (request, reply) => {
      try {
        await app.db.ping(HEALTH_WAIT_MS);
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ status: 'error', detail: t('server.health.down') });
      }
    },
  );
}
