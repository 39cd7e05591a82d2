/**
 * Turns an error response into react-admin's HttpError. The server speaks FastAPI's shape
 * (resources/contracts/errorContract.ts): `detail` is a string, or a list of
 * `{loc: ['body', field], msg}` field errors.
 */
import { HttpError } from 'react-admin';
import { fr } from '../../../i18n/fr';
import type { FieldError } from '../../../resources/contracts/errorContract';

type Translate = (key: string) => string;

/**
 * The texts of an error the server did not explain, in the chosen language. French until the app
 * hands over its i18n provider (appProviders.ts): the http layer is built before React mounts.
 */
let translate: Translate = (key) =>
  key === 'app.errors.network' ? fr.app.errors.network : fr.app.errors.generic;

export function translateErrorsWith(translator: Translate): void {
  translate = translator;
}

/** A field error as read: other servers may leave out any part of it. */
export type FieldErrorItem = Partial<FieldError>;

/** Field errors keyed by field path (`questions.0.label`), as react-admin forms expect them. */
export function fieldErrors(detail: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(detail)) return errors;
  for (const item of detail as FieldErrorItem[]) {
    if (!item || !Array.isArray(item.loc) || typeof item.msg !== 'string') continue;
    const path = item.loc[0] === 'body' ? item.loc.slice(1) : item.loc;
    if (path.length > 0) errors[path.join('.')] = item.msg;
  }
  return errors;
}

function detailMessage(detail: unknown): string | undefined {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = (detail as FieldErrorItem[]).map((d) => d?.msg).filter((m): m is string => !!m);
    if (messages.length) return messages.join(' · ');
  }
  return undefined;
}

export function toHttpError(status: number, body: unknown, defaultMessage?: string): HttpError {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  const message =
    detailMessage(detail) ??
    (typeof body === 'object' && body && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : undefined) ??
    defaultMessage ??
    translate(status === 0 ? 'app.errors.network' : 'app.errors.generic');
  const errors = fieldErrors(detail);
  return new HttpError(message, status, { detail, errors, ...(typeof body === 'object' ? body : {}) });
}
