/**
 * What the media feature accepts, mirrored from the server's own checks so that a refused file is
 * explained before any byte leaves the browser (the server still checks the bytes themselves).
 */
export const MEDIA_DIRECTORIES = ['cartes', 'illustrations', 'avatars'] as const;
export type MediaDirectory = (typeof MEDIA_DIRECTORIES)[number];
export const DEFAULT_DIRECTORY: MediaDirectory = 'cartes';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PARALLEL_UPLOADS = 3;

/** MIME type -> file name extensions, in the shape react-dropzone's `accept` option takes. */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};

export function isMediaDirectory(value: unknown): value is MediaDirectory {
  return typeof value === 'string' && (MEDIA_DIRECTORIES as readonly string[]).includes(value);
}
