/**
 * A 409 that refuses a value already used (a unique field, or a key chosen on create) names the
 * field holding it in its body (`field`, resources/contracts/errorContract.ts): the form shows the
 * sentence under that field, as it shows a 422's field errors. A 409 for a stale record names no
 * field and stays a message.
 */
import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../../resources/contracts/errorContract';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';

/** The error, with the 409's sentence as the error of the field its body names, when the form has it. */
export function withUniqueFieldError(
  declaration: ResourceDeclaration | undefined,
  data: unknown,
  error: unknown,
): unknown {
  if (!declaration || !(error instanceof HttpError) || error.status !== 409) return error;
  const body = (error.body ?? {}) as Partial<ApiErrorBody> & { errors?: Record<string, string> };
  const { detail, field } = body;
  if (typeof detail !== 'string' || typeof field !== 'string') return error;
  const onForm = data !== null && typeof data === 'object' && field in data;
  if (!onForm || !declaration.fields.some((f) => f.name === field)) return error;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...body.errors, [field]: detail },
  });
}
