/**
 * Security headers of every answer (helmet): a strict content security policy for the app (its
 * own script files only, no inline script; inline styles because MUI's emotion injects them; never
 * in a frame), no
 * referrer leaving the origin, and API answers that no cache keeps (they hold personal data).
 *
 * helmet's headers depend on no request here (no nonce, no directive computed per request), so
 * they are computed once at start-up and copied onto each answer: @fastify/helmet rebuilt them
 * (and the policy's text) on every request, a large share of a list call's cost.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const API_PATHS = /^\/(api(\/|$)|login$|health$)/;

/** The policy. */
export function helmetOptions(): Readonly<HelmetOptions> {
  return {
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
  };
}

/**
 * The headers helmet sets with these options, in its order, recorded from one run of its
 * middleware. The header it removes (X-Powered-By) is one Fastify never sets.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = helmetOptions()): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(helmetOptions());
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (API_PATHS.test(request.url.split('?')[0])) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
