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
