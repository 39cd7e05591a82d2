/**
 * Errors are thrown, not returned: one error handler (errorHandler.ts) turns them into the body of
 * resources/contracts/errorContract.ts, `{detail}` where detail is a French sentence or a list of
 * field errors.
 */
import type { ApiErrorBody, FieldError } from '../../resources/contracts/errorContract';

export type { FieldError };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: ApiErrorBody['detail'],
    readonly headers: Record<string, string> = {},
    /** The field a 409 for a value already used names (ApiErrorBody.field). */
    readonly field?: string,
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join(' · '));
    this.name = 'ApiError';
  }
}

/** A 409: `field`'s value is already used (the sentence names the value and the field's label). */
export function uniqueConflict(field: string, detail: string): ApiError {
  return new ApiError(409, detail, {}, field);
}

export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(422, errors);
}

export function fieldError(loc: (string | number)[], msg: string, type = 'value_error'): ApiError {
  return validationError([{ loc, msg, type }]);
}
