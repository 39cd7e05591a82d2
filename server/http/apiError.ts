/**
 * Errors are thrown, not returned: one error handler (errorHandler.ts) turns them into FastAPI's
 * shape, `{detail}` where detail is a French sentence or a list of field errors.
 */

/** One field error: `loc` is `["body", field, ...]` or `["query", parameter]`. */
export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join(' · '));
    this.name = 'ApiError';
  }
}

export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(422, errors);
}

export function fieldError(loc: (string | number)[], msg: string, type = 'value_error'): ApiError {
  return validationError([{ loc, msg, type }]);
}
