/**
 * Security headers of every answer (helmet): a strict content security policy for the app (its
 * own scripts only; inline styles because MUI's emotion injects them; never in a frame), no
 * referrer leaving the origin, and API answers that no cache keeps (they hold personal data).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const API_PATHS = /^\/(api(\/|$)|login$|health$)/;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // npm start serves plain HTTP on loopback: HSTS belongs to the TLS front of a deployment.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (API_PATHS.test(request.url.split('?')[0])) reply.header('Cache-Control', 'no-store');
  });
}
