/**
 * The body of every error answer, in FastAPI's shape: `detail` is a French sentence, or, for a 422,
 * the list of field errors. The server writes it (server/http/errorHandler.ts); the app turns it
 * into a message and per-field errors (src/providers/http/httpErrors.ts).
 */

/** One field error: `loc` is `["body", field, ...]` or `["query", parameter]`. */
export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export interface ApiErrorBody {
  detail: string | FieldError[];
}

/** A 422: what is wrong with each field. */
export interface ValidationErrorBody extends ApiErrorBody {
  detail: FieldError[];
}

/** Every other error: one sentence. */
export interface MessageErrorBody extends ApiErrorBody {
  detail: string;
}
