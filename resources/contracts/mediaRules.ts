/**
 * What the media library accepts, shared by the server (which checks the bytes themselves) and the
 * media feature (which explains a refused file before any byte leaves the browser).
 */
export const MEDIA_DIRECTORIES = ['cartes', 'illustrations', 'avatars'] as const;
export type MediaDirectory = (typeof MEDIA_DIRECTORIES)[number];

/** Default upload limit; the server's can be changed with UPLOAD_LIMIT_MB. */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** MIME type -> file name extensions (the shape react-dropzone's `accept` option takes). */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

export function isMediaDirectory(value: unknown): value is MediaDirectory {
  return typeof value === 'string' && (MEDIA_DIRECTORIES as readonly string[]).includes(value);
}

/** Where the server serves the library's files: `/media-files/{directory}/{name}`. */
export const MEDIA_URL_PREFIX = '/media-files';

/** Longest image path a record may hold (a stored name is at most about 110 characters). */
export const MEDIA_PATH_MAX_LENGTH = 300;

/**
 * The shape of a name the server gives a stored file (server/media/safeName.ts): no path, no dot
 * but the extension's, so a name of this shape can never point outside its directory.
 */
const STORED_NAME = /^[a-z0-9][a-z0-9_-]{0,99}(?:\.[a-z0-9]{1,5})$/i;

const IMAGE_EXTENSIONS = new Set(
  Object.values(ACCEPTED_IMAGE_TYPES).flatMap((extensions) => extensions.map((e) => e.slice(1))),
);

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Whether an image field's value is a file of this server's library, in the field's own directory:
 * an outside address (tracking pixel, `javascript:`) or a `../` path never reaches a record.
 */
export function isMediaPath(value: string, directory: string): boolean {
  return mediaPathName(value, directory) !== undefined;
}

/** The file name an image field's value points at in `directory`, or undefined when it is no such path. */
export function mediaPathName(value: string, directory: string): string | undefined {
  const start = `${MEDIA_URL_PREFIX}/${directory}/`;
  if (!value.startsWith(start)) return undefined;
  const name = value.slice(start.length);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return isStoredName(name) && extension !== undefined && IMAGE_EXTENSIONS.has(extension) ? name : undefined;
}

/** The value an image field holds for a stored file (stored names need no URL encoding). */
export function mediaPath(directory: string, name: string): string {
  return `${MEDIA_URL_PREFIX}/${directory}/${name}`;
}
