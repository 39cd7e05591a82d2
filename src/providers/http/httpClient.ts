/**
 * The spec's generic HTTP helpers (spec 7): paths are /api/{resource}, bodies are JSON, and the
 * token from local storage travels as a bearer token. Every failure becomes react-admin's
 * HttpError whose message is the server's `detail` (or a French default) and whose body keeps
 * field errors under `errors`, where react-admin forms pick them up.
 */
import { HttpError } from 'react-admin';
import { apiUrl, buildQuery, readHeaders, resourcePath, type QueryParams } from './apiAddress';
import { arrivedEarlyAnswer, takeEarlyAnswer } from './earlyResponses';
import { toHttpError } from './httpErrors';
import { readAnswer, type Answer } from './readAnswer';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The answer as received. */
  body: string;
  json: T;
}

/** Called on every 401, before the error is thrown (the auth layer ends the session). */
type UnauthorizedListener = (error: HttpError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the session layer of a 401 received outside `request` (an upload's XMLHttpRequest). */
export function reportUnauthorized(error: HttpError): void {
  unauthorizedListeners.forEach((listener) => listener(error));
}

export { apiUrl, authHeaders, buildQuery, type QueryParams } from './apiAddress';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: QueryParams;
  /** Message used when the server gives no detail (French text, or an i18n key the caller translates). */
  defaultMessage?: string;
  /**
   * A call made without a session (sign-in): no bearer token is sent, and a 401 means wrong
   * credentials rather than an expired session, so the unauthorized listeners are not told.
   */
  anonymous?: boolean;
  /** Cancels the call (react-admin aborts the reads of a page left before they answer). */
  signal?: AbortSignal | null;
}

/** One request to the API. `path` is absolute from the API base (`/login`, `/api/users`). */
export async function request<T = unknown>(
  path: string,
  init: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const headers = readHeaders(init.anonymous);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) {
    body = init.body;
  } else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const url = apiUrl(path) + buildQuery(init.query);
  const method = init.method ?? 'GET';
  const early = method === 'GET' && body === undefined ? takeEarlyAnswer(url, headers) : undefined;
  let answer: Answer;
  try {
    answer = await (early ?? fetch(url, { method, headers, body, signal: init.signal }).then(readAnswer));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw toHttpError(0, undefined, init.defaultMessage);
  }
  const { json } = answer;
  if (!answer.ok) {
    const error = toHttpError(answer.status, json, init.defaultMessage);
    if (answer.status === 401 && !init.anonymous) reportUnauthorized(error);
    throw error;
  }
  return { status: answer.status, headers: answer.headers, body: answer.body, json: json as T };
}

/**
 * The answer of the GET `get` would send, when the boot path sent it early and it is already in
 * (earlyResponses.ts): at once, without taking it from that `get`.
 */
export function arrivedEarlyGet(resource: string, query?: QueryParams): Answer | undefined {
  return arrivedEarlyAnswer(apiUrl(resourcePath(resource)) + buildQuery(query), readHeaders());
}

const idPath = (id: string | number) => `/${encodeURIComponent(String(id))}`;

/** The generic helpers of spec 7, one per call shape. */
export const httpClient = {
  get: <T = unknown>(resource: string, query?: QueryParams) => request<T>(resourcePath(resource), { query }),
  getOne: <T = unknown>(resource: string, id: string | number, signal?: AbortSignal) =>
    request<T>(resourcePath(resource, idPath(id)), { signal }),
  post: <T = unknown>(resource: string, body: unknown) =>
    request<T>(resourcePath(resource), { method: 'POST', body }),
  put: <T = unknown>(resource: string, id: string | number, body: unknown) =>
    request<T>(resourcePath(resource, idPath(id)), { method: 'PUT', body }),
  /** The variant without id: the key travels in the body. */
  putWithoutId: <T = unknown>(resource: string, body: unknown) =>
    request<T>(resourcePath(resource), { method: 'PUT', body }),
  delete: <T = unknown>(resource: string, id: string | number) =>
    request<T>(resourcePath(resource, idPath(id)), { method: 'DELETE' }),
  bulkDelete: <T = unknown>(resource: string, ids: readonly (string | number)[]) =>
    request<T>(resourcePath(resource, '/bulk'), { method: 'DELETE', body: { ids } }),
  toggleActive: <T = unknown>(
    resource: string,
    body: { ids: readonly (string | number)[]; active: boolean },
  ) => request<T>(resourcePath(resource, '/bulk/toggle-active'), { method: 'PUT', body }),
  /** The same values on several records, in one transaction (a bulk edit). */
  bulkUpdate: <T = unknown>(resource: string, body: { ids: readonly (string | number)[]; values: unknown }) =>
    request<T>(resourcePath(resource, '/bulk/update'), { method: 'PUT', body }),
};

export type HttpClient = typeof httpClient;
