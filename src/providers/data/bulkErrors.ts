/**
 * The bulk edit route names a refused value under the values sent (`body.values.seats`): the
 * bulk edit form holds them at its root, as an edit form does, so its field errors are renamed.
 */
import { HttpError } from 'react-admin';

const PREFIX = 'values.';

export function asValuesErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { errors?: Record<string, string> };
  if (!body.errors) return error;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(body.errors))
    errors[path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path] = message;
  return new HttpError(error.message, error.status, { ...body, errors });
}
