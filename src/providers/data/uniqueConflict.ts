/**
 * A 409 that refuses a value already used (a unique field, or a key chosen on create) names that
 * value in its sentence (« … »), without saying which field holds it: the field whose value was sent
 * is found here, so the form shows the sentence under it, as it shows a 422's field errors. A 409
 * for a stale record names no sent value and stays a message.
 */
import { HttpError } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { keyOf } from '../../../resources/kit/fields';

function conflictingField(
  declaration: ResourceDeclaration,
  data: unknown,
  detail: string,
): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const sent = data as Record<string, unknown>;
  const key = keyOf(declaration);
  const sentence = detail.toLowerCase();
  return declaration.fields
    .filter((field) => ('unique' in field && field.unique === true ? true : field.name === key))
    .map((field) => field.name)
    .find((name) => {
      const value = sent[name];
      if (typeof value !== 'string' && typeof value !== 'number') return false;
      const text = String(value).trim().toLowerCase();
      return text !== '' && sentence.includes(`« ${text} »`);
    });
}

/** The error, with the 409's sentence as the field's error when it names a value sent in `data`. */
export function withUniqueFieldError(
  declaration: ResourceDeclaration | undefined,
  data: unknown,
  error: unknown,
): unknown {
  if (!declaration || !(error instanceof HttpError) || error.status !== 409) return error;
  const body = (error.body ?? {}) as { detail?: unknown; errors?: Record<string, string> };
  if (typeof body.detail !== 'string') return error;
  const field = conflictingField(declaration, data, body.detail);
  if (!field) return error;
  return new HttpError(error.message, error.status, {
    ...body,
    errors: { ...body.errors, [field]: body.detail },
  });
}
