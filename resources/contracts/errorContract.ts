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
  /**
   * A 409 refusing a value already used (a unique field, or a key chosen on create): the field that
   * holds it, so a form shows the sentence under that field. Absent from every other answer.
   */
  field?: string;
}

/** A 422: what is wrong with each field. */
export interface ValidationErrorBody extends ApiErrorBody {
  detail: FieldError[];
}

/** Every other error: one sentence (with `field` on a 409 for a value already used). */
export interface MessageErrorBody extends ApiErrorBody {
  detail: string;
}
