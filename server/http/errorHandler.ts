/**
 * The one place where failures become responses. Every error body has `detail`; unexpected
 * failures are logged and answered with a generic French message (no internals leak out).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../resources/contracts/errorContract';
import { databaseUnavailability, type Unavailability } from '../db/unavailable';
import { ApiError } from './apiError';
import { t } from './messages';
import { validationFieldErrors } from './validationErrors';

/** Fastify's own request errors, by code, and the French sentence that replaces their English one. */
const KNOWN_CODES: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'server.errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'server.errors.emptyBody' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'server.errors.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'server.errors.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'server.errors.badRequest' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, key: 'server.media.notMultipart' },
};

/**
 * A database that cannot serve: the French sentence and when to try again (seconds). PostgreSQL
 * back from a restart takes a few seconds; another process's write on SQLite, a moment.
 */
const UNAVAILABLE: Record<Unavailability, { key: string; retryAfter: number }> = {
  unreachable: { key: 'server.database.unreachable', retryAfter: 5 },
  busy: { key: 'server.database.busy', retryAfter: 1 },
};

const errorBody = (detail: ApiErrorBody['detail'], field?: string): ApiErrorBody =>
  field === undefined ? { detail } : { detail, field };

/** The answer to a URL no route serves. */
export function replyNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody(t('server.errors.notFound')));
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.detail, error.field));
    }
    // Refusals of Fastify's JSON schemas: same 422 shape, French messages.
    if ('validation' in error && Array.isArray(error.validation)) {
      return reply
        .code(422)
        .send(errorBody(validationFieldErrors(error.validation, error.validationContext)));
    }
    const known = error.code ? KNOWN_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send(errorBody(t(known.key)));
    // JSON.parse failures surface as SyntaxError with a 400 status.
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.code(400).send(errorBody(t('server.errors.invalidJson')));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorBody(t(status === 413 ? 'server.errors.bodyTooLarge' : 'server.errors.badRequest')));
    }
    const unavailable = databaseUnavailability(error);
    if (unavailable) {
      // Expected while the database restarts or another process writes: no stack trace.
      request.log.warn({ err: error }, 'database unavailable');
      const { key, retryAfter } = UNAVAILABLE[unavailable];
      return reply
        .code(503)
        .header('Retry-After', String(retryAfter))
        .send(errorBody(t(key)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(t('server.errors.generic')));
  });

  app.setNotFoundHandler(replyNotFound);
}
