/**
 * Shared pieces of the media tests: the page rendered by the one render helper (a missing `media.*`
 * message fails the test), an in-memory media API served by msw, and image files.
 */
import { http, HttpResponse } from 'msw';
import type { MediaItem } from '../../../src/features/media/mediaItem';
import type { ReactElement } from 'react';
import type { AuthProvider } from 'react-admin';
import { server } from '../../support/mswServer';
import { renderAdmin } from '../engine/support/renderAdmin';

/**
 * A media screen or form at `#/media` (or at the media address a test set), in French: every
 * `media.*` message must exist. Without `authProvider`, no one is signed in and every control is offered.
 */
export function renderMedia(page: ReactElement, authProvider?: AuthProvider) {
  const atMedia = window.location.hash.startsWith('#/media');
  return renderAdmin({
    pages: { '/media': page },
    addressBar: true,
    route: atMedia ? undefined : '/media',
    messagesUnder: 'media.',
    authProvider,
  });
}

export function mediaItem(directory: string, name: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    name,
    url: `/media-files/${directory}/${name}`,
    size: 2048,
    width: 800,
    height: 600,
    type: 'image/png',
    modified_at: '2024-03-05T10:30:00.000Z',
    ...overrides,
  };
}

/** A small image file whose bytes are its own name, so the fake server can tell files apart. */
export function imageFile(name: string, type = 'image/png'): File {
  return new File([name], name, { type });
}

export interface RecordedUpload {
  target: string;
  fields: string[];
  content: string;
  authorization: string | null;
}

/** The text of a multipart file field (the Blob comes from another realm than jsdom's). */
export async function fileText(value: FormDataEntryValue | null): Promise<string> {
  if (value && typeof value === 'object' && typeof (value as Blob).text === 'function')
    return (value as Blob).text();
  throw new Error(`the multipart field "file" holds no file: ${String(value)}`);
}

/**
 * An in-memory stand-in for the media endpoints (server/media/mediaRoutes.ts). Uploads read the multipart field
 * `file`; its bytes name the stored file (jsdom's FormData loses file names on the way to msw).
 */
export function fakeMediaApi(initial: Record<string, MediaItem[]>) {
  const directories: Record<string, MediaItem[]> = { cartes: [], illustrations: [], avatars: [], ...initial };
  const uploads: RecordedUpload[] = [];
  const deletes: string[] = [];
  const lists: string[] = [];
  server.use(
    http.get('*/api/media/:directory', ({ params }) => {
      const directory = String(params.directory);
      lists.push(directory);
      return HttpResponse.json(directories[directory] ?? []);
    }),
    http.post('*/api/media/mm_serveur/:target', async ({ request, params }) => {
      const target = String(params.target);
      const form = await request.formData();
      const file = form.get('file');
      const content = await fileText(file);
      uploads.push({
        target,
        fields: [...form.keys()],
        content,
        authorization: request.headers.get('authorization'),
      });
      const item = mediaItem(target, content, { size: content.length });
      directories[target] = [...(directories[target] ?? []).filter((i) => i.name !== content), item];
      return HttpResponse.json(item, { status: 201 });
    }),
    http.delete('*/api/media/files/:directory/:name', ({ params }) => {
      const directory = String(params.directory);
      const name = String(params.name);
      deletes.push(`${directory}/${name}`);
      const before = directories[directory] ?? [];
      if (!before.some((i) => i.name === name)) {
        return HttpResponse.json({ detail: `Fichier introuvable : « ${name} »` }, { status: 404 });
      }
      directories[directory] = before.filter((i) => i.name !== name);
      return HttpResponse.json({ deleted: name });
    }),
  );
  return { directories, uploads, deletes, lists };
}
