/**
 * The media endpoints. Listing and deleting go through the shared HTTP client; uploading uses
 * XMLHttpRequest because fetch cannot report upload progress. One request per file, field `file`.
 * Screens pass the default message in the chosen language; the French one (the app's default
 * language) only serves callers that have no translate function.
 */
import { HttpError } from 'react-admin';
import { fr } from '../../../i18n/fr';
import type { MediaInUseBody } from '../../../resources/contracts/mediaContract';
import { apiUrl, authHeaders, reportUnauthorized, request } from '../../providers/http/httpClient';
import { toHttpError } from '../../providers/http/httpErrors';
import { toMediaItem, toMediaItems, type MediaItem } from './mediaItem';

const segment = encodeURIComponent;

export type MediaUsage = MediaInUseBody['uses'];

/** The images of a directory; a non-array answer is an empty directory. Failures throw HttpError. */
export async function listMedia(
  directory: string,
  defaultMessage: string = fr.media.errors.load,
): Promise<MediaItem[]> {
  const { json } = await request<unknown>(`/api/media/${segment(directory)}`, { defaultMessage });
  return toMediaItems(json);
}

/**
 * Deletes a file. While records use it the server answers 409 with the records
 * (MediaInUseBody, read by `mediaUsageOf`); `force` confirms the deletion, clearing their image.
 */
export async function deleteMedia(
  directory: string,
  name: string,
  defaultMessage: string = fr.media.errors.delete,
  force = false,
): Promise<void> {
  await request(`/api/media/files/${segment(directory)}/${segment(name)}${force ? '?force=true' : ''}`, {
    method: 'DELETE',
    defaultMessage,
  });
}

/** The records using a file, when `error` is the 409 of a deletion that needs their say. */
export function mediaUsageOf(error: unknown): MediaUsage | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const uses = (error.body as { uses?: unknown } | undefined)?.uses as Partial<MediaUsage> | undefined;
  if (!uses || typeof uses.count !== 'number' || !Array.isArray(uses.records)) return undefined;
  return { count: uses.count, records: uses.records, confirmable: uses.confirmable === true };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('Upload aborted', 'AbortError');
}

/**
 * Sends one file to `target`. `onProgress` receives the fraction sent (0 to 1). Resolves with the
 * created item (null if the answer does not describe one); rejects with an HttpError carrying the
 * server's detail or `defaultMessage`, or with an AbortError when `signal` aborts.
 */
export function uploadMedia(
  target: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
  defaultMessage: string = fr.media.errors.upload,
): Promise<MediaItem | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    // Rejects at once rather than waiting for the transport's own abort event, which not every
    // XMLHttpRequest implementation sends for a request still under way.
    const onAbort = () => {
      finish(() => reject(abortError()));
      xhr.abort();
    };
    xhr.open('POST', apiUrl(`/api/media/mm_serveur/${segment(target)}`));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) finish(() => resolve(toMediaItem(body)));
      else {
        const error = toHttpError(xhr.status, body, defaultMessage);
        // An expired session ends here as after any other call, not only on the file's line.
        if (xhr.status === 401) reportUnauthorized(error);
        finish(() => reject(error));
      }
    });
    xhr.addEventListener('error', () => finish(() => reject(toHttpError(0, undefined, defaultMessage))));
    xhr.addEventListener('abort', () => finish(() => reject(abortError())));
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
