/**
 * Fastify's schema refusals in FastAPI's shape, with French messages: a parameter's schema may name
 * its message under ERROR_MESSAGE_KEYWORD; a repeated query parameter and a value that is not an
 * integer get the same messages as the list's own checks (listQuery.ts).
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './apiError';
import { t } from './messages';

export const ERROR_MESSAGE_KEYWORD = 'x-error';

/** What Ajv adds to each error when it runs with `verbose`. */
interface VerboseIssue extends FastifySchemaValidationError {
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

function fieldError(issue: VerboseIssue, where: string): FieldError {
  const path = issue.instancePath.split('/').filter(Boolean);
  const loc = [where, ...path];
  const named = issue.parentSchema?.[ERROR_MESSAGE_KEYWORD];
  if (where === 'query' && Array.isArray(issue.data)) {
    return { loc, msg: t('server.query.single'), type: 'value_error' };
  }
  if (issue.keyword === 'type' && issue.parentSchema?.type === 'integer') {
    return { loc, msg: t('server.query.integer'), type: 'int_parsing' };
  }
  return {
    loc,
    msg: typeof named === 'string' ? named : t('server.errors.invalidValue'),
    type: 'value_error',
  };
}

/** `context` is Fastify's name of the request part: body, querystring, params or headers. */
export function validationFieldErrors(issues: readonly FastifySchemaValidationError[], context = 'body') {
  const where = context === 'querystring' ? 'query' : context;
  return issues.map((issue) => fieldError(issue, where));
}
